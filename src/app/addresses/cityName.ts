import { townName } from '../../domain/geo/placeNames';

/** A city or district filled from the map is stored in the language of that moment: shown in the screen's. */
export function cityName(stored: string, lang: 'ar' | 'en'): string {
  return townName(stored, lang) ?? stored;
}
