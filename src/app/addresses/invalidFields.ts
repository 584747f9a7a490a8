import type { AddressForm, AddressProblem } from '../../domain';
import { type FieldName, REQUIRED_FIELDS } from './AddressFields';

/** Which fields to mark for a SPEC §5 address problem, so the shopper sees where to look. */
export function invalidFields(problem: AddressProblem | null, form: AddressForm): ReadonlySet<FieldName> {
  if (problem === 'invalidPhone') return new Set(['phone']);
  if (problem === 'fillRequiredFields')
    return new Set(REQUIRED_FIELDS.filter((name) => form[name].trim() === ''));
  return new Set();
}
