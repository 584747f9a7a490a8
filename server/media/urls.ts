// Media URLs are relative so the same data works from any host and from the client's offline cache.
export const imageKinds = ['product', 'category', 'banner', 'reel'] as const;
export type ImageKind = (typeof imageKinds)[number];

export const imageUrl = (kind: ImageKind, key: string | number) => `/media/img/${kind}/${key}.svg`;

export const reelVideoUrl = (file: string) => `/media/reels/${file}`;

/** "Sky Blue" → "sky-blue": the form colour names take inside image keys and SKUs. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
