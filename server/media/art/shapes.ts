// The few SVG elements the drawings are made of. Drawings use a 100 × 100 box; numbers are written short so
// each picture stays a couple of kilobytes.

/** The colours one picture is painted with, and a small number (0–3) that picks a detail of the drawing. */
export type Paint = {
  main: string;
  dark: string;
  light: string;
  accent: string;
  detail: number;
};

/** A drawing of one kind of product, in the 100 × 100 box, standing on y ≈ 88. */
export type Drawing = (paint: Paint) => string;

export const ink = '#26282b';
export const metal = '#b9bec4';
export const glass = '#bfe3f5';
export const white = '#fbfbf8';
export const skin = '#e9bf9b';
export const leaf = '#3d8b4f';

const fillOf = (fill: string) => {
  if (fill.length === 9)
    return `fill="${fill.slice(0, 7)}" fill-opacity="${(parseInt(fill.slice(7), 16) / 255).toFixed(2)}"`;
  return `fill="${fill}"`;
};

export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${r ? ` rx="${r}"` : ''} ${fillOf(fill)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" ${fillOf(fill)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" ${fillOf(fill)}/>`;

export const shape = (d: string, fill: string) => `<path d="${d}" ${fillOf(fill)}/>`;

/** A filled shape with an outline, so a white garment still shows on a pale background. */
export const outlined = (d: string, fill: string, stroke: string) =>
  `<path d="${d}" ${fillOf(fill)} stroke="${stroke}" stroke-width="1.2" stroke-linejoin="round"/>`;

export const stroke = (d: string, colour: string, width: number, dash?: string) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;

export const ring = (cx: number, cy: number, r: number, colour: string, width: number, dash?: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;

export const turned = (degrees: number, cx: number, cy: number, body: string) =>
  `<g transform="rotate(${degrees} ${cx} ${cy})">${body}</g>`;

/** `count` copies of `draw(i)` side by side. */
export const repeat = (count: number, draw: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => draw(index)).join('');

/** One of the options, chosen by a paint's detail number. */
export const oneOf = (detail: number, options: readonly string[]) => options[detail % options.length] ?? '';
