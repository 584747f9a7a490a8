import type { Address, SelectedAddress } from '../schemas';

/** SPEC §3 Selected address held locally. `piece` (the Kuwaiti block) has no server field and stays null. */
export function toSelectedAddress(address: Address): SelectedAddress {
  return {
    fullName: address.full_name,
    street: address.street,
    city: address.city,
    piece: null,
    email: address.email,
    area: address.area,
    phone: address.phone,
    country: address.country,
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
