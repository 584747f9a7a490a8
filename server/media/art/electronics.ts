// Phones, their accessories, computers, audio, cameras and watches.
import {
  circle,
  type Drawing,
  ellipse,
  glass,
  ink,
  metal,
  rect,
  repeat,
  ring,
  shape,
  stroke,
  turned,
  white,
} from './shapes';

const screenIcons = (x: number, y: number, rows: number, colour: string) =>
  repeat(rows * 3, (i) => rect(x + (i % 3) * 8, y + Math.floor(i / 3) * 9, 5, 5, colour, 1.5));

export const phone: Drawing = (p) =>
  rect(31, 10, 38, 80, p.main, 8) +
  rect(34, 14, 32, 72, '#172230', 5) +
  rect(37, 40 - p.detail * 4, 26, 40 + p.detail * 4, p.accent, 3) +
  screenIcons(40, 44 - p.detail * 4, 2 + Math.min(p.detail, 2), white) +
  (p.detail % 2 ? rect(44, 17, 12, 3.5, ink, 1.8) : circle(50, 19, 1.8, ink)) +
  rect(69, 28, 1.6, 10, p.dark, 0.8);

export const phoneCase: Drawing = (p) =>
  rect(31, 10, 38, 80, p.main, 9) +
  rect(34, 13, 32, 74, p.light, 7) +
  rect(36, 16, 15, 18, p.dark, 4) +
  repeat(2 + (p.detail % 2), (i) => circle(40 + (i % 2) * 7, 21 + Math.floor(i / 2) * 8, 2.6, ink)) +
  circle(50, 58, 4 + p.detail, p.dark) +
  rect(69, 26, 2, 12, p.dark, 1);

export const screenProtector: Drawing = (p) =>
  rect(37, 14, 36, 72, `${glass}99`, 7) +
  rect(29, 10, 36, 72, `${glass}cc`, 7) +
  stroke('M29 16 V76 M65 16 V76', p.dark, 0.8) +
  stroke('M36 30 L52 14 M36 44 L60 20', white, 2.5) +
  rect(42, 12, 10, 2.4, p.main, 1.2) +
  rect(24, 80, 30, 8, p.main, 2);

export const phoneHolder: Drawing = (p) =>
  rect(46, 60, 8, 18, metal, 2) +
  ellipse(50, 82, 12, 5, ink) +
  rect(28, 22, 44, 42, p.main, 6) +
  rect(35, 14, 30, 52, ink, 5) +
  rect(37, 17, 26, 46, p.accent, 3) +
  rect(25, 34, 7, 16, p.dark, 2) +
  rect(68, 34, 7, 16, p.dark, 2);

export const charger: Drawing = (p) =>
  rect(40, 18, 5, 16, metal, 1) +
  rect(55, 18, 5, 16, metal, 1) +
  rect(32, 32, 36, 44, p.main, 7) +
  rect(32, 32, 36, 8, p.dark, 4) +
  rect(43, 66, 14, 4, ink, 2) +
  circle(50, 52, 3 + p.detail, p.accent) +
  stroke('M50 76 C50 86 70 86 78 78', ink, 3);

export const cable: Drawing = (p) =>
  stroke('M24 70 C10 44 38 26 52 44 C66 62 86 48 74 26', p.main, 4) +
  rect(18, 68, 12, 16, p.dark, 3) +
  rect(21, 83, 6, 5, metal, 1) +
  turned(-30, 76, 22, rect(70, 10, 12, 16, p.dark, 3) + rect(73, 6, 6, 5, metal, 1)) +
  (p.detail > 1 ? ring(38, 40, 6, p.accent, 2) : '');

export const powerBank: Drawing = (p) =>
  rect(28, 18, 44, 68, p.main, 9) +
  rect(28, 18, 44, 14, p.dark, 7) +
  rect(40, 22, 8, 3, ink, 1.5) +
  rect(52, 22, 8, 3, ink, 1.5) +
  repeat(4, (i) => circle(39 + i * 7, 76, 2, i <= p.detail ? p.accent : p.light)) +
  shape('M53 40 L42 56 H50 L46 68 L59 51 H51 Z', p.light);

