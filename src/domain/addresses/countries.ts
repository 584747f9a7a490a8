/**
 * SPEC §5 Country choices / §9 supported address countries. `en` is also the value stored in addresses and
 * matched against delivery rates, so it must stay the server's spelling.
 */
export type Country = {
  iso: 'KW' | 'SA' | 'AE' | 'BH' | 'QA' | 'OM';
  dialCode: string;
  en: string;
  ar: string;
};

export const COUNTRIES: readonly Country[] = [
  { iso: 'KW', dialCode: '+965', en: 'Kuwait', ar: 'الكويت' },
  { iso: 'SA', dialCode: '+966', en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
  { iso: 'AE', dialCode: '+971', en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  { iso: 'BH', dialCode: '+973', en: 'Bahrain', ar: 'البحرين' },
  { iso: 'QA', dialCode: '+974', en: 'Qatar', ar: 'قطر' },
  { iso: 'OM', dialCode: '+968', en: 'Oman', ar: 'عُمان' },
];

/** SPEC §9: the default checkout country. */
export const DEFAULT_COUNTRY: Country = { iso: 'KW', dialCode: '+965', en: 'Kuwait', ar: 'الكويت' };

/** Extra spellings a geocoder or an older address may use. */
const aliases: Readonly<Record<string, Country['iso']>> = {
  uae: 'AE',
  emirates: 'AE',
  'united arab emirates (uae)': 'AE',
  ksa: 'SA',
  'kingdom of saudi arabia': 'SA',
  'state of kuwait': 'KW',
  'state of qatar': 'QA',
  'sultanate of oman': 'OM',
  'kingdom of bahrain': 'BH',
  عمان: 'OM',
  السعودية: 'SA',
  الإمارات: 'AE',
};

/**
 * Guesses the country from a geocoded or typed name (SPEC §2 Add address), in English or Arabic, by ISO code too;
 * null when it is not one of the six.
 */
export function countryFromName(name: string | null | undefined): Country | null {
  const wanted = (name ?? '').trim().toLowerCase();
  if (wanted === '') return null;
  const aliasIso = aliases[wanted];
  return (
    COUNTRIES.find(
      (c) =>
        c.iso === aliasIso ||
        c.iso.toLowerCase() === wanted ||
        c.en.toLowerCase() === wanted ||
        c.ar === wanted,
    ) ?? null
  );
}
