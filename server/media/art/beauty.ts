// Perfume, oud and bakhoor, skincare, makeup and hair care.
import {
  circle,
  type Drawing,
  ellipse,
  ink,
  metal,
  oneOf,
  rect,
  repeat,
  shape,
  stroke,
  turned,
  white,
} from './shapes';

const shine = stroke('M36 50 C36 44 38 40 42 38', `${white}`, 3);

export const perfume: Drawing = (p) =>
  oneOf(p.detail, [
    rect(26, 38, 48, 48, p.main, 6),
    circle(50, 62, 25, p.main),
    shape('M34 38 H66 L76 60 L66 86 H34 L24 60 Z', p.main),
    shape('M50 36 L76 62 L50 88 L24 62 Z', p.main),
  ]) +
  rect(36, 56, 28, 14, `${white}cc`, 2) +
  rect(40, 61, 20, 3, p.dark, 1) +
  shine +
  rect(44, 28, 12, 11, metal, 1) +
  (p.detail % 2 ? circle(50, 20, 10, p.accent) : rect(38, 8, 24, 21, p.accent, 3));

export const dropper: Drawing = (p) =>
  rect(46, 8, 8, 18, ink, 4) +
  rect(41, 24, 18, 12, p.dark, 3) +
  rect(34, 36, 32, 52, p.main, 7) +
  rect(38, 52, 24, 22, white, 2) +
  rect(42, 58, 16, 3, p.accent, 1) +
  rect(42, 64, 10, 2, p.dark, 1) +
  (p.detail > 1 ? ellipse(50, 79, 10, 3, p.light) : '');

export const tube: Drawing = (p) =>
  rect(30, 10, 40, 7, p.dark, 1) +
  shape('M31 17 H69 L62 76 H38 Z', p.light) +
  rect(37, 34, 26, 20, p.main, 2) +
  stroke('M42 42 H58', white, 2) +
  rect(40, 76, 20, 12, p.detail % 2 ? ink : p.main, 3);

export const jar: Drawing = (p) =>
  rect(22, 48, 56, 38, p.main, 9) +
  rect(22, 60, 56, 14, white) +
  rect(34, 65, 32, 4, p.accent, 1) +
  rect(20, 36, 60, 16, p.dark, 5) +
  stroke('M24 40 H76', p.light, 1, p.detail % 2 ? '2 2' : undefined);

export const lipstick: Drawing = (p) =>
  shape('M38 44 V26 C38 20 50 14 56 14 V44 Z', p.main) +
  rect(36, 42, 22, 14, metal, 1) +
  rect(34, 54, 26, 34, ink, 3) +
  rect(34, 62, 26, 3, p.detail > 1 ? '#c9a94b' : metal) +
  rect(64, 56, 20, 32, ink, 3) +
  rect(64, 60, 20, 3, p.main);

export const eyeshadow: Drawing = (p) =>
  rect(10, 24, 80, 54, ink, 7) +
  repeat(6, (i) => {
    const colours = [p.main, p.light, p.dark, p.accent, '#d9b38c', '#8a5a44'];
    return circle(26 + (i % 3) * 24, 42 + Math.floor(i / 3) * 20, 9, colours[(i + p.detail) % 6] ?? p.main);
  }) +
  stroke('M16 30 H84', '#3a3d42', 1.5);

export const mascara: Drawing = (p) =>
  rect(30, 30, 16, 58, p.main, 6) +
  rect(30, 8, 16, 24, ink, 5) +
  rect(30, 30, 16, 4, metal) +
  rect(34, 50, 8, 24, p.light, 2) +
  turned(18, 66, 50, rect(64, 20, 4, 44, ink, 2) + rect(62, 58, 8, 24, ink, 4)) +
  stroke('M77 60 L71 78', p.accent, p.detail > 1 ? 3 : 1.5, '1 1');

export const hairDryer: Drawing = (p) =>
  rect(10, 32, 22, 18, p.dark, 4) +
  rect(20, 26, 50, 30, p.main, 15) +
  circle(68, 41, 18, p.main) +
  circle(68, 41, 11, p.dark) +
  stroke('M68 32 V50 M59 41 H77', p.light, 1) +
  shape('M48 52 H60 L64 86 H52 Z', p.main) +
  rect(53, 60, 6, 8, p.accent, 2) +
  stroke('M58 86 C58 92 44 94 40 90', ink, 2) +
  (p.detail % 2 ? stroke('M4 36 H8 M2 41 H8 M4 46 H8', p.accent, 1.5) : '');

export const straightener: Drawing = (p) =>
  turned(-6, 44, 50, rect(38, 8, 12, 80, p.main, 5) + rect(40, 12, 8, 30, p.accent, 2)) +
  turned(6, 56, 50, rect(50, 8, 12, 80, p.dark, 5) + rect(52, 12, 8, 30, metal, 2)) +
  circle(50, 80, 3, p.light) +
  stroke('M50 88 C52 94 66 94 72 88', ink, 2) +
  (p.detail > 1 ? circle(44, 64, 2, '#e74c3c') : '');

export const incenseBurner: Drawing = (p) =>
  stroke('M44 30 C38 22 50 18 44 8 M56 30 C62 22 50 16 58 6', '#9aa0a6', 1.8) +
  ellipse(50, 36, 18, 4, '#e25b2a') +
  shape('M26 36 H74 L66 56 H34 Z', p.main) +
  rect(24, 34, 52, 5, p.dark, 2) +
  rect(45, 56, 10, 16, p.main) +
  shape('M34 86 H66 L60 72 H40 Z', p.dark) +
  (p.detail % 2
    ? repeat(5, (i) => circle(34 + i * 8, 46, 1.5, p.light))
    : stroke('M34 46 H66', p.light, 1.5));