export const laptop: Drawing = (p) =>
  rect(20, 20, 60, 42, ink, 3) +
  rect(23, 23, 54, 36, p.accent, 1.5) +
  shape('M23 59 L40 40 L52 50 L62 38 L77 52 V59 Z', p.light) +
  circle(66, 31, 4, white) +
  shape('M12 64 H88 L94 74 H6 Z', p.main) +
  rect(6, 74, 88, 3, p.dark, 1.5) +
  rect(43, 66, 14, 4, p.dark, 1) +
  (p.detail > 1 ? rect(14, 64, 72, 1.5, p.accent) : '');

export const headphones: Drawing = (p) =>
  stroke('M24 58 C22 14 78 14 76 58', p.dark, 6) +
  stroke('M24 58 C22 14 78 14 76 58', p.main, 3) +
  rect(16, 48, 18, 32, p.main, 8) +
  rect(66, 48, 18, 32, p.main, 8) +
  rect(30, 52, 6, 24, ink, 3) +
  rect(64, 52, 6, 24, ink, 3) +
  circle(25, 64, 3 + p.detail, p.accent) +
  circle(75, 64, 3 + p.detail, p.accent);

export const earbuds: Drawing = (p) =>
  rect(30, 54, 40, 30, p.main, 13) +
  rect(30, 54, 40, 6, p.dark, 3) +
  circle(50, 72, 1.6, p.accent) +
  circle(38, 30, 8, p.main) +
  circle(36, 30, 3.5, ink) +
  rect(38, 32, 6, 18, p.main, 3) +
  circle(62, 30, 8, p.main) +
  circle(64, 30, 3.5, ink) +
  rect(56, 32, 6, 18, p.main, 3) +
  (p.detail % 2 ? stroke('M41 48 C46 56 54 56 59 48', p.dark, 1.6) : '');

export const speaker: Drawing = (p) =>
  p.detail % 2
    ? rect(26, 14, 48, 74, p.main, 8) +
      ring(50, 36, 11, p.dark, 3) +
      circle(50, 36, 6, ink) +
      ring(50, 66, 15, p.dark, 3) +
      circle(50, 66, 9, ink) +
      rect(40, 18, 20, 4, p.accent, 2)
    : stroke('M30 40 C30 24 70 24 70 40', p.dark, 3) +
      rect(16, 38, 68, 38, p.main, 19) +
      rect(24, 44, 52, 26, p.dark, 13) +
      repeat(12, (i) => circle(31 + (i % 6) * 7.5, 51 + Math.floor(i / 6) * 12, 2, p.light)) +
      rect(44, 73, 12, 3, p.accent, 1.5);

export const soundbar: Drawing = (p) =>
  rect(6, 44, 88, 20, ink, 10) +
  rect(10, 48, 80, 12, p.main, 6) +
  stroke('M14 54 H86', p.dark, 1, '1.5 2.5') +
  circle(50, 54, 1.8, p.accent) +
  rect(30, 70, 40, 12, p.dark, 3) +
  circle(50, 76, 3 + p.detail, p.main);

export const camera: Drawing = (p) =>
  shape('M36 34 L41 24 H59 L64 34 Z', ink) +
  rect(16, 32, 68, 46, ink, 6) +
  rect(16, 42, 68, 26, p.main) +
  rect(66, 26, 10, 5, p.accent, 2) +
  circle(50, 55, 18, p.dark) +
  circle(50, 55, 13, metal) +
  circle(50, 55, 9, '#1d2b49') +
  circle(46, 51, 2.5, white) +
  (p.detail > 1 ? rect(22, 36, 10, 5, glass, 1) : circle(26, 38, 2.5, p.accent));

export const watch: Drawing = (p) =>
  rect(40, 6, 20, 88, p.main, 7) +
  repeat(3, (i) => rect(47, 80 - i * 5, 6, 2, p.dark, 1)) +
  rect(31, 28, 38, 44, p.dark, 11) +
  rect(34, 31, 32, 38, '#101418', 8) +
  ring(50, 50, 10, p.accent, 3, p.detail > 1 ? '40 100' : undefined) +
  rect(46, 47, 8, 6, p.light, 1) +
  rect(69, 44, 3, 10, metal, 1.5);
