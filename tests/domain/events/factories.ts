import fc from 'fast-check';
import {
  createEvent,
  type EventPayload,
  type EventType,
  makeEventId,
  type ShopEvent,
  toSelectedAddress,
} from '../../../src/domain';
import { address, cartItem } from '../factories';

const T0 = 1_700_000_000_000;

/** The id of the n-th event of a tab: one millisecond apart, so ids follow n. */
export const idAt = (n: number, tab = 'a'): string => makeEventId(T0 + n, 0, tab);

/** The n-th event of a log, built the way the app builds it. */
export const ev = <T extends EventType>(n: number, type: T, payload: EventPayload<T>, tab = 'a') =>
  createEvent(idAt(n, tab), T0 + n, type, payload);

/** A log of events numbered from 1 in the given order. */
export const log = (...bodies: ReadonlyArray<(n: number) => ShopEvent>): ShopEvent[] =>
  bodies.map((body, i) => body(i + 1));

export const favorite = (id: number | string, o: Record<string, unknown> = {}) => ({
  id,
  name: `fav ${id}`,
  title: null,
  price: 1,
  description: null,
  image: null,
  quantity: null,
  addedAt: '2024-01-01T00:00:00.000Z',
  ...o,
});

export const session = { token: 'tok', userId: 42, userName: 'Sara', mobile: '+96551234567' };

/** An event without its id and time: the generators below number them into a log. */
type Body = (n: number) => ShopEvent;
type OutboxStatus = 'pending' | 'sent' | 'failed';

const lineId = fc.constantFrom('1', '2', '3-7', '4-Color:Red');
const addressId = fc.constantFrom(1, 2, 3);

/** A body for each event that moves a projection, plus the outbox-only ones, over small id pools so they meet. */
const body: fc.Arbitrary<Body> = fc.oneof(
  fc
    .record({
      id: lineId,
      fils: fc.integer({ min: 0, max: 99_999 }),
      quantity: fc.integer({ min: 1, max: 9 }),
    })
    .map(
      ({ id, fils, quantity }) =>
        (n: number) =>
          ev(n, 'CartItemAdded', { item: cartItem({ id, price: (fils / 1000).toFixed(3), quantity }) }),
    ),
  fc
    .record({ id: lineId, delta: fc.constantFrom(1 as const, -1 as const) })
    .map((p) => (n: number) => ev(n, 'CartItemQuantityChanged', p)),
  lineId.map((id) => (n: number) => ev(n, 'CartItemRemoved', { id })),
  fc.constant((n: number) => ev(n, 'CartCleared', {})),
  fc
    .integer({ min: 1, max: 50 })
    .map((discount) => (n: number) => ev(n, 'PromoApplied', { code: 'EID', discount })),
  fc.constant((n: number) => ev(n, 'PromoRemoved', {})),
  fc.constantFrom(1, '1', 2).map((id) => (n: number) => ev(n, 'FavoriteToggled', { favorite: favorite(id) })),
  fc.constant((n: number) => ev(n, 'FavoritesCleared', {})),
  addressId.map((id) => (n: number) => ev(n, 'AddressSaved', { address: address({ id }) })),
  addressId.map((id) => (n: number) => ev(n, 'AddressDeleted', { addressId: id })),
  addressId.map(
    (id) => (n: number) => ev(n, 'AddressSelected', { address: toSelectedAddress(address({ id })) }),
  ),
  fc.string({ maxLength: 8 }).map((name) => (n: number) => ev(n, 'NameChanged', { name })),
  fc
    .constantFrom('ar' as const, 'en' as const)
    .map((language) => (n: number) => ev(n, 'LanguageChanged', { language })),
  fc.constant((n: number) => ev(n, 'LoggedIn', { session })),
  fc.constant((n: number) => ev(n, 'LoggedOut', {})),
  fc
    .nat(50)
    .map((itemCount) => (n: number) => ev(n, 'CartAbandoned', { itemCount, totalFils: itemCount * 1000 })),
);

/** Where an event with a server effect stands in the outbox: the sync worker may have sent it, or not yet. */
const withOutbox = (event: ShopEvent, status: OutboxStatus): ShopEvent =>
  event.outbox === undefined ? event : { ...event, outbox: { ...event.outbox, status } };

/** A random log in id order, with a random outbox status on each event that has one. */
export const eventLog = (maxLength = 40): fc.Arbitrary<ShopEvent[]> =>
  fc
    .array(fc.tuple(body, fc.constantFrom<OutboxStatus>('pending', 'sent', 'failed')), { maxLength })
    .map((pairs) => pairs.map(([make, status], i) => withOutbox(make(i + 1), status)));

/** The same events in an arbitrary order, as they might reach a tab. */
export const shuffled = <T>(items: readonly T[]): fc.Arbitrary<T[]> =>
  fc.array(fc.double({ noNaN: true }), { minLength: items.length, maxLength: items.length }).map((keys) =>
    items
      .map((item, i) => ({ item, key: keys[i] ?? 0 }))
      .sort((a, b) => a.key - b.key)
      .map(({ item }) => item),
  );
