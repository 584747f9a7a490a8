// Clothes, shoes, bags and accessories. Garments are outlined so a white one still shows on a pale background.
import {
  circle,
  type Drawing,
  ellipse,
  ink,
  metal,
  oneOf,
  outlined,
  rect,
  repeat,
  ring,
  shape,
  stroke,
  white,
} from './shapes';

const tee = 'M35 16 L20 22 L8 40 L21 47 L28 38 V88 H72 V38 L79 47 L92 40 L80 22 L65 16 C62 24 38 24 35 16 Z';

export const tShirt: Drawing = (p) =>
  outlined(tee, p.main, p.dark) +
  stroke('M35 16 C38 24 62 24 65 16', p.dark, 2) +
  oneOf(p.detail, [
    rect(28, 48, 44, 8, p.accent),
    rect(55, 34, 10, 11, p.dark, 1.5),
    circle(50, 50, 9, p.accent),
    shape('M42 16 L50 30 L58 16 Z', p.dark) + circle(50, 34, 1.3, white) + circle(50, 40, 1.3, white),
  ]);

export const hoodie: Drawing = (p) =>
  outlined('M36 18 L22 24 L12 78 L23 80 L28 46 V88 H72 V46 L77 80 L88 78 L78 24 L64 18 Z', p.main, p.dark) +
  outlined('M36 20 C34 6 66 6 64 20 C60 30 40 30 36 20 Z', p.dark, p.dark) +
  stroke('M45 26 V40 M55 26 V40', white, 1.5) +
  rect(36, 62, 28, 14, p.dark, 4) +
  (p.detail % 2 ? rect(28, 48, 44, 5, p.accent) : '');

export const jacket: Drawing = (p) =>
  outlined(
    'M38 14 L22 22 L12 78 L23 80 L28 46 V88 H72 V46 L77 80 L88 78 L78 22 L62 14 L50 22 Z',
    p.main,
    p.dark,
  ) +
  stroke('M50 22 V88', metal, 1.6) +
  shape('M38 14 L50 22 L44 30 Z M62 14 L50 22 L56 30 Z', p.dark) +
  stroke(`M${18 - p.detail} 34 L13 76 M${82 + p.detail} 34 L87 76`, p.accent, 2.5) +
  rect(32, 62, 12, 2, p.dark) +
  rect(56, 62, 12, 2, p.dark);

export const shorts: Drawing = (p) =>
  outlined('M22 22 H78 L86 78 H56 L50 46 L44 78 H14 Z', p.main, p.dark) +
  rect(22, 22, 56, 8, p.dark, 1) +
  stroke('M50 30 V44', p.dark, 1.2) +
  (p.detail % 2
    ? stroke('M24 32 L17 76 M76 32 L83 76', p.accent, 3)
    : stroke('M30 30 C32 38 36 40 42 40', p.light, 1.5));

export const dishdasha: Drawing = (p) =>
  outlined(
    'M38 8 L25 14 L14 40 L23 44 L30 30 V92 H70 V30 L77 44 L86 40 L75 14 L62 8 C58 14 42 14 38 8 Z',
    p.main,
    p.dark,
  ) +
  stroke('M50 13 V40', p.dark, 1.2) +
  repeat(3, (i) => circle(52.5, 20 + i * 7, 1, p.dark)) +
  stroke(`M47 14 V${36 + p.detail * 4}`, p.accent, 1.2) +
  circle(47, 37 + p.detail * 4, 1.8, p.accent) +
  (p.detail > 1 ? stroke('M42 40 C46 46 54 46 58 40', p.accent, 1, '1.5 1.5') : '');

export const abaya: Drawing = (p) =>
  outlined(
    'M40 8 L27 14 L12 60 L23 63 L30 36 L22 92 H78 L70 36 L77 63 L88 60 L73 14 L60 8 C57 13 43 13 40 8 Z',
    p.main,
    p.dark,
  ) +
  stroke('M50 13 V92', p.detail === 2 ? p.light : p.dark, 1.4) +
  stroke(
    'M40 8 C44 20 46 30 48 40 M60 8 C56 20 54 30 52 40',
    p.accent,
    1.4,
    p.detail % 2 ? '2 1.5' : undefined,
  ) +
  stroke('M13 58 L22 61 M78 61 L87 58 M24 90 H76', p.accent, 1.6, p.detail % 2 ? '2 1.5' : undefined);

