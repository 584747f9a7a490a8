// Furniture, decor, plants, garden tools and lighting.
import {
  circle,
  type Drawing,
  ellipse,
  glass,
  ink,
  leaf,
  metal,
  oneOf,
  outlined,
  rect,
  repeat,
  ring,
  shape,
  stroke,
  turned,
  white,
} from './shapes';

export const sofa: Drawing = (p) =>
  rect(14, 32, 72, 30, p.dark, 7) +
  rect(12, 54, 76, 20, p.main, 5) +
  rect(6, 44, 15, 32, p.main, 6) +
  rect(79, 44, 15, 32, p.main, 6) +
  stroke('M37 56 V72 M63 56 V72', p.dark, 1) +
  rect(12, 76, 5, 8, ink, 1) +
  rect(83, 76, 5, 8, ink, 1) +
  (p.detail % 2 ? turned(-12, 30, 46, rect(22, 38, 18, 16, p.accent, 5)) : '') +
  (p.detail > 1 ? turned(12, 70, 46, rect(62, 38, 18, 16, p.accent, 5)) : '');

export const coffeeTable: Drawing = (p) =>
  rect(10, 50, 80, 8, p.main, 3) +
  rect(18, 58, 5, 28, p.dark, 1) +
  rect(77, 58, 5, 28, p.dark, 1) +
  rect(20, 74, 60, 4, p.dark, 1) +
  (p.detail % 2
    ? rect(44, 38, 12, 12, white, 2) + stroke('M56 41 C61 41 61 47 56 47', white, 2)
    : shape('M44 50 C40 40 44 32 50 30 C56 32 60 40 56 50 Z', p.accent)) +
  rect(62, 46, 16, 4, p.accent, 1);

export const tvUnit: Drawing = (p) =>
  rect(20, 12, 60, 36, ink, 3) +
  rect(22, 14, 56, 32, '#2e4a6b') +
  shape('M22 46 L40 28 L54 40 L62 32 L78 46 Z', '#4d6f95') +
  rect(46, 48, 8, 6, ink) +
  rect(8, 54, 84, 26, p.main, 3) +
  stroke('M36 56 V78 M64 56 V78', p.dark, 1.2) +
  repeat(3, (i) => rect(18 + i * 28, 66, 8, 2, p.detail > 1 ? metal : p.dark, 1)) +
  rect(12, 80, 5, 6, ink) +
  rect(83, 80, 5, 6, ink);

export const nightstand: Drawing = (p) =>
  shape('M40 20 H60 L66 36 H34 Z', p.accent) +
  rect(48, 36, 4, 10, metal) +
  rect(42, 44, 16, 3, ink, 1) +
  rect(26, 48, 48, 34, p.main, 3) +
  stroke('M28 64 H72', p.dark, 1.2) +
  rect(44, 55, 12, 3, p.detail % 2 ? metal : p.dark, 1.5) +
  rect(44, 71, 12, 3, p.detail % 2 ? metal : p.dark, 1.5) +
  rect(28, 82, 4, 6, ink) +
  rect(68, 82, 4, 6, ink);

export const bed: Drawing = (p) =>
  rect(10, 26, 80, 34, p.dark, 6) +
  rect(8, 52, 84, 14, white, 4) +
  ellipse(30, 50, 14, 6, white) +
  ellipse(70, 50, 14, 6, white) +
  rect(8, 58, 84, 20, p.main, 4) +
  stroke('M8 64 H92', p.light, 1.5, p.detail % 2 ? '3 2' : undefined) +
  rect(10, 78, 5, 8, ink) +
  rect(85, 78, 5, 8, ink);

export const pillow: Drawing = (p) =>
  outlined(
    'M16 30 C30 24 70 24 84 30 C88 46 88 58 84 74 C70 80 30 80 16 74 C12 58 12 46 16 30 Z',
    p.main,
    p.dark,
  ) +
  stroke(
    'M22 36 C36 32 64 32 78 36 C80 48 80 58 78 68 C64 72 36 72 22 68 C20 58 20 48 22 36 Z',
    p.light,
    1,
    '2 2',
  ) +
  oneOf(p.detail, [
    '',
    circle(50, 52, 8, p.accent),
    stroke('M30 52 H70', p.accent, 3),
    ring(50, 52, 10, p.accent, 2),
  ]);

export const mirror: Drawing = (p) =>
  (p.detail % 2
    ? circle(50, 48, 36, p.main) + circle(50, 48, 30, glass)
    : rect(28, 8, 44, 82, p.main, 22) + rect(33, 13, 34, 72, glass, 17)) +
  stroke('M40 30 L58 22 M40 42 L62 30', white, 3) +
  (p.detail > 1 ? ring(50, 48, 3, p.accent, 1.5) : '');

