import { type AddressForm, type AddressProblem, blankRequiredFields } from '../../domain';
import type { FieldName } from './AddressFields';

/** Which fields to mark for a SPEC §5 address problem, so the shopper sees where to look. */
export function invalidFields(problem: AddressProblem | null, form: AddressForm): ReadonlySet<FieldName> {
  if (problem === 'invalidPhone') return new Set(['phone']);
  if (problem === 'fillRequiredFields') return new Set(blankRequiredFields(form));
  return new Set();
}
