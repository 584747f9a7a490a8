import type { AddressForm } from '../schemas';
import { PHONE_MIN } from '../shared/constants';
import { asciiDigitsOnly } from '../shared/digits';

export type AddressProblem = 'invalidPhone' | 'selectLocationOnMap' | 'fillRequiredFields';

/**
 * SPEC §5 Address save: the fields that must be filled (the avenue/street may stay empty). The phone is checked
 * first for its length; the rest only for being blank. The form marks these, and validation checks them.
 */
export const REQUIRED_ADDRESS_FIELDS = [
  'country',
  'governorate',
  'phone',
  'fullName',
  'city',
  'apartment',
] as const satisfies readonly (keyof AddressForm)[];

export type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number];

/** The required fields left blank, in the form's order. */
export function blankRequiredFields(form: AddressForm): RequiredAddressField[] {
  return REQUIRED_ADDRESS_FIELDS.filter((name) => form[name].trim() === '');
}

/** SPEC §5 Address save, checked in the order SPEC lists: phone, map location, required fields. Null when valid. */
export function validateAddressForm(form: AddressForm): AddressProblem | null {
  if (asciiDigitsOnly(form.phone).length < PHONE_MIN) return 'invalidPhone';
  if (
    form.latitude === null ||
    form.longitude === null ||
    !Number.isFinite(form.latitude) ||
    !Number.isFinite(form.longitude)
  ) {
    return 'selectLocationOnMap';
  }
  if (blankRequiredFields(form).length > 0) return 'fillRequiredFields';
  return null;
}
