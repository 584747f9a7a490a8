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
  /**
   * The street (a `route` component) and, in Kuwait, the block, when the answer names them; absent from an answer
   * that has none (the shop's own gazetteer knows places, not streets).
   */
  street?: string | null;
  block?: string | null;
}

/** A Kuwaiti block as a geocoder names a neighbourhood: "Block 5" or "قطعة 5"; its number, or null. */
const BLOCK_NAME = /^(?:block|قطعة)\s*(\p{Nd}+)$/iu;

/** SPEC §7: reads results[0].formatted_address and the country from address_components; null with no result. */
export function readGeocode(response: GeocodeResponse): GeocodedPlace | null {
  const first = response.results[0];
  if (response.status !== 'OK' || !first) return null;
  const component = (type: string) => first.address_components.find((c) => c.types.includes(type)) ?? null;
  const country = component('country');
  // Only a component that says it is a block gives one: no number is guessed from any other name.
  const block = first.address_components
    .filter((c) => c.types.some((type) => type === 'neighborhood' || type.startsWith('sublocality')))
    .map((c) => BLOCK_NAME.exec(c.long_name.trim())?.[1])
    .find((found) => found !== undefined);
  return {
    line: first.formatted_address,
    country: country?.long_name ?? null,
    countryCode: country?.short_name ?? null,
    region: component('administrative_area_level_1')?.long_name ?? null,
    locality: (component('locality') ?? component('sublocality'))?.long_name ?? null,
    street: component('route')?.long_name ?? null,
    block: block ?? null,
  };
}
