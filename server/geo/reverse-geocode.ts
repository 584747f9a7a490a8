// Reverse geocoding from the offline gazetteer, answered in the shape of Google's Geocoding API because that is
// what SPEC §7 (Maps service) reads: results[0].formatted_address and the country in address_components.
import type { Language } from '../http/language';
import { distanceKm } from './distance';
import { type CountryCode, countries, type Names, type Place, places, regions } from './gazetteer';
import { countriesContaining } from './outlines';

export type AddressComponent = { long_name: string; short_name: string; types: string[] };

export type GeocodeReply = {
  status: 'OK' | 'ZERO_RESULTS';
  results: { formatted_address: string; address_components: AddressComponent[] }[];
};

/** Off every outline (the sea, a coarse coast), a point this close to a place is still that place. */
export const nearPlaceKm = 25;
/** A place this close names the locality: a district in the city, the town itself outside it. */
export const localityKm = 40;
/** Farther than this from every place (open desert), only the country is known for sure. */
export const regionKm = 250;

const separator: Record<Language, string> = { en: ', ', ar: '، ' };

function nearest(candidates: readonly Place[], lat: number, lng: number) {
  let best: { place: Place; km: number } | null = null;
  for (const place of candidates) {
    const km = distanceKm(lat, lng, place.lat, place.lng);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}

const countryOf = (place: Place): CountryCode => regions[place.region]?.country ?? 'KW';

function component(names: Names, language: Language, type: string, shortName?: string): AddressComponent {
  const name = names[language];
  return { long_name: name, short_name: shortName ?? name, types: [type, 'political'] };
}

/** The address of a point, or ZERO_RESULTS when it is in none of the six countries nor near one of their places. */
export function reverseGeocode(lat: number, lng: number, language: Language): GeocodeReply {
  const inside = countriesContaining(lat, lng);
  const candidates = inside.length ? places.filter((place) => inside.includes(countryOf(place))) : places;
  const found = nearest(candidates, lat, lng);
  if (!found || (!inside.length && found.km > nearPlaceKm)) return { status: 'ZERO_RESULTS', results: [] };

  const iso = countryOf(found.place);
  const region = regions[found.place.region];
  const components = [
    ...(found.km <= localityKm ? [component(found.place, language, 'locality')] : []),
    ...(region && found.km <= regionKm ? [component(region, language, 'administrative_area_level_1')] : []),
    component(countries[iso], language, 'country', iso),
  ];
  // "Doha, Doha, Qatar" reads as a stutter: a city named like its region is said once, as Google does.
  const names = components
    .map((c) => c.long_name)
    .filter((name, index, all) => index === 0 || all[index - 1] !== name);
  return {
    status: 'OK',
    results: [{ formatted_address: names.join(separator[language]), address_components: components }],
  };
}
