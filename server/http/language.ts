// The shop speaks Arabic and English; Arabic is the default (SPEC §1, §9).
import type { Context } from 'hono';

export type Language = 'ar' | 'en';
export const defaultLanguage: Language = 'ar';

/** Picks the preferred supported language of an Accept-Language header, honouring q-values. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    if (entry.primary === 'ar' || entry.primary === 'en') return entry.primary;
  }
  return defaultLanguage;
}

export const languageOf = (c: Context): Language => pickLanguage(c.req.header('Accept-Language'));
