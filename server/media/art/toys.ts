// Toys: puzzles, science kits, globes, dolls, bricks, outdoor play.
import {
  circle,
  type Drawing,
  ellipse,
  glass,
  ink,
  leaf,
  metal,
  rect,
  repeat,
  ring,
  shape,
  skin,
  stroke,
  white,
} from './shapes';

const piece = (x: number, y: number, fill: string) =>
  rect(x, y, 28, 28, fill, 2) + circle(x + 28, y + 14, 5, fill) + circle(x + 14, y + 28, 5, fill);

export const puzzle: Drawing = (p) =>
  piece(20, 18, p.main) +
  piece(52, 18, p.accent) +
  piece(20, 50, p.light) +
  piece(54 + p.detail, 54 + p.detail, p.dark) +
  ring(34, 32, 6, white, 2);

export const flask: Drawing = (p) =>
  shape('M42 12 H58 V36 L78 78 C80 86 76 88 70 88 H30 C24 88 20 86 22 78 L42 36 Z', `${glass}aa`) +
  shape('M30 62 H70 L78 78 C80 86 76 88 70 88 H30 C24 88 20 86 22 78 Z', p.main) +
  stroke('M40 12 H60', ink, 3) +
  repeat(3 + p.detail, (i) => circle(40 + i * 6, 54 - (i % 2) * 8, 2, p.light)) +
  rect(80, 40, 8, 40, `${glass}aa`, 4) +
  rect(80, 60, 8, 20, p.accent, 4);

export const globe: Drawing = (p) =>
  stroke('M24 70 C10 46 24 16 54 14', metal, 3) +
  rect(47, 74, 6, 8, metal) +
  ellipse(50, 86, 18, 4, p.dark) +
  circle(52, 44, 26, p.main) +
  shape('M40 28 C48 24 56 28 54 36 C50 42 42 40 38 46 C34 40 34 32 40 28 Z', leaf) +
  shape('M60 46 C68 44 74 50 70 58 C64 64 58 60 60 52 Z', leaf) +
  ring(52, 44, 26, p.dark, 1.5) +
  (p.detail > 1 ? circle(62, 32, 2, white) : '');

export const doll: Drawing = (p) =>
  shape('M36 30 C34 10 66 10 64 30 L66 44 H34 Z', p.dark) +
  circle(50, 28, 11, skin) +
  circle(46, 27, 1.3, ink) +
  circle(54, 27, 1.3, ink) +
  stroke('M47 32 C49 34 51 34 53 32', '#c0392b', 1) +
  shape('M42 40 H58 L70 74 H30 Z', p.main) +
  stroke('M40 44 L32 60 M60 44 L68 60', skin, 4) +
  rect(42, 74, 5, 12, skin, 2) +
  rect(53, 74, 5, 12, skin, 2) +
  rect(40, 84, 8, 4, p.accent, 2) +
  rect(52, 84, 8, 4, p.accent, 2) +
  (p.detail % 2 ? circle(64, 18, 4, p.accent) : rect(38, 54, 24, 3, p.light));

export const dollHouse: Drawing = (p) =>
  rect(22, 42, 56, 44, p.light) +
  shape('M14 44 L50 12 L86 44 Z', p.main) +
  rect(64, 18, 7, 14, p.dark) +
  rect(44, 64, 12, 22, p.accent, 1) +
  rect(28, 50, 12, 10, glass, 1) +
  rect(60, 50, 12, 10, glass, 1) +
  stroke('M22 64 H40 M60 64 H78', p.dark, 1) +
  circle(50, 32, 4 + p.detail, glass);

const brick = (x: number, y: number, w: number, fill: string, studs: number) =>
  repeat(studs, (i) => rect(x + 4 + i * 12, y - 5, 7, 6, fill, 1)) + rect(x, y, w, 18, fill, 2);

export const bricks: Drawing = (p) =>
  brick(14, 66, 50, p.main, 4) +
  brick(40, 44, 38, p.accent, 3) +
  brick(22, 22, 26, p.light, 2) +
  (p.detail > 1 ? brick(60, 72, 26, p.dark, 2) : '') +
  stroke('M16 74 H62', p.dark, 0.8);

export const toyCar: Drawing = (p) =>
  shape(
    'M8 66 C8 56 14 52 24 50 L34 38 C36 36 38 35 42 35 H60 C64 35 66 36 69 39 L80 50 C88 51 92 56 92 64 V70 H8 Z',
    p.main,
  ) +
  shape('M36 40 H49 V50 H28 Z M53 40 H62 L72 50 H53 Z', glass) +
  (p.detail % 2 ? rect(34, 30, 34, 3, ink, 1) + stroke('M40 30 V35 M62 30 V35', ink, 2) : '') +
  rect(86, 56, 6, 4, '#ffd66b', 1) +
  rect(8, 58, 5, 4, '#e74c3c', 1) +
  circle(28, 70, 10, ink) +
  circle(72, 70, 10, ink) +
  circle(28, 70, 4, metal) +
  circle(72, 70, 4, metal) +
  (p.detail > 1 ? rect(10, 60, 80, 3, p.accent) : '');

export const inflatablePool: Drawing = (p) =>
  ellipse(50, 64, 44, 22, p.main) +
  ellipse(50, 60, 36, 15, p.light) +
  ellipse(50, 62, 30, 11, '#6cc4ee') +
  stroke('M14 68 C30 82 70 82 86 68', p.accent, 3) +
  (p.detail % 2
    ? ellipse(58, 60, 6, 4, '#ffd66b') + circle(62, 56, 3, '#ffd66b')
    : stroke('M36 62 C40 60 44 64 48 62', white, 1.5));

export const slide: Drawing = (p) =>
  stroke('M20 88 V26 M34 88 V26', p.dark, 4) +
  repeat(5, (i) => stroke(`M20 ${36 + i * 11} H34`, p.dark, 3)) +
  rect(16, 22, 26, 8, p.accent, 2) +
  shape('M34 26 C58 26 62 80 90 80 V88 C58 88 52 36 34 36 Z', p.main) +
  (p.detail > 1 ? stroke('M40 30 C56 32 62 78 88 83', p.light, 1.5) : '');

export const waterGun: Drawing = (p) =>
  shape('M14 44 H68 C74 44 76 48 76 52 V58 H42 L38 84 H24 L28 58 H14 Z', p.main) +
  rect(30, 26, 24, 18, p.accent, 5) +
  rect(76, 48, 12, 6, p.dark, 1) +
  stroke('M40 58 C40 66 46 68 48 62', ink, 2.5) +
  repeat(2 + p.detail, (i) => circle(92 - (i % 2) * 2, 58 + i * 7, 1.6, '#6cc4ee'));
