import { countryFromName } from '../addresses/countries';
import type { GeocodedPlace } from '../addresses/geocodedPlace';
import type { Language } from '../shared/language';
import { regionName, townName } from './placeNames';

const separator: Record<Language, string> = { en: ', ', ar: '، ' };

/**
 * How an address line says a place: its names most specific first (area, governorate, country), joined the
 * language's way. "Doha, Doha, Qatar" reads as a stutter, so a town named like its region is said once, as Google
 * does; not in Kuwait, whose governorate is a field of the address (SPEC §5): "Hawalli, Hawalli, Kuwait" names the
 * district and the governorate, where "Hawalli, Kuwait" leaves the shopper guessing which is meant.
 */
export function placeLine(names: readonly string[], countryCode: string | null, lang: Language): string {
  const sayOnce = countryCode !== 'KW';
  return names
    .filter((name, index) => !sayOnce || index === 0 || names[index - 1] !== name)
    .join(separator[lang]);
}

/**
 * A geocoded place in the screen's language. Only a line the gazetteer's names make up, in either language, is
 * said again: a maps provider's line (a street, a postcode) is kept as it came.
 */
export function placeLineIn(place: GeocodedPlace, lang: Language): string {
  const parts = [
    { stored: place.locality, say: townName },
    { stored: place.region, say: regionName },
    { stored: place.country, say: (name: string, to: Language) => countryFromName(name)?.[to] ?? null },
  ].flatMap(({ stored, say }) => (stored ? [{ stored, say }] : []));
  const said = (to: Language) => parts.map(({ stored, say }) => say(stored, to));
  const known = (names: (string | null)[]): names is string[] => names.every((name) => name !== null);
  const english = said('en');
  const arabic = said('ar');
  if (!known(english) || !known(arabic)) return place.line;
  const fromGazetteer =
    place.line === placeLine(english, place.countryCode, 'en') ||
    place.line === placeLine(arabic, place.countryCode, 'ar');
  if (!fromGazetteer) return place.line;
  return placeLine(lang === 'ar' ? arabic : english, place.countryCode, lang);
}

/** The street a street map read under the pin, before the place's line: "Gulf Road, Salmiya, Hawalli, Kuwait". */
export function streetAndPlace(street: string | null, line: string | null, lang: Language): string {
  return [street, line].filter((part): part is string => !!part).join(separator[lang]);
}
