import { KUWAIT_GOVERNORATES } from '../../domain';
import { regionName } from '../../domain/geo/placeNames';

/**
 * Kuwait's governorates are stored in English (SPEC §5 list); another country's region as the geocoder named it,
 * in either language. Either reads in the screen's language when the gazetteer knows it; typed text as stored.
 */
export function governorateName(stored: string, lang: 'ar' | 'en'): string {
  return KUWAIT_GOVERNORATES.find((g) => g.en === stored)?.[lang] ?? regionName(stored, lang) ?? stored;
}
