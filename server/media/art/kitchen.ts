// Cookware, baking, coffee, blenders, tableware, cleaning and storage.
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

export const fryingPan: Drawing = (p) =>
  turned(-24, 72, 44, rect(64, 40, 32, 8, ink, 4)) +
  circle(40, 56, 30, p.main) +
  circle(40, 56, 24, '#2f3135') +
  stroke('M24 48 C28 40 34 36 40 35', '#4a4d52', 2) +
  (p.detail > 1 ? ellipse(44, 60, 8, 6, '#f6d27a') + circle(44, 60, 3, '#f5a623') : '');

export const cookingPot: Drawing = (p) =>
  rect(8, 50, 14, 6, ink, 3) +
  rect(78, 50, 14, 6, ink, 3) +
  rect(18, 44, 64, 40, p.main, 6) +
  stroke('M18 58 H82', p.dark, 1.5) +
  shape('M16 44 C16 30 84 30 84 44 Z', p.dark) +
  rect(42, 24, 16, 8, ink, 3) +
  (p.detail % 2 ? rect(58, 34, 30, 5, ink, 2) + circle(50, 32, 2, '#e74c3c') : '');

export const bakingTray: Drawing = (p) =>
  shape('M10 58 L24 40 H76 L90 58 Z', p.detail % 2 ? `${glass}cc` : p.main) +
  shape('M10 58 H90 L86 70 H14 Z', p.dark) +
  repeat(6, (i) => ellipse(32 + (i % 3) * 18, 45 + Math.floor(i / 3) * 7, 6, 2.8, '#d9a066')) +
  (p.detail > 1 ? stroke('M20 64 H80', p.light, 1) : '');

export const muffinMould: Drawing = (p) =>
  rect(10, 50, 80, 28, p.main, 8) +
  repeat(3, (i) => ellipse(28 + i * 22, 56, 9, 4, p.dark)) +
  shape('M64 56 C62 40 86 40 84 56 Z', '#a0632e') +
  repeat(2, (i) => circle(70 + i * 8, 48, 1.5, p.detail > 1 ? '#f6d27a' : '#5a3315')) +
  stroke('M14 70 H86', p.light, 1);

export const espressoMachine: Drawing = (p) =>
  rect(22, 14, 56, 72, p.main, 6) +
  rect(22, 14, 56, 14, p.dark, 6) +
  rect(34, 38, 32, 8, metal, 2) +
  rect(58, 40, 26, 5, ink, 2) +
  shape('M42 64 H58 L56 76 H44 Z', white) +
  rect(28, 78, 44, 4, metal, 1) +
  repeat(3, (i) => circle(36 + i * 8, 21, 2, i === p.detail % 3 ? p.accent : p.light)) +
  stroke('M50 48 V60', '#6b3e1f', 2, '2 2');

export const coffeePot: Drawing = (p) =>
  shape('M40 52 C28 44 22 30 12 24 L15 21 C26 28 33 38 42 45 Z', p.main) +
  shape(
    'M36 86 H64 C64 74 60 66 56 62 C62 58 62 48 56 44 L58 30 H42 L44 44 C38 48 38 58 44 62 C40 66 36 74 36 86 Z',
    p.main,
  ) +
  shape('M42 30 C42 20 58 20 58 30 Z', p.dark) +
  circle(50, 17, 2.5, p.dark) +
  stroke('M60 38 C76 42 74 68 62 74', p.dark, 3) +
  stroke('M41 62 H59 M37 80 H63', p.accent, 1.5) +
  (p.detail % 2 ? stroke('M44 52 C47 48 53 48 56 52', p.light, 1.5) : '');

export const handBlender: Drawing = (p) =>
  rect(38, 6, 24, 42, p.main, 10) +
  rect(46, 16, 8, 12, p.accent, 3) +
  rect(46, 48, 8, 28, metal) +
  (p.detail % 2 ? ring(50, 82, 7, metal, 2) : shape('M38 76 H62 L58 88 H42 Z', metal)) +
  stroke('M50 6 C50 0 66 0 70 8', ink, 2);

