import { describe, expect, it } from 'vitest';
import { type AddressCard, addressCards, type CachedAddress, type ShopEvent } from '../../../src/domain';
import { ev } from '../events/factories';
import { address, addressForm } from '../factories';

const cached = (
  id: number,
  o: Record<string, unknown> = {},
  clientId: string | null = null,
): CachedAddress => ({
  address: address({ id, full_name: `Server ${id}`, ...o }),
  clientId,
});

const sent = (event: ShopEvent): ShopEvent => ({
  ...event,
  outbox: { status: 'sent', attempts: 1, lastError: null },
});
const failed = (event: ShopEvent): ShopEvent => ({
  ...event,
  outbox: { status: 'failed', attempts: 1, lastError: 'refused' },
});

const summary = (cards: AddressCard[]) =>
  cards.map((card) => ({ key: card.key, name: card.form.fullName, pending: card.pending }));

describe('the address list shown (SPEC §2 Address list; DESIGN event sourcing: shown at once, sent later)', () => {
  it('is the fetched list when nothing waits in the outbox', () => {
    expect(summary(addressCards([cached(1), cached(2)], []))).toEqual([
      { key: '1', name: 'Server 1', pending: false },
      { key: '2', name: 'Server 2', pending: false },
    ]);
  });

  it('shows an address saved offline at once, under its client id, marked pending', () => {
    const saved = ev(1, 'AddressSaved', { address: { ...addressForm({ fullName: 'New' }), clientId: 'c1' } });
    const cards = addressCards([cached(1)], [saved]);
    expect(summary(cards)).toEqual([
      { key: '1', name: 'Server 1', pending: false },
      { key: 'c1', name: 'New', pending: true },
    ]);
    expect(cards[1]).toMatchObject({ serverId: null, clientId: 'c1', server: null });
  });

  it('hides an address deleted offline before the server has heard of it', () => {
    const deleted = ev(1, 'AddressDeleted', { addressId: 2 });
    expect(summary(addressCards([cached(1), cached(2)], [deleted])).map((c) => c.key)).toEqual(['1']);
  });

  it('shows an offline edit of a server address in place', () => {
    const edit = ev(1, 'AddressSaved', { address: address({ id: 2, full_name: 'Edited' }) });
    expect(summary(addressCards([cached(1), cached(2)], [edit]))).toEqual([
      { key: '1', name: 'Server 1', pending: false },
      { key: '2', name: 'Edited', pending: true },
    ]);
  });

  it('lays pending changes over in the order they were made, whatever order they arrive in', () => {
    const save = ev(1, 'AddressSaved', { address: { ...addressForm({ fullName: 'A' }), clientId: 'c1' } });
    const edit = ev(2, 'AddressSaved', { address: { ...addressForm({ fullName: 'B' }), clientId: 'c1' } });
    const remove = ev(3, 'AddressDeleted', { addressId: 'c1' });
    expect(summary(addressCards([], [edit, save]))).toEqual([{ key: 'c1', name: 'B', pending: true }]);
    expect(addressCards([], [remove, edit, save])).toEqual([]);
  });

  it('finds an address created here and confirmed by the server through its client id', () => {
    // c1 reached the server as 9; an edit and then a delete were made under c1 before the list was refetched.
    const edit = ev(2, 'AddressSaved', {
      address: { ...addressForm({ fullName: 'Later' }), clientId: 'c1' },
    });
    const cards = addressCards([cached(9, { full_name: 'First' }, 'c1')], [edit]);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ key: '9', serverId: 9, clientId: 'c1', pending: true });
    expect(cards[0]?.form.fullName).toBe('Later');
    expect(addressCards([cached(9, {}, 'c1')], [ev(3, 'AddressDeleted', { addressId: 'c1' })])).toEqual([]);
  });

  it('ignores changes the server confirmed (already in the list) or refused (not on the server)', () => {
    const confirmed = sent(ev(1, 'AddressDeleted', { addressId: 1 }));
    const refused = failed(ev(2, 'AddressSaved', { address: { ...addressForm(), clientId: 'c2' } }));
    expect(summary(addressCards([cached(1)], [confirmed, refused])).map((c) => c.key)).toEqual(['1']);
  });

  it('ignores events of the other aggregates', () => {
    const selected = ev(1, 'AddressSelected', { address: null });
    const name = ev(2, 'NameChanged', { name: 'x' });
    expect(summary(addressCards([cached(1)], [selected, name])).map((c) => c.key)).toEqual(['1']);
  });

  it('gives the edit form the saved fields (SPEC §3 Address form fields)', () => {
    const [card] = addressCards(
      [
        cached(4, {
          phone: '+96551234567',
          street: 'St 1',
          city: 'Salmiya',
          area: 'Hawalli',
          address: 'B 2',
        }),
      ],
      [],
    );
    expect(card?.form).toMatchObject({
      phone: '51234567',
      countryCode: '+965',
      avenue: 'St 1',
      city: 'Salmiya',
      governorate: 'Hawalli',
      apartment: 'B 2',
    });
  });
});
