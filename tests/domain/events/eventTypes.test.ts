import { describe, expect, it } from 'vitest';
import {
  aggregateOf,
  createEvent,
  type EventType,
  hasServerEffect,
  initialProjectionState,
  ShopEventSchema,
} from '../../../src/domain';
import { cartItem } from '../factories';
import { ev, favorite } from './factories';

const ALL: EventType[] = [
  'CartItemAdded',
  'CartItemQuantityChanged',
  'CartItemRemoved',
  'CartCleared',
  'PromoApplied',
  'PromoRemoved',
  'FavoriteToggled',
  'FavoritesCleared',
  'AddressSaved',
  'AddressDeleted',
  'AddressSelected',
  'NameChanged',
  'LanguageChanged',
  'PaymentInitiated',
  'OrderPlaced',
  'CartAbandoned',
  'LoggedIn',
  'LoggedOut',
  'Snapshot',
];

describe('event types (DESIGN Event sourcing)', () => {
  it('send to the server only the changes it must hear about', () => {
    expect(ALL.filter(hasServerEffect)).toEqual([
      'AddressSaved',
      'AddressDeleted',
      'NameChanged',
      'OrderPlaced',
      'CartAbandoned',
    ]);
  });

  it('each belong to one aggregate, the unit the sync worker pushes one at a time', () => {
    expect(aggregateOf('CartItemAdded')).toBe('cart');
    expect(aggregateOf('FavoriteToggled')).toBe('favorites');
    expect(aggregateOf('AddressSelected')).toBe('addresses');
    expect(aggregateOf('LoggedOut')).toBe('session');
    expect(aggregateOf('OrderPlaced')).toBe('orders');
    expect(aggregateOf('CartAbandoned')).toBe('analytics');
  });

  it('start in the outbox as pending when they have a server effect', () => {
    expect(ev(1, 'NameChanged', { name: 'Sara' }).outbox).toEqual({
      status: 'pending',
      attempts: 0,
      lastError: null,
    });
  });

  it('carry no outbox when they stay on the device', () => {
    expect(ev(1, 'CartCleared', {})).toEqual({
      id: expect.any(String),
      at: expect.any(Number),
      type: 'CartCleared',
      payload: {},
      aggregate: 'cart',
    });
  });

  it('read back from the log unchanged, the snapshot included', () => {
    const events = [
      ev(1, 'CartItemAdded', { item: cartItem({ id: '1-2', price: '2.5', quantity: 2 }) }),
      ev(2, 'FavoriteToggled', { favorite: favorite(9) }),
      createEvent('s', 3, 'Snapshot', { state: initialProjectionState() }),
    ];
    for (const event of events) expect(ShopEventSchema.parse(event)).toEqual(event);
  });

  it('refuse a quantity step other than one unit, and an aggregate that does not match the type', () => {
    const step = ev(1, 'CartItemQuantityChanged', { id: '1', delta: 1 });
    expect(() => ShopEventSchema.parse({ ...step, payload: { id: '1', delta: 2 } })).toThrow();
    expect(() => ShopEventSchema.parse({ ...step, aggregate: 'session' })).toThrow();
  });
});
