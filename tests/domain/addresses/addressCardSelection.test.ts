import { describe, expect, it } from 'vitest';
import {
  type AddressCard,
  addressCards,
  cardSelection,
  deleteLeavesStaleSelection,
  isCardSelected,
  selectionAfterRefresh,
} from '../../../src/domain';
import { ev } from '../events/factories';
import { address, addressForm, selectedAddress } from '../factories';

const serverCard = (): AddressCard => {
  const [card] = addressCards(
    [{ address: address({ id: 9, email: 'sara@example.com' }), clientId: 'c1' }],
    [],
  );
  if (!card) throw new Error('no card');
  return card;
};

const localCard = (): AddressCard => {
  const saved = ev(1, 'AddressSaved', { address: { ...addressForm(), clientId: 'c2' } });
  const [card] = addressCards([], [saved]);
  if (!card) throw new Error('no card');
  return card;
};

describe('selecting a card (SPEC §3 Selected address, §4 Addresses)', () => {
  it('keeps the shown fields, the international phone and the server id', () => {
    const saved = ev(1, 'AddressSaved', { address: { ...addressForm(), clientId: 'c1' } });
    const [card] = addressCards(
      [{ address: address({ id: 9, email: 'sara@example.com' }), clientId: 'c1' }],
      [saved],
    );
    expect(card && cardSelection(card)).toEqual({
      fullName: 'Sara',
      street: 'Street 5',
      avenue: null,
      city: 'Salmiya',
      piece: '3',
      house: '7',
      floor: null,
      apartment: 'Bldg 3',
      email: 'sara@example.com',
      area: 'Hawalli',
      phone: '+96551234567',
      country: 'Kuwait',
      addressId: 9,
    });
  });

  it('names an address the server has not confirmed by its client id', () => {
    expect(cardSelection(localCard()).addressId).toBe('c2');
  });

  it('recognises a selection made under either id of the card', () => {
    const card = serverCard();
    expect(isCardSelected(card, selectedAddress({ addressId: 9 }))).toBe(true);
    expect(isCardSelected(card, selectedAddress({ addressId: '9' }))).toBe(true);
    expect(isCardSelected(card, selectedAddress({ addressId: 'c1' }))).toBe(true);
    expect(isCardSelected(card, selectedAddress({ addressId: 10 }))).toBe(false);
    expect(isCardSelected(card, null)).toBe(false);
  });

  it('says when a delete would leave the selection behind (selected under the client id)', () => {
    const card = serverCard();
    expect(deleteLeavesStaleSelection(card, selectedAddress({ addressId: 'c1' }))).toBe(true);
    expect(deleteLeavesStaleSelection(card, selectedAddress({ addressId: 9 }))).toBe(false);
    expect(deleteLeavesStaleSelection(card, selectedAddress({ addressId: 3 }))).toBe(false);
    expect(deleteLeavesStaleSelection(card, null)).toBe(false);
  });
});

describe('the selection after a refresh (SPEC §4 Addresses and promo)', () => {
  it('is cleared by an empty fetched list', () => {
    expect(selectionAfterRefresh(selectedAddress({ addressId: 9 }), 0, [])).toBeNull();
  });

  it('stays when the list has addresses', () => {
    const selected = selectedAddress({ addressId: 9 });
    expect(selectionAfterRefresh(selected, 2, [serverCard()])).toBe(selected);
  });

  it('stays on an address saved here that the server has not confirmed yet', () => {
    const selected = selectedAddress({ addressId: 'c2' });
    expect(selectionAfterRefresh(selected, 0, [localCard()])).toBe(selected);
  });

  it('stays null when nothing was selected', () => {
    expect(selectionAfterRefresh(null, 0, [])).toBeNull();
  });
});
