import type { AddressForm } from '../schemas';
import { PHONE_MIN } from '../shared/constants';
import { asciiDigitsOnly } from '../shared/digits';
import { hasKuwaitiFields } from './kuwaitiAddress';

export type AddressProblem = 'invalidPhone' | 'selectLocationOnMap' | 'fillRequiredFields';

export type RequiredAddressField = keyof Pick<
  AddressForm,
  'country' | 'governorate' | 'phone' | 'fullName' | 'city' | 'apartment' | 'block' | 'avenue' | 'house'
>;

/**
 * SPEC §5 Address save: full name, apartment, city, governorate and country are required, and the phone; the
 * avenue/street may stay empty. In the form's order.
 */
const SPEC_REQUIRED: readonly RequiredAddressField[] = [
  'country',
  'governorate',
  'phone',
  'fullName',
  'city',
  'apartment',
];

/**
 * Kuwait's form: the area (SPEC's city), block, street and house are what a courier cannot do without; avenue,
 * floor and apartment are optional. SPEC's required apartment/building is still sent: the payload's `address` is
 * written from the house, floor and apartment (kuwaitiAddress.ts), so it is never empty once the house is given.
 */
const KUWAIT_REQUIRED: readonly RequiredAddressField[] = [
  'country',
  'governorate',
  'phone',
  'fullName',
  'city',
  'block',
  'avenue',
  'house',
];

/** The fields a form in `country` must fill, in the form's order. The form marks these, and validation checks them. */
export function requiredAddressFields(country: string): readonly RequiredAddressField[] {
  return hasKuwaitiFields(country) ? KUWAIT_REQUIRED : SPEC_REQUIRED;
}

const phoneTooShort = (form: AddressForm) => asciiDigitsOnly(form.phone).length < PHONE_MIN;

const hasLocation = (form: AddressForm) =>
  form.latitude !== null &&
  form.longitude !== null &&
  Number.isFinite(form.latitude) &&
  Number.isFinite(form.longitude);

/** The fields Save finds wrong, in the form's order: every blank required one, and a phone too short. */
export function invalidAddressFields(form: AddressForm): RequiredAddressField[] {
  return requiredAddressFields(form.country).filter((name) =>
    name === 'phone' ? phoneTooShort(form) : form[name].trim() === '',
  );
}

/**
 * Everything SPEC §5 Address save finds wrong with the form, in the order SPEC lists it: the phone, the map
 * location, then the other required fields (a blank phone is the phone's problem, not a second one).
 */
export function addressProblems(form: AddressForm): AddressProblem[] {
  const problems: AddressProblem[] = [];
  if (phoneTooShort(form)) problems.push('invalidPhone');
  if (!hasLocation(form)) problems.push('selectLocationOnMap');
  if (invalidAddressFields(form).some((name) => name !== 'phone')) problems.push('fillRequiredFields');
  return problems;
}

/** SPEC §5 Address save, checked in the order SPEC lists: the first problem, or null when the form is valid. */
export function validateAddressForm(form: AddressForm): AddressProblem | null {
  return addressProblems(form)[0] ?? null;
}
