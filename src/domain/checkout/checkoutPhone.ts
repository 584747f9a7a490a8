import { asciiDigitsOnly } from '../shared/digits';

/** SPEC §5 Checkout phone normalisation: digits only, a leading 965 removed, leading zeros removed, 11 digits at most. */
export function normalizeCheckoutPhone(raw: string): string {
  return asciiDigitsOnly(raw).replace(/^965/, '').replace(/^0+/, '').slice(0, 11);
}
