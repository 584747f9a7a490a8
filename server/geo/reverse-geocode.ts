// Reverse geocoding from the offline gazetteer, answered in the shape of Google's Geocoding API because that is
// what SPEC §7 (Maps service) reads: results[0].formatted_address and the country in address_components.

import {
  type CountryCode,
  countries,
  localityKm,
  type Names,
  type Place,
  places,
  regions,
} from '../../src/domain/geo/gazetteer';
import { placeLine } from '../../src/domain/geo/placeLine';
import type { Language } from '../http/language';
import { distanceKm } from './distance';
import { countriesContaining } from './outlines';

export type AddressComponent = { long_name: string; short_name: string; types: string[] };

export type GeocodeReply = {
  status: 'OK' | 'ZERO_RESULTS';
  results: { formatted_address: string; address_components: AddressComponent[] }[];
};

/** Off every outline (the sea, a coarse coast), a point this close to a place is still that place. */
export const nearPlaceKm = 25;
/** Farther than this from every place (open desert), only the country is known for sure. */
export const regionKm = 250;

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
  return {
    status: 'OK',
    results: [
      {
        formatted_address: placeLine(
          components.map((c) => c.long_name),
          iso,
          language,
        ),
        address_components: components,
      },
    ],
  };
}
