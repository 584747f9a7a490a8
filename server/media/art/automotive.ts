// Car accessories, care, electronics and tyres.
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
  white,
} from './shapes';

export const seatCover: Drawing = (p) =>
  rect(38, 20, 3, 8, metal) +
  rect(47, 20, 3, 8, metal) +
  rect(34, 6, 22, 15, p.main, 6) +
  shape('M30 30 C30 24 36 24 44 24 H50 C56 24 60 26 60 32 L56 66 H30 Z', p.main) +
  stroke('M38 30 L37 62 M52 30 L50 62', p.light, 1.2, '2 2') +
  (p.detail % 2 ? rect(40, 28, 8, 36, p.accent, 2) : '') +
  shape('M26 62 H76 C82 62 84 70 78 72 L72 76 H28 C24 76 22 70 26 62 Z', p.dark) +
  rect(34, 76, 34, 5, ink, 2) +
  rect(30, 81, 42, 4, ink, 2);

export const sunshade: Drawing = (p) =>
  shape('M8 76 C10 36 90 36 92 76 Z', p.main) +
  repeat(7, (i) => stroke(`M${16 + i * 11} ${i === 0 || i === 6 ? 66 : 48} V76`, p.dark, 1)) +
  shape('M44 76 V66 C44 60 56 60 56 66 V76 Z', p.light) +
  (p.detail > 1 ? stroke('M22 60 C36 46 64 46 78 60', p.accent, 2) : '');

export const floorMat: Drawing = (p) =>
  shape('M26 10 H74 L82 88 H18 Z', ink) +
  repeat(6, (i) => stroke(`M${30 - i * 0.6} ${20 + i * 8} H${70 + i * 0.6}`, p.main, 2)) +
  rect(36, 70, 28, 12, p.detail % 2 ? p.accent : p.dark, 3);

export const wiperBlade: Drawing = (p) =>
  shape('M6 92 C30 60 60 30 94 8 V20 C60 40 30 70 10 96 Z', `${glass}88`) +
  stroke('M16 82 L84 22', ink, 3) +
  stroke('M20 84 L88 26', p.main, 5) +
  stroke('M21 86 L89 28', ink, 1.5) +
  rect(46, 50, 10, 6, p.dark, 1) +
  (p.detail > 1 ? circle(16, 82, 3, metal) : '');

export const sprayBottle: Drawing = (p) =>
  shape('M38 18 H62 L70 26 H60 V32 H44 V24 L38 24 Z', ink) +
  shape('M56 24 L66 40 L62 42 L54 28 Z', ink) +
  rect(44, 30, 16, 10, white) +
  shape('M36 40 H68 L72 88 H32 Z', p.main) +
  rect(38, 54, 28, 22, white, 2) +
  rect(42, 60, 20, 3, p.accent, 1) +
  rect(42, 66, 14, 2, p.dark, 1) +
  (p.detail % 2 ? stroke('M22 22 L30 22 M22 16 L30 19 M22 28 L30 25', '#6cc4ee', 1.5) : '');

export const towels: Drawing = (p) =>
  rect(16, 66, 68, 16, p.main, 5) +
  rect(18, 50, 64, 16, p.accent, 5) +
  rect(20, 34, 60, 16, p.light, 5) +
  stroke('M20 74 H80 M22 58 H78 M24 42 H76', white, 1, '1 2') +
  (p.detail > 1 ? rect(60, 34, 6, 48, p.dark) : '');

export const dashCam: Drawing = (p) =>
  rect(34, 8, 32, 7, p.dark, 3) +
  rect(46, 14, 8, 18, p.dark) +
  rect(22, 30, 56, 34, ink, 7) +
  circle(50, 47, 12, p.main) +
  circle(50, 47, 7, '#1d2b49') +
  circle(47, 44, 2, white) +
  circle(70, 36, 2, p.detail % 2 ? '#e74c3c' : p.accent);

export const tyreInflator: Drawing = (p) =>
  rect(22, 30, 52, 48, p.main, 10) +
  circle(42, 52, 11, white) +
  stroke('M42 52 L48 45', '#e74c3c', 1.5) +
  rect(60, 42, 8, 5, p.dark, 2) +
  rect(60, 52, 8, 5, p.dark, 2) +
  rect(30, 78, 36, 6, ink, 2) +
  stroke('M74 60 C90 60 92 80 80 84 C72 86 70 90 76 94', ink, 2.5) +
  (p.detail > 1 ? rect(56, 30, 12, 4, p.accent, 2) : '');

export const carStereo: Drawing = (p) =>
  rect(10, 32, 80, 36, ink, 4) +
  rect(30, 38, 44, 16, p.main, 2) +
  stroke('M34 46 H54', white, 1.5) +
  circle(20, 50, 7, metal) +
  circle(20, 50, 3, ink) +
  repeat(5, (i) => rect(30 + i * 9, 58, 7, 5, i === p.detail ? p.accent : '#3a3d42', 1)) +
  circle(82, 44, 2, p.accent);

export const tyre: Drawing = (p) =>
  circle(50, 50, 38, ink) +
  ring(50, 50, 35, '#3a3d42', 4, '3 3') +
  circle(50, 50, 22, metal) +
  circle(50, 50, 18, p.main) +
  repeat(5, (i) => {
    const a = (i * 2 * Math.PI) / 5 + p.detail / 3;
    return stroke(
      `M50 50 L${Math.round(50 + 18 * Math.cos(a))} ${Math.round(50 + 18 * Math.sin(a))}`,
      metal,
      4,
    );
  }) +
  circle(50, 50, 5, p.dark);

export const car: Drawing = (p) =>
  shape(
    'M6 68 C6 58 12 54 22 52 L34 38 C36 36 38 35 42 35 H60 C64 35 66 36 69 39 L82 52 C90 53 94 58 94 66 V72 H6 Z',
    p.main,
  ) +
  shape('M37 40 H49 V51 H27 Z M53 40 H62 L73 51 H53 Z', glass) +
  (p.detail % 2 ? rect(32, 28, 38, 3, ink, 1) + stroke('M38 31 V35 M64 31 V35', ink, 2) : '') +
  rect(88, 58, 6, 4, '#ffd66b', 1) +
  circle(26, 72, 10, ink) +
  circle(74, 72, 10, ink) +
  circle(26, 72, 4, metal) +
  circle(74, 72, 4, metal) +
  ellipse(50, 60, 40, 1, p.dark);
