import { countryFromName } from '../../domain';

/** A stored country (its English name) in the shopper's language; an unknown one as stored. */
export function countryName(stored: string, lang: 'ar' | 'en'): string {
  const country = countryFromName(stored);
  return country ? country[lang] : stored;
}
