import { GOVERNORATE_MAX_LENGTH } from '../shared/constants';
import { countryFromName } from './countries';

/**
 * SPEC §5 gives two readings of the Kuwait governorates. This is deliberately the first one
 * (Al Asimah, Hawalli, Al Farwaniyah, Mubarak Al-Kabeer, Al Ahmadi, Al Jahra): it has the six official
 * governorates with their usual English spellings. `en` is the value stored in the address.
 */
export const KUWAIT_GOVERNORATES = [
  { en: 'Al Asimah', ar: 'العاصمة' },
  { en: 'Hawalli', ar: 'حولي' },
  { en: 'Al Farwaniyah', ar: 'الفروانية' },
  { en: 'Mubarak Al-Kabeer', ar: 'مبارك الكبير' },
  { en: 'Al Ahmadi', ar: 'الأحمدي' },
  { en: 'Al Jahra', ar: 'الجهراء' },
] as const;

/** Kuwait picks its governorate from a list; the other countries type it (SPEC §2 Add/Edit address). */
export function hasGovernorateList(country: string): boolean {
  return countryFromName(country)?.iso === 'KW';
}

/** Outside Kuwait the governorate is free text of at most 50 characters. */
export function limitGovernorateInput(text: string): string {
  return Array.from(text).slice(0, GOVERNORATE_MAX_LENGTH).join('');
}
