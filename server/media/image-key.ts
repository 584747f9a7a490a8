// What an image key says about its picture. Seeded keys name the kind of thing drawn, the product or category
// id, and for a product the view (1–4) or the colour a variant is sold in: "phone-12-1", "abaya-40-navy",
// "phone-3". Older keys without a kind ("12-1", "7-navy") still draw, as a parcel.
import { namedColors } from './palette';

export type ImageKey = {
  /** The kind of thing to draw; empty when the key names none. */
  art: string;
  /** What the colours are drawn from: the same for every picture of one product. */
  seed: string;
  view: number;
  colour: string | undefined;
};

const keyShape = /^(?:([a-z]+)-)?(\d+)(?:-([a-z0-9-]+))?$/;

export function readImageKey(key: string): ImageKey {
  const match = keyShape.exec(key);
  if (!match) return { art: key, seed: key, view: 1, colour: undefined };
  const [, art = '', id = '', rest = '1'] = match;
  return {
    art,
    seed: `${art}-${id}`,
    view: /^\d+$/.test(rest) ? Number(rest) : 1,
    colour: rest in namedColors ? rest : undefined,
  };
}
