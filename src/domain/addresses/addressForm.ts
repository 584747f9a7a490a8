import { splitInternational, toInternational } from '../account/phone';
import type { Address, AddressForm, AddressPayload } from '../schemas';
import { countryFromName, DEFAULT_COUNTRY } from './countries';
import { streetBoxes, streetFields } from './kuwaitiAddress';

/**
 * A blank address form in `country`, with the default code of SPEC §3 (+965); the same as the form schema's
 * defaults, without the schema, so the screen needs no validator to start a form.
 */
export function emptyAddressForm(country: string): AddressForm {
  return {
    country,
    governorate: '',
    phone: '',
    fullName: '',
    avenue: '',
    city: '',
    apartment: '',
    block: '',
    lane: '',
    house: '',
    floor: '',
    countryCode: DEFAULT_COUNTRY.dialCode,
    latitude: null,
    longitude: null,
  };
}

function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * SPEC §3 Address payload from the form. The street and building boxes go to `block_avenue`, `street`, `house`
 * and `address`: a Kuwaiti address with its block, avenue, house, floor and apartment (kuwaitiAddress.ts), any
 * other with SPEC's Avenues/Street in `street`, its Apartment/Building in `address` and 'N/A' in the other two.
 * The phone is sent international ('+96551234567') so the country code survives the round trip. For the UAE the
 * governorate is also the emirate, so it fills `emirates`; elsewhere that is null. Blank values are sent as null.
 */
export function toAddressPayload(form: AddressForm, userId: number | string): AddressPayload {
  const governorate = orNull(form.governorate);
  const phone = orNull(form.phone);
  const { block_avenue, street, house, address } = streetFields(form);
  return {
    block_avenue,
    street,
    house,
    area: governorate,
    city: orNull(form.city),
    country: orNull(form.country),
    governorate,
    user_id: userId,
    full_name: orNull(form.fullName),
    phone: phone === null ? null : toInternational(form.countryCode, phone),
    email: null,
    address,
    pickupLocation:
      form.latitude === null || form.longitude === null
        ? null
        : { latitude: form.latitude, longitude: form.longitude, latitudeDelta: null, longitudeDelta: null },
    emirates: countryFromName(form.country)?.iso === 'AE' ? governorate : null,
  };
}

/**
 * The edit form for a saved address (SPEC §2 Add/Edit address, edit flag): every box the payload filled, read back
 * from it, so saving an address unchanged sends what was sent before.
 */
export function addressToForm(address: Address): AddressForm {
  const fallbackCode = countryFromName(address.country)?.dialCode ?? '+965';
  const split = splitInternational(address.phone ?? '', address.countryCode ?? fallbackCode);
  return {
    country: address.country ?? '',
    governorate: address.governorate ?? address.area ?? '',
    phone: split.phone,
    fullName: address.full_name ?? '',
    city: address.city ?? '',
    ...streetBoxes(address),
    countryCode: split.countryCode,
    latitude: address.pickupLocation?.latitude ?? address.latitude,
    longitude: address.pickupLocation?.longitude ?? address.longitude,
  };
}

/**
 * A saved address edited in the form, in the server's shape (SPEC §3 Address as returned), so an edit of a server
 * address is an AddressSaved carrying its id. What the form does not edit (owner, e-mail) is kept from `saved`.
 */
export function formToAddress(form: AddressForm, saved: Address): Address {
  const governorate = orNull(form.governorate);
  const phone = orNull(form.phone);
  const { latitude, longitude } = form;
  return {
    ...saved,
    ...streetFields(form),
    full_name: orNull(form.fullName),
    city: orNull(form.city),
    area: governorate,
    governorate,
    phone: phone === null ? null : toInternational(form.countryCode, phone),
    country: orNull(form.country),
    pickupLocation:
      latitude === null || longitude === null
        ? null
        : { latitude, longitude, latitudeDelta: null, longitudeDelta: null },
    latitude,
    longitude,
    countryCode: form.countryCode,
  };
}
