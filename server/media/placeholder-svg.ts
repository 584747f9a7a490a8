// Draws the catalogue's pictures: a deterministic two-colour composition per image key, so the shop has
// distinct, stable images with no files and no remote hosts. A key ending in a colour name ("12-navy") is
// drawn in that colour, so a variant's picture matches the colour it is sold in.
import { namedColors } from './palette';
import type { ImageKind } from './urls';

const sizes: Record<ImageKind, { width: number; height: number }> = {
  product: { width: 600, height: 600 },
  category: { width: 300, height: 300 },
  banner: { width: 1200, height: 450 },
  reel: { width: 360, height: 640 },
};

/** FNV-1a: a tiny stable hash, enough to spread keys over hues and shapes. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function colorsFor(kind: ImageKind, key: string, seed: number) {
  const named = namedColors[key.replace(/^\d+-/, '')];
  if (named) return { background: '#f4f2ee', main: named, accent: '#00000022' };
  const hue = seed % 360;
  const offset = kind === 'banner' ? 40 : 160;
  return {
    background: `hsl(${hue} 60% 90%)`,
    main: `hsl(${hue} 55% 45%)`,
    accent: `hsl(${(hue + offset) % 360} 65% 60%)`,
  };
}

function shape(index: number, cx: number, cy: number, r: number, fill: string): string {
  switch (index) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
    case 1:
      return `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${r / 4}" fill="${fill}"/>`;
    case 2:
      return `<polygon points="${cx},${cy - r} ${cx + r},${cy + r * 0.8} ${cx - r},${cy + r * 0.8}" fill="${fill}"/>`;
    case 3:
      return `<polygon points="${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}" fill="${fill}"/>`;
    default:
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="${fill}" stroke-width="${r / 3}"/>`;
  }
}

export function renderPlaceholderSvg(kind: ImageKind, key: string): string {
  const seed = hash(`${kind}/${key}`);
  const { width, height } = sizes[kind];
  const colors = colorsFor(kind, key, seed);
  const unit = Math.min(width, height);
  const main = shape((seed >>> 9) % 5, width / 2, height / 2, unit * 0.28, colors.main);
  const accent = shape(
    (seed >>> 13) % 5,
    width * (0.15 + ((seed >>> 17) % 20) / 100),
    height * (0.18 + ((seed >>> 21) % 15) / 100),
    unit * 0.09,
    colors.accent,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colors.background}"/>`,
    accent,
    main,
    '</svg>',
  ].join('');
}
