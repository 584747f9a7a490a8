// Media URLs are relative so the same data works from any host and from the client's offline cache.
export const imageKinds = ['product', 'category', 'banner', 'reel'] as const;
export type ImageKind = (typeof imageKinds)[number];

/**
 * A seeded picture's URL: its WebP, drawn from the SVG (raster.ts). The SVG still answers at `.svg`, for a database
 * seeded before.
 */
export const imageUrl = (kind: ImageKind, key: string | number) => `/media/img/${kind}/${key}.webp`;

/** The key of a seeded picture: what it shows, whose it is, and for a product its view or colour ("phone-12-1"). */
export const artKey = (art: string, id: number, view?: string | number) =>
  view === undefined ? `${art}-${id}` : `${art}-${id}-${view}`;

const generatedBanner = /^\/media\/img\/banner\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:svg|webp)$/;

/** A generated banner has words on it, so its URL names the language to draw them in; other URLs stay as they are. */
export const imageInLanguage = (url: string, language: 'ar' | 'en') =>
  generatedBanner.test(url) ? `${url}?lang=${language}` : url;

/** A reel's video or its poster (the video's first frame): files of server/seed/assets/reels. */
export const reelFileUrl = (file: string) => `/media/reels/${file}`;

/** "Sky Blue" → "sky-blue": the form colour names take inside image keys and SKUs. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