export const dress: Drawing = (p) =>
  outlined('M41 8 H59 L61 24 L67 34 L61 44 L82 90 H18 L39 44 L33 34 L39 24 Z', p.main, p.dark) +
  rect(38, 42, 24, 5, p.accent, 1) +
  stroke('M41 8 L39 2 M59 8 L61 2', p.dark, 1.4) +
  oneOf(p.detail, [
    '',
    repeat(6, (i) => circle(34 + (i % 3) * 16, 60 + Math.floor(i / 3) * 14, 2.5, p.light)),
    stroke('M22 82 H78', p.light, 3),
    stroke('M46 14 C48 20 52 20 54 14', p.light, 1.5),
  ]);

const sole = (fill: string) => rect(10, 72, 82, 8, fill, 4);

export const sneaker: Drawing = (p) =>
  outlined('M12 72 C12 56 20 46 32 44 L44 52 C56 58 70 58 84 62 C90 64 92 70 90 72 Z', p.main, p.dark) +
  sole(white) +
  stroke('M12 76 H90', p.dark, 0.8) +
  stroke('M36 50 L42 56 M42 48 L48 54 M48 50 L53 56', white, 1.6) +
  stroke(`M26 66 C40 ${62 - p.detail * 2} 58 62 74 66`, p.accent, 3) +
  rect(12, 44, 8, 14, p.dark, 3);

export const loafer: Drawing = (p) =>
  outlined('M10 72 C10 60 20 54 36 56 C54 58 72 56 86 62 C92 65 92 72 88 72 Z', p.main, p.dark) +
  sole(p.dark) +
  stroke('M44 58 C52 54 66 56 72 62', p.light, 2) +
  rect(52, 58, 10, 3, p.detail > 1 ? metal : p.dark, 1.5);

export const sandal: Drawing = (p) =>
  shape('M12 74 C12 64 34 62 56 62 C78 62 90 66 90 72 C90 78 72 80 50 80 C28 80 12 80 12 74 Z', p.light) +
  stroke('M12 74 C12 80 30 82 50 82 C72 82 90 78 90 72', p.dark, 2) +
  stroke('M40 66 C42 48 64 48 66 64', p.main, 6) +
  stroke(p.detail % 2 ? 'M28 68 C30 56 42 54 46 60' : 'M58 52 L70 64', p.main, 5);

export const handbag: Drawing = (p) =>
  (p.detail === 1
    ? stroke('M26 44 C26 4 74 4 74 44', p.dark, 2)
    : stroke('M36 42 C36 20 64 20 64 42', p.dark, 4)) +
  shape('M20 42 H80 L86 86 H14 Z', p.main) +
  shape('M20 42 H80 L76 62 C60 68 40 68 24 62 Z', p.dark) +
  rect(45, 60, 10, 8, p.detail === 3 ? p.accent : metal, 2) +
  stroke('M18 80 H82', p.light, 1, '2 2');

export const sunglasses: Drawing = (p) =>
  ellipse(30, 52, 17, 13, p.dark) +
  ellipse(70, 52, 17, 13, p.dark) +
  ring(30, 52, 17, p.main, 3) +
  ring(70, 52, 17, p.main, 3) +
  stroke('M47 50 C49 46 51 46 53 50', p.main, 3) +
  stroke('M13 46 L6 40 M87 46 L94 40', p.main, 3) +
  stroke('M22 46 L28 42 M62 46 L68 42', white, 2) +
  (p.detail > 1 ? circle(85, 44, 1.5, p.accent) : '');

export const belt: Drawing = (p) =>
  ring(42, 54, 22, p.main, 10) +
  ring(42, 54, 22, p.light, 0.8, '2 2') +
  rect(58, 44, 30, 10, p.main, 2) +
  `<rect x="56" y="40" width="16" height="18" rx="3" fill="none" stroke="${p.detail % 2 ? metal : '#c9a94b'}" stroke-width="3"/>` +
  repeat(2, (i) => circle(78 + i * 6, 49, 1.2, ink));

export const wallet: Drawing = (p) =>
  rect(26, 24, 34, 20, p.accent, 2) +
  rect(18, 30, 64, 46, p.main, 6) +
  shape('M18 36 C18 32 21 30 24 30 H76 C79 30 82 32 82 36 V52 H18 Z', p.dark) +
  stroke('M22 72 H78 M22 56 H78', p.light, 0.8, '2 2') +
  circle(74, 48, 2 + p.detail / 2, metal);