export const blender: Drawing = (p) =>
  rect(30, 8, 40, 7, ink, 2) +
  shape('M31 14 H69 L64 62 H36 Z', `${glass}aa`) +
  shape(`M${33 + p.detail} 34 H${67 - p.detail} L64 62 H36 Z`, p.accent) +
  stroke('M70 20 C80 20 80 50 68 54', ink, 3) +
  shape('M30 62 H70 L74 88 H26 Z', p.main) +
  circle(50, 75, 6, metal) +
  stroke('M50 70 V75', ink, 1.5);

export const plates: Drawing = (p) =>
  ellipse(50, 70, 42, 14, white) +
  ellipse(50, 66, 42, 14, '#e8e6e0') +
  ellipse(50, 62, 42, 14, white) +
  `<ellipse cx="50" cy="62" rx="34" ry="10" fill="none" stroke="${p.main}" stroke-width="2.5"${p.detail % 2 ? ' stroke-dasharray="3 2"' : ''}/>` +
  ellipse(50, 62, 22, 6, '#f1efe9') +
  stroke('M86 30 V54 M92 30 V54', metal, 2) +
  (p.detail > 1 ? ellipse(50, 60, 10, 3, p.accent) : '');

export const coffeeCups: Drawing = (p) =>
  ellipse(50, 78, 44, 10, p.main) +
  ellipse(50, 76, 38, 7, p.light) +
  repeat(3, (i) => {
    const x = 18 + i * 22;
    return (
      shape(`M${x} 46 H${x + 20} L${x + 17} 72 H${x + 3} Z`, white) +
      rect(x + 1, 52, 18, 4, p.detail % 2 ? '#c9a94b' : p.accent)
    );
  });

export const foodContainer: Drawing = (p) =>
  rect(24, 22, 52, 8, p.dark, 3) +
  rect(26, 28, 48, 16, `${glass}aa`, 3) +
  rect(16, 46, 68, 8, p.main, 3) +
  rect(18, 52, 64, 34, `${glass}aa`, 4) +
  rect(24, 64, 52, 18, p.accent, 3) +
  rect(12, 48, 6, 6, p.dark, 1) +
  rect(82, 48, 6, 6, p.dark, 1) +
  (p.detail > 1 ? circle(40, 72, 4, '#7fbf6a') : '');

export const spiceRack: Drawing = (p) =>
  rect(12, 14, 6, 74, p.dark, 2) +
  rect(82, 14, 6, 74, p.dark, 2) +
  rect(12, 48, 76, 5, p.main) +
  rect(12, 84, 76, 5, p.main) +
  repeat(10, (i) => {
    const x = 22 + (i % 5) * 12;
    const y = i < 5 ? 26 : 62;
    const spices = ['#c0392b', '#e2a93b', '#6b8e23', '#8a5a44', '#d35400'];
    return rect(x, y, 9, 22, spices[(i + p.detail) % 5] ?? p.accent, 2) + rect(x, y - 4, 9, 5, ink, 1);
  });

export const basket: Drawing = (p) =>
  circle(38, 36, 9, '#e74c3c') +
  circle(56, 34, 10, '#f2c94c') +
  shape('M14 42 H86 L76 86 H24 Z', p.main) +
  repeat(4, (i) => stroke(`M${16 + i * 2.5} ${52 + i * 9} H${84 - i * 2.5}`, p.dark, 2)) +
  repeat(5, (i) => stroke(`M${28 + i * 11} 44 V84`, p.dark, 1.2, p.detail % 2 ? '3 3' : undefined)) +
  rect(12, 40, 76, 6, p.dark, 3);

export const spinMop: Drawing = (p) =>
  stroke('M68 6 L50 62', metal, 3) +
  rect(64, 4, 8, 14, p.accent, 3) +
  shape('M20 54 H80 L72 90 H28 Z', p.main) +
  ellipse(50, 56, 30, 6, p.dark) +
  repeat(7, (i) => stroke(`M${36 + i * 4.5} 56 L${34 + i * 5} 68`, white, 2)) +
  stroke('M22 66 H78', p.light, 1.5) +
  (p.detail > 1 ? circle(32, 76, 3, p.accent) : '');
