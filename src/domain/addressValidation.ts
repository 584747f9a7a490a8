import { PHONE_MIN } from './constants';
import { asciiDigitsOnly } from './digits';
import type { AddressForm } from './schemas';

export type AddressProblem = 'invalidPhone' | 'selectLocationOnMap' | 'fillRequiredFields';

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
  const required = [form.fullName, form.apartment, form.city, form.governorate, form.country];
  if (required.some((field) => field.trim() === '')) return 'fillRequiredFields';
  return null;
}