export const candle: Drawing = (p) =>
  shape('M50 22 C57 31 55 40 50 40 C45 40 43 31 50 22 Z', '#f5a623') +
  shape('M50 30 C53 35 52 39 50 39 C48 39 47 35 50 30 Z', '#ffe28a') +
  stroke('M50 40 V46', ink, 1.2) +
  rect(30, 44, 40, 42, p.main, 6) +
  ellipse(50, 47, 18, 3, p.light) +
  rect(36, 58, 28, 16, white, 2) +
  rect(40, 64, 20, 3, p.detail > 1 ? p.accent : p.dark, 1);

export const vase: Drawing = (p) =>
  (p.detail % 2
    ? stroke('M46 22 C44 12 40 8 36 6 M54 22 C56 12 60 8 66 6', leaf, 1.5) +
      circle(36, 6, 4, p.accent) +
      circle(66, 6, 4, p.accent)
    : '') +
  outlined('M42 20 H58 V28 C72 36 76 60 68 78 C64 88 36 88 32 78 C24 60 28 36 42 28 Z', p.main, p.dark) +
  rect(31, 52, 38, 5, p.accent) +
  stroke('M40 34 C36 44 36 56 38 66', p.light, 2);

export const plant: Drawing = (p) =>
  stroke(
    'M50 60 C46 40 30 30 14 28 M50 60 C52 38 66 26 86 26 M50 60 C50 40 46 22 40 8 M50 60 C56 44 70 42 82 48 M50 60 C42 48 28 50 18 58',
    leaf,
    4 + p.detail,
  ) +
  shape('M30 58 H70 L65 88 H35 Z', p.main) +
  rect(28, 56, 44, 7, p.dark, 2);

export const hose: Drawing = (p) =>
  rect(20, 84, 60, 4, ink, 2) +
  rect(24, 24, 6, 62, p.dark, 2) +
  rect(70, 24, 6, 62, p.dark, 2) +
  repeat(4, (i) => ring(50, 52, 24 - i * 4, i % 2 ? p.light : p.main, 3.5)) +
  circle(50, 52, 6, p.dark) +
  stroke('M74 60 C88 66 90 78 80 84', p.main, 3.5) +
  rect(76, 82, 12, 5, p.accent, 2);

export const shears: Drawing = (p) =>
  shape('M47 54 C50 38 58 24 74 12 C70 28 64 42 55 56 Z', metal) +
  shape('M53 54 C56 40 62 30 70 24 C66 36 62 46 57 56 Z', '#8d939a') +
  stroke('M48 56 C40 70 32 80 22 88', p.main, 8) +
  stroke('M55 58 C58 72 62 80 70 88', p.main, 8) +
  circle(51, 55, 3.5, ink) +
  (p.detail % 2 ? stroke('M38 72 L44 74', p.accent, 3) : '');

export const trimmer: Drawing = (p) =>
  stroke('M22 82 L78 12', metal, 4) +
  turned(-51, 60, 34, rect(50, 28, 22, 12, p.main, 5)) +
  turned(-51, 40, 58, rect(34, 54, 14, 8, ink, 3)) +
  circle(22, 82, 10, p.main) +
  stroke('M12 88 C16 80 28 78 34 84', p.dark, 3) +
  stroke('M12 88 L6 92 M14 88 L8 94', p.accent, 1.2) +
  (p.detail > 1 ? circle(78, 12, 3, p.accent) : '');

export const floorLamp: Drawing = (p) =>
  ellipse(50, 40, 30, 12, `${p.light}66`) +
  stroke('M50 30 V86', p.detail % 2 ? ink : metal, 3) +
  ellipse(50, 87, 14, 3, ink) +
  shape('M34 8 H66 L76 32 H24 Z', p.main) +
  rect(24, 30, 52, 3, p.dark, 1);

export const bulb: Drawing = (p) =>
  circle(50, 38, 32, `${p.main}33`) +
  shape('M50 12 C66 12 74 24 74 36 C74 48 64 54 62 64 H38 C36 54 26 48 26 36 C26 24 34 12 50 12 Z', p.main) +
  stroke('M44 60 V46 L48 40 L52 46 L56 40 V60', p.light, 1.5) +
  stroke('M34 28 C36 22 40 19 44 18', white, 3) +
  repeat(3, (i) => rect(38, 64 + i * 6, 24, 4, i === 2 ? ink : metal, 2)) +
  (p.detail > 1 ? circle(66, 76, 3, p.accent) : '');

export const lantern: Drawing = (p) =>
  ring(50, 10, 4, p.dark, 2) +
  shape('M36 26 C36 14 64 14 64 26 Z', p.main) +
  shape('M32 26 H68 L72 38 L66 74 H34 L28 38 Z', p.main) +
  repeat(3, (i) =>
    shape(`M${36 + i * 10} 68 V44 C${36 + i * 10} 38 ${44 + i * 10} 38 ${44 + i * 10} 44 V68 Z`, p.accent),
  ) +
  circle(50, 60, 3.5, '#ffd66b') +
  rect(36, 74, 28, 6, p.dark, 1) +
  rect(42, 80, 16, 6, p.main, 1) +
  (p.detail % 2 ? repeat(5, (i) => circle(36 + i * 7, 32, 1.2, white)) : '');
