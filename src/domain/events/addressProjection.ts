import { selectionAfterDelete, toSelectedAddress } from '../addresses/selectedAddress';
import type { ShopEvent } from './eventSchemas';
import type { AddressBook, SavedAddress } from './projectionSchemas';

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
