import { describe, expect, it } from 'vitest';
import { emptyAddressBook, reduceAddresses, type ShopEvent, toSelectedAddress } from '../../../src/domain';
import { address, addressForm } from '../factories';
import { ev, log } from './factories';

const fold = (events: ShopEvent[]) => events.reduce(reduceAddresses, emptyAddressBook());
const saved =
  (id: number, o: Record<string, unknown> = {}) =>
  (n: number) =>
    ev(n, 'AddressSaved', { address: address({ id, ...o }) });
const select = (id: number) => (n: number) =>
  ev(n, 'AddressSelected', { address: toSelectedAddress(address({ id })) });
const deleted = (addressId: number | string) => (n: number) => ev(n, 'AddressDeleted', { addressId });

describe('the address projection (SPEC §4 Addresses and promo)', () => {
  it('lists saved addresses, an edit replacing the address with the same id in place', () => {
    const book = fold(log(saved(1), saved(2), saved(1, { full_name: 'Noura' })));
    expect(book.saved.map((a) => ('clientId' in a ? a.clientId : [a.id, a.full_name]))).toEqual([
      [1, 'Noura'],
      [2, 'Sara'],
    ]);
  });

  it('keeps an address saved before the server answered under its client id', () => {
    const local = (n: number) => ev(n, 'AddressSaved', { address: { ...addressForm(), clientId: 'c1' } });
    const book = fold(log(local, deleted('c1')));
    expect(fold(log(local)).saved).toHaveLength(1);
    expect(book.saved).toEqual([]);
  });

  it('saves the selected address', () => {
    expect(fold(log(saved(1), select(1))).selected?.addressId).toBe(1);
  });

  it('clears the selection when the selected address is deleted', () => {
    const book = fold(log(saved(1), select(1), deleted(1)));
    expect(book).toEqual({ saved: [], selected: null });
  });

  it('keeps the selection when another address is deleted, even by a string id', () => {
    const book = fold(log(saved(1), saved(2), select(1), deleted('2')));
    expect(book.selected?.addressId).toBe(1);
    expect(book.saved).toHaveLength(1);
  });

  it('brings the selection in step when the selected address is edited', () => {
    const book = fold(log(saved(1), select(1), saved(1, { street: 'Gulf Road' })));
    expect(book.selected?.street).toBe('Gulf Road');
  });

  it('clears the selection on logout (SPEC §4 Login), keeping the saved addresses', () => {
    const book = fold(log(saved(1), select(1), (n) => ev(n, 'LoggedOut', {})));
    expect(book.selected).toBeNull();
    expect(book.saved).toHaveLength(1);
  });

  it('clears the selection when an address is selected as none', () => {
    expect(
      fold(log(saved(1), select(1), (n) => ev(n, 'AddressSelected', { address: null }))).selected,
    ).toBeNull();
  });
});
