import type { Address, SelectedAddress } from '../schemas';
import { addressToForm } from './addressForm';
import { placeOfForm } from './addressPlace';

/**
 * SPEC §3 Selected address held locally, from a saved address: its parts read back as the edit form reads them, so
 * a Kuwaiti address keeps its block (`piece`), avenue, house, floor and apartment.
 */
export function toSelectedAddress(address: Address): SelectedAddress {
  return {
    ...placeOfForm(addressToForm(address)),
    fullName: address.full_name,
    email: address.email,
    phone: address.phone,
    addressId: address.id,
  };
}

/** SPEC §4: deleting the selected address clears the selection. */
export function selectionAfterDelete(
  selected: SelectedAddress | null,
  deletedId: number | string,
): SelectedAddress | null {
  return selected !== null && String(selected.addressId) === String(deletedId) ? null : selected;
}
