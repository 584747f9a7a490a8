import type { GeocodeResponse } from '../schemas/geocode';

/** What the map picker takes from a reverse-geocoding answer (SPEC §7 Maps service). */
export interface GeocodedPlace {
  /** results[0].formatted_address: the readable line shown under the map. */
  line: string;
  /** The country component: its name (long_name) and its code (short_name, ISO for the shop's server). */
  country: string | null;
  countryCode: string | null;
  /** First-level region: a governorate, province or emirate. */
  region: string | null;
  /** The town or district. */
  locality: string | null;
}

/** SPEC §7: reads results[0].formatted_address and the country from address_components; null with no result. */
export function readGeocode(response: GeocodeResponse): GeocodedPlace | null {
  const first = response.results[0];
  if (response.status !== 'OK' || !first) return null;
  const component = (type: string) => first.address_components.find((c) => c.types.includes(type)) ?? null;
  const country = component('country');
  return {
    line: first.formatted_address,
    country: country?.long_name ?? null,
    countryCode: country?.short_name ?? null,
    region: component('administrative_area_level_1')?.long_name ?? null,
    locality: (component('locality') ?? component('sublocality'))?.long_name ?? null,
  };
}
