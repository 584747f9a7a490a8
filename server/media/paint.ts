// The colours of one picture, drawn from a seeded generator so a product keeps its colours on every request,
// machine and run; a variant's colour name ("navy") overrides the main colour so its picture shows what is sold.
import { createRandom } from '../seed/prng';
import type { Paint } from './art/shapes';
import { namedColors } from './palette';

/** FNV-1a: a tiny stable hash, turning a key into the generator's seed. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const hex2 = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return `#${hex2(channel(0))}${hex2(channel(8))}${hex2(channel(4))}`;
}

/** `from` moved `amount` (0–1) of the way to `to`; both #rrggbb. */
export function mix(from: string, to: string, amount: number): string {
  const part = (colour: string, index: number) =>
    Number.parseInt(colour.slice(1 + index * 2, 3 + index * 2), 16);
  return `#${[0, 1, 2].map((i) => hex2(part(from, i) + (part(to, i) - part(from, i)) * amount)).join('')}`;
}

export type Colours = { paint: Paint; background: string; backdrop: string };

export function coloursFor(seedText: string, colourName?: string, hue?: number): Colours {
  const random = createRandom(hash(seedText));
  const baseHue = hue ?? random.int(0, 359);
  const main =
    (colourName && namedColors[colourName]) || hsl(baseHue, random.int(45, 70), random.int(40, 54));
  const accentHue = (baseHue + random.int(140, 220)) % 360;
  const backHue = (baseHue + random.int(60, 300)) % 360;
  return {
    paint: {
      main,
      dark: mix(main, '#000000', 0.35),
      light: mix(main, '#ffffff', 0.55),
      accent: hsl(accentHue, 70, 55),
      detail: random.int(0, 3),
    },
    background: hsl(backHue, 40, 95),
    backdrop: hsl(backHue, 38, 86),
  };
}
