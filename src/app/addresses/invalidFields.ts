import { type AddressForm, type AddressProblem, addressProblems, invalidAddressFields } from '../../domain';
import type { FieldName } from './AddressFields';

/**
 * What to mark once Save has found a SPEC §5 problem (`problem`, the first of them): every field that is wrong
 * now, not only the one SPEC's first message names, so one press of Save shows all that is left to do. Each mark
 * goes as soon as its field is filled. Nothing is marked before Save is pressed.
 */
export function invalidFields(problem: AddressProblem | null, form: AddressForm): ReadonlySet<FieldName> {
  return new Set(problem === null ? [] : invalidAddressFields(form));
}

/** SPEC §5's messages for what is still wrong once Save has found a problem, in SPEC's order. */
export function formProblems(problem: AddressProblem | null, form: AddressForm): AddressProblem[] {
  return problem === null ? [] : addressProblems(form);
}

/** The id of the control Save sends focus to: the map button (at the top of the form), else the first wrong field. */
export function firstInvalidControl(form: AddressForm): string | null {
  if (addressProblems(form).includes('selectLocationOnMap')) return LOCATION_BUTTON_ID;
  const [first] = invalidAddressFields(form);
  return first === undefined ? null : `address-${first}`;
}

export const LOCATION_BUTTON_ID = 'address-location-button';
