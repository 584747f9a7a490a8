/**
 * The narrower copies the shop's server draws of its own pictures (`/media/img/…`, asked with `w`), so a phone
 * fetches a picture at about the width it shows it: a 1,200 px banner on a 390 px phone at 1.75 device pixels per
 * CSS pixel needs 720, a 600 px product in a card half that phone wide 360. A fixed few, so the server keeps a bounded number of copies and no one can ask it to draw
 * every width there is.
 */
export const PICTURE_WIDTHS = [240, 360, 480, 720, 960] as const;

/**
 * The width the server draws each kind of its pictures at (server/media/picture-svg.ts), which a `srcset` names as
 * the picture's own beside its narrower copies.
 */
export const DRAWN_WIDTHS = { product: 600, category: 300, banner: 1200, reel: 360 } as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

const SHOP_PICTURE = /^\/media\/img\/[a-z]+\/[a-z0-9-]+\.webp(?:\?[^#]*)?$/;

/**
 * The `srcset` of a picture the shop's server draws, `ownWidth` pixels wide as it is: each narrower copy, then the
 * picture itself. Undefined for any other URL (an image from elsewhere has no narrower copies).
 */
export function pictureSrcSet(url: string, ownWidth: number): string | undefined {
  if (!SHOP_PICTURE.test(url)) return undefined;
  const joiner = url.includes('?') ? '&' : '?';
  const copies = PICTURE_WIDTHS.filter((width) => width < ownWidth).map(
    (width) => `${url}${joiner}w=${width} ${width}w`,
  );
  return [...copies, `${url} ${ownWidth}w`].join(', ');
}
