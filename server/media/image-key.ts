// What an image key says about its picture. Seeded keys name the kind of thing drawn, the product or category
// id, and for a product the view (1–4), the colour a variant is sold in, or both: "phone-12-1", "abaya-40-navy"
// (its first view), "abaya-40-navy-2", "phone-3". Older keys without a kind ("12-1", "7-navy") still draw, as a
// parcel.
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
  const [, name = '', view = '1'] = /^(?:(.*?)-?)(\d*)$/.exec(rest) ?? [];
  return {
    art,
    seed: `${art}-${id}`,
    view: Number(view || 1),
    colour: name in namedColors ? name : undefined,
  };
}

const productPicture = /^\/media\/img\/product\/([a-z0-9-]+)\.(?:webp|svg)$/;

/** The colour a seeded product picture is drawn in when its key names one ("navy"), else undefined. */
export function colourOfPicture(url: string): string | undefined {
  const key = productPicture.exec(url)?.[1];
  return key === undefined ? undefined : readImageKey(key).colour;
}
