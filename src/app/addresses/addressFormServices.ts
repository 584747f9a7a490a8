/**
 * The addressForm machine with the shop's effects (SPEC §2 Add/Edit address): the address book followed in the
 * local database, the server's list refreshed through the sync worker, the device position, reverse geocoding
 * through the worker, and saving as AddressSaved (and AddressSelected for the selected address) in the event log,
 * which the outbox sends when it can; a save the server refuses fails with its reason (addressSaveOutcome).
 */
import { fromCallback, fromPromise } from 'xstate';
import {
  type AddressCard,
  type AddressForm,
  cardSelection,
  formToAddress,
  isCardSelected,
} from '../../domain';
import {
  type AddressFormEvent,
  addressFormMachine,
  type FormBook,
  type PlaceAnswer,
  type Point,
  type SaveInput,
} from '../../machines/addressForm.machine';
import type { ShopEvents } from '../data/EventLogContext';
import type { ShopSync } from '../data/SyncContext';
import { type AddressBookView, watchAddressBook } from './addressBook';
import { addressSaveOutcome } from './addressSaveOutcome';
import { currentPosition } from './map/currentPosition';

export interface AddressFormDeps {
  sync: Pick<ShopSync, 'subscribe' | 'refreshAddresses' | 'reverseGeocode'>;
  eventLog: ShopEvents;
  /** 'Address saved successfully!' (SPEC §8). */
  announceSaved: () => void;
  /** Back where the shopper came from, or to the address list when the form was opened directly. */
  goBack: () => void;
}

/** What the form reads of the book: the session, and the address `editId` names (by server or client id). */
function formBook(book: AddressBookView, editId: string | null): FormBook {
  const card = editId ? (book.cards.find((c) => c.key === editId || c.clientId === editId) ?? null) : null;
  const { session } = book;
  return {
    loggedIn: book.loggedIn,
    session: session && { userName: session.userName, mobile: session.mobile },
    card,
    cardSelected: card !== null && isCardSelected(card, book.selected),
  };
}

/** The saved address a card edits, in the shape its AddressSaved carries (SPEC §3 Address, or a local one). */
function savedFrom(form: AddressForm, card: AddressCard | null) {
  if (card?.server) return formToAddress(form, card.server);
  // A new address is named by a client id until the server gives it one; never a number, so never a server id.
  return { ...form, clientId: card?.clientId ?? card?.key ?? `local-${crypto.randomUUID()}` };
}

export function addressFormServices({ sync, eventLog, announceSaved, goBack }: AddressFormDeps) {
  return addressFormMachine.provide({
    actors: {
      watchBook: fromCallback<AddressFormEvent, { editId: string | null }>(({ input, sendBack }) =>
        watchAddressBook(sync, (book) =>
          sendBack({ type: 'book.changed', book: formBook(book, input.editId) }),
        ),
      ),
      refreshAddresses: fromPromise(async () => {
        await sync.refreshAddresses();
      }),
      locate: fromPromise(() => currentPosition()),
      reverseGeocode: fromPromise<PlaceAnswer, Point>(({ input }) =>
        sync.reverseGeocode(input.lat, input.lng),
      ),
      saveAddress: fromPromise(async ({ input }: { input: SaveInput }) => {
        const id = eventLog.newEventId();
        await eventLog.append('AddressSaved', { address: savedFrom(input.form, input.card) }, { id });
        await addressSaveOutcome(sync, id);
        // The selection is a copy of the address (SPEC §3): an edit of the selected one must reach checkout, and
        // only once the server has not refused it.
        if (input.card && input.cardSelected) {
          await eventLog.append('AddressSelected', {
            address: cardSelection({ ...input.card, form: input.form }),
          });
        }
      }),
    },
    actions: { announceSaved, goBack },
  });
}
