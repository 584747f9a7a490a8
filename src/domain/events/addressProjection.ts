import { z } from 'zod';
import { selectionAfterDelete, toSelectedAddress } from '../addresses/selectedAddress';
import { AddressFormSchema, AddressSchema, SelectedAddressSchema } from '../schemas';
import type { ShopEvent } from './eventTypes';

/**
 * An address saved while the server has not yet answered: the form (SPEC §3 Address form fields) and a client
 * id, the id of the AddressSaved event that created it, so it never collides with a server's numeric id.
 */
const LocalAddressSchema = AddressFormSchema.extend({ clientId: z.string().min(1) });

/** The server's shape is tried first: a local address has no numeric `id`. */
export const SavedAddressSchema = z.union([AddressSchema, LocalAddressSchema]);
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const AddressBookSchema = z.object({
  saved: z.array(SavedAddressSchema),
  selected: SelectedAddressSchema.nullable(),
});
export type AddressBook = z.infer<typeof AddressBookSchema>;

export function emptyAddressBook(): AddressBook {
  return { saved: [], selected: null };
}

function keyOf(address: SavedAddress): string {
  return 'clientId' in address ? address.clientId : String(address.id);
}

/** Saving an address already listed replaces it in place (an edit); otherwise it is appended. */
function save(book: AddressBook, address: SavedAddress): AddressBook {
  const key = keyOf(address);
  const exists = book.saved.some((a) => keyOf(a) === key);
  const saved = exists ? book.saved.map((a) => (keyOf(a) === key ? address : a)) : [...book.saved, address];
  // The selection is a copy of a saved address (SPEC §3): an edit of the selected one must reach checkout.
  const editsSelection =
    !('clientId' in address) && book.selected !== null && String(book.selected.addressId) === key;
  return { saved, selected: editsSelection ? toSelectedAddress(address) : book.selected };
}

export function reduceAddresses(book: AddressBook, event: ShopEvent): AddressBook {
  switch (event.type) {
    case 'AddressSaved':
      return save(book, event.payload.address);
    // SPEC §4 Addresses: deleting the selected address clears the selection.
    case 'AddressDeleted':
      return {
        saved: book.saved.filter((a) => keyOf(a) !== String(event.payload.addressId)),
        selected: selectionAfterDelete(book.selected, event.payload.addressId),
      };
    case 'AddressSelected':
      return { ...book, selected: event.payload.address };
    // SPEC §4 Login: logout removes the stored selected address (and nothing else of the address book).
    case 'LoggedOut':
      return { ...book, selected: null };
    default:
      return book;
  }
}
