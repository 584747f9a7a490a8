import type { AddressForm, AddressPlace } from '../schemas';
import { hasKuwaitiFields } from './kuwaitiAddress';

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * Where a form's address is, part by part (SPEC §3 Selected address, with the Kuwaiti parts it leaves out): what a
 * selection keeps and an order sends, so checkout and the order pages can name the address in their language. The
 * Kuwaiti boxes count only in Kuwait: a form moved to another country keeps them for a move back, unsent.
 */
export function placeOfForm(form: AddressForm): AddressPlace {
  const kuwaiti = hasKuwaitiFields(form.country);
  const onlyInKuwait = (text: string) => (kuwaiti ? orNull(text) : null);
  return {
    street: orNull(form.avenue),
    avenue: onlyInKuwait(form.lane),
    piece: onlyInKuwait(form.block),
    house: onlyInKuwait(form.house),
    floor: onlyInKuwait(form.floor),
    apartment: orNull(form.apartment),
    city: orNull(form.city),
    area: orNull(form.governorate),
    country: orNull(form.country),
  };
}
