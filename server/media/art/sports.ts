// Weights, yoga, football, cycling.
import {
  circle,
  type Drawing,
  ellipse,
  ink,
  metal,
  outlined,
  rect,
  repeat,
  ring,
  shape,
  stroke,
  white,
} from './shapes';

export const dumbbell: Drawing = (p) =>
  rect(22, 47, 56, 6, metal, 3) +
  stroke('M40 50 H60', '#8d939a', 6, '1 1.5') +
  repeat(2, (i) => rect(i ? 70 : 18, 32, 12, 36, p.main, 3) + rect(i ? 82 : 10, 38, 8, 24, p.dark, 2)) +
  (p.detail % 2 ? rect(21, 46, 4, 8, p.accent, 1) + rect(75, 46, 4, 8, p.accent, 1) : '');

export const kettlebell: Drawing = (p) =>
  stroke('M34 52 C26 20 74 20 66 52', p.dark, 8) +
  circle(50, 62, 26, p.main) +
  ellipse(50, 86, 18, 3, p.dark) +
  circle(50, 64, 8 + p.detail, p.light) +
  stroke('M34 56 C34 48 38 44 42 42', white, 2);

export const weightPlate: Drawing = (p) =>
  circle(50, 50, 38, p.main) +
  ring(50, 50, 30, p.dark, 2) +
  circle(50, 50, 10, metal) +
  circle(50, 50, 4, ink) +
  repeat(3, (i) => {
    const angle = (i * 2 * Math.PI) / 3 + p.detail;
    return ellipse(
      Math.round(50 + 20 * Math.cos(angle)),
      Math.round(50 + 20 * Math.sin(angle)),
      6,
      6,
      p.dark,
    );
  });

export const yogaMat: Drawing = (p) =>
  shape('M30 70 H92 L86 82 H24 Z', p.light) +
  rect(30, 36, 50, 34, p.main) +
  circle(30, 53, 17, p.dark) +
  ring(30, 53, 11, p.main, 3) +
  circle(30, 53, 4, p.main) +
  rect(54, 34, 6, 38, p.accent, 2) +
  (p.detail % 2 ? rect(68, 34, 4, 38, p.accent, 2) : '');

export const yogaBlock: Drawing = (p) =>
  shape('M18 40 L56 30 L84 40 L46 50 Z', p.light) +
  shape('M18 40 L46 50 V80 L18 70 Z', p.main) +
  shape('M46 50 L84 40 V70 L46 80 Z', p.dark) +
  (p.detail > 1 ? stroke('M24 54 L40 60', p.light, 2) : '');

export const resistanceBands: Drawing = (p) =>
  `<ellipse cx="36" cy="50" rx="24" ry="30" fill="none" stroke="${p.main}" stroke-width="6"/>` +
  `<ellipse cx="62" cy="52" rx="22" ry="28" fill="none" stroke="${p.accent}" stroke-width="6"/>` +
  `<ellipse cx="50" cy="64" rx="30" ry="18" fill="none" stroke="${p.dark}" stroke-width="${4 + p.detail}"/>`;

export const football: Drawing = (p) =>
  circle(50, 50, 36, white) +
  ring(50, 50, 36, ink, 1.5) +
  shape('M50 36 L63 45 L58 60 H42 L37 45 Z', p.main) +
  repeat(5, (i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const x = Math.round(50 + 31 * Math.cos(a));
    const y = Math.round(50 + 31 * Math.sin(a));
    return (
      circle(x, y, 7, p.main) +
      stroke(
        `M${Math.round(50 + 15 * Math.cos(a))} ${Math.round(50 + 15 * Math.sin(a))} L${Math.round(50 + 24 * Math.cos(a))} ${Math.round(50 + 24 * Math.sin(a))}`,
        ink,
        1,
      )
    );
  }) +
  (p.detail > 1 ? stroke('M26 30 C30 24 36 20 42 18', p.light, 2.5) : '');

export const goalkeeperGloves: Drawing = (p) =>
  outlined(
    'M30 84 V50 C30 44 33 42 36 42 V22 C36 17 42 17 42 22 V40 H44 V16 C44 11 50 11 50 16 V40 H52 V18 C52 13 58 13 58 18 V42 H60 V26 C60 21 66 21 66 26 V56 C66 70 62 76 62 84 Z',
    p.main,
    p.dark,
  ) +
  shape('M30 56 C22 52 18 42 22 38 C26 36 30 42 32 48 Z', p.main) +
  rect(28, 74, 36, 12, p.dark, 3) +
  rect(28, 78, 36, 3, p.accent) +
  (p.detail % 2 ? rect(38, 46, 20, 14, p.light, 3) : '');

export const shinGuard: Drawing = (p) =>
  outlined('M30 12 C44 8 56 8 70 12 C72 40 70 62 62 86 H38 C30 62 28 40 30 12 Z', p.main, p.dark) +
  shape('M40 24 L50 18 L60 24 L56 44 H44 Z', p.accent) +
  repeat(3, (i) => rect(42, 54 + i * 8, 16, 3, p.dark, 1.5)) +
  (p.detail > 1 ? circle(50, 32, 3, white) : '');

export const bike: Drawing = (p) =>
  ring(24, 64, 17, ink, 4) +
  ring(76, 64, 17, ink, 4) +
  circle(24, 64, 2.5, metal) +
  circle(76, 64, 2.5, metal) +
  stroke('M24 64 L40 38 H68 L76 64 M40 38 L50 64 L68 38 M24 64 H50', p.main, 3.5) +
  stroke('M38 30 L40 38 M66 26 L68 38', ink, 2.5) +
  rect(32, 27, 12, 4, ink, 2) +
  stroke(p.detail % 2 ? 'M60 26 H72' : 'M62 22 C66 26 70 26 74 24', ink, 3) +
  circle(50, 64, 4, p.dark);
