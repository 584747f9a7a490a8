/** A locale's texts: nested groups of keys, as in src/locales. */
export type Translations = { [key: string]: string | Translations };

/**
 * The two parts of a locale as one tree. A group may be split between them (the shell shows one text of
 * `payment`, the checkout the rest), so groups are merged key by key rather than replaced. Neither part is changed.
 */
export function mergeTranslations<First extends object, Late extends object>(
  first: First,
  late: Late,
): First & Late {
  const merged: Translations = { ...(first as Translations) };
  for (const [key, text] of Object.entries(late as Translations)) {
    const before = merged[key];
    merged[key] =
      typeof before === 'object' && typeof text === 'object' ? mergeTranslations(before, text) : text;
  }
  return merged as First & Late;
}
