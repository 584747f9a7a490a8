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
 * The form after a point was chosen on the map (SPEC §2 Add/Edit address). The coordinates always follow the
 * marker. For a new address the country (and its dial code) is guessed from the geocoded country name; city and
 * governorate, and the street and block where the answer names them, are filled only while empty, so nothing the
 * shopper typed is overwritten. An edit keeps its country: the shopper chose it, and moving the marker across a
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
