import type { AddressForm } from '../schemas';

/** The form with the map's street in it, and the street the map has put there now (null: none of the map's). */
export interface StreetFromMap {
  form: AddressForm;
  filled: string | null;
}

/**
 * A confirmed pin's street, as the street map read it under the pin (null: it drew no named street there), into
 * the form's street box (SPEC's Avenues/Street). The box follows the pin while it is empty or still holds the street
 * the map put there last (`filled`): moved to another street, the pin takes its name along, and moved off any street
 * it empties the box, so the form never names a street the pin has left. What the shopper typed over it, and an
 * edited address's saved street, are the shopper's and stay.
 */
export function streetFromMap(form: AddressForm, read: string | null, filled: string | null): StreetFromMap {
  const typed = form.avenue.trim();
  const mapsOwn = typed === '' || (filled !== null && typed === filled);
  if (!mapsOwn) return { form, filled: null };
  return { form: { ...form, avenue: read ?? '' }, filled: read };
}
