import { regionName, townName } from '../geo/placeNames';
import type { AddressForm } from '../schemas';
import { countryFromName } from './countries';
import type { GeocodedPlace } from './geocodedPlace';
import { hasGovernorateList, KUWAIT_GOVERNORATES, limitGovernorateInput } from './governorates';

/** Kuwait's dropdown stores the English name; a geocoder answering in Arabic names it in Arabic. */
function governorateValue(country: string, region: string): string {
  if (!hasGovernorateList(country)) return limitGovernorateInput(region);
  return KUWAIT_GOVERNORATES.find((g) => g.en === region || g.ar === region)?.en ?? '';
}

const whileEmpty = (typed: string, found: string | null | undefined) =>
  typed.trim() === '' && found ? found : typed;

/**
 * The form after the device position was placed on it (SPEC §2 Add/Edit address), and the first step of a point
 * chosen on the map (placeChosenIntoForm). The coordinates always follow the point. For a new address the country
 * (and its dial code) is guessed from the geocoded country name; city and governorate, and the street and block
 * where the answer names them, are filled only while empty: a position the device gives late never overwrites what
 * the shopper typed meanwhile. An edit keeps its country: the shopper chose it, and moving the marker across a
 * border should not silently change where the phone calls.
 */
export function placeIntoForm(
  form: AddressForm,
  point: { lat: number; lng: number },
  place: GeocodedPlace | null,
  isNew: boolean,
): AddressForm {
  const located = { ...form, latitude: point.lat, longitude: point.lng };
  if (!place) return located;
  const guessed = isNew ? (countryFromName(place.countryCode) ?? countryFromName(place.country)) : null;
  const country = guessed?.en ?? located.country;
  const countryChanged = country !== form.country;
  const governorate =
    located.governorate.trim() === '' || countryChanged
      ? place.region
        ? governorateValue(country, place.region)
        : ''
      : located.governorate;
  return {
    ...located,
    country,
    countryCode: guessed?.dialCode ?? located.countryCode,
    city: whileEmpty(located.city, place.locality),
    governorate,
    avenue: whileEmpty(located.avenue, place.street),
    block: whileEmpty(located.block, place.block),
  };
}

/** A name the gazetteer knows in either language is the same place in both; any other text is compared as typed. */
function sameName(typed: string, found: string, say: (name: string, lang: 'en') => string | null): boolean {
  const key = (name: string) => (say(name.trim(), 'en') ?? name).trim().toLowerCase();
  return key(typed) === key(found);
}

/**
 * The form after the shopper chose a point on the map (tapped, dragged, or picked by name, then confirmed): the point
 * says where the address is, so the area (SPEC's city) and the governorate follow it into another area, over what
 * an earlier point filled in or the shopper typed there; a name that already names the point's area, in either
 * language or spelling, stays as written. Street, block, house and the rest are the shopper's and are kept, as
 * placeIntoForm keeps them. An edit whose point crossed into another country keeps its country (placeIntoForm),
 * and so its area and governorate too: a place abroad cannot be an area of the country the address stays in.
 */
export function placeChosenIntoForm(
  form: AddressForm,
  point: { lat: number; lng: number },
  place: GeocodedPlace | null,
  isNew: boolean,
): AddressForm {
  const placed = placeIntoForm(form, point, place, isNew);
  if (!place) return placed;
  const country = countryFromName(place.countryCode) ?? countryFromName(place.country);
  if (country?.en !== placed.country) return placed;
  const city =
    place.locality && !sameName(placed.city, place.locality, townName) ? place.locality : placed.city;
  const found = place.region ? governorateValue(placed.country, place.region) : '';
  const governorate = found && !sameName(placed.governorate, found, regionName) ? found : placed.governorate;
  return { ...placed, city, governorate };
}
