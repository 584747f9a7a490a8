// SPEC §2 Profile, Delete Account: after Delete Account the device's IndexedDB holds nothing of
// the customer — no event, address, order, pending payment, selected address or session detail — not even as the
// tombstones RxDB keeps of removed documents. The cart, the favorites and the language stay.
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EventLog,
  forgetCustomer,
  openShopDatabase,
  PendingPayments,
  type ShopDatabase,
  unsentOrderCount,
} from '../../src/db';
import { FavoriteSchema, OrderSchema } from '../../src/domain';
import { address, cartItem, cashOrderPayload, guestSession, selectedAddress } from '../domain/factories';
import { rawIndexedDb } from './rawIndexedDb';

const personal = {
  token: 'tok-secret-4f9a2c',
  name: 'Noura Al-Sabah',
  renamed: 'Noura Private',
  phone: '+96551239876',
  street: 'Secret Street 77',
  email: 'noura.private@example.com',
};

let db: ShopDatabase | undefined;
let names = 0;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function customerOnDevice(name: string) {
  db = await openShopDatabase({ name, dexie: { indexedDB, IDBKeyRange }, multiInstance: false });
  const log = new EventLog(db);
  await log.append('LanguageChanged', { language: 'en' });
  await log.append('CartItemAdded', { item: cartItem({ id: '7', name: 'Oud Royal', price: '12.500' }) });
  await log.append('FavoriteToggled', {
    favorite: FavoriteSchema.parse({
      id: 9,
      name: 'Amber Mist',
      price: '4.000',
      addedAt: '2026-06-01T09:00:00Z',
    }),
  });
  await log.append('LoggedIn', {
    session: { token: personal.token, userId: 42, userName: personal.name, mobile: personal.phone },
  });
  await log.append('NameChanged', { name: personal.renamed });
  const saved = address({ id: 5, full_name: personal.name, street: personal.street, phone: personal.phone });
  await log.append('AddressSaved', { address: saved });
  const selected = selectedAddress({
    fullName: personal.name,
    street: personal.street,
    phone: personal.phone,
    email: personal.email,
  });
  await log.append('AddressSelected', { address: selected });
  const order = cashOrderPayload(42, selected, [cartItem({ id: '7', price: '12.500' })], 12_500);
  // A cash order placed offline: still waiting in the outbox.
  await log.append('OrderPlaced', { orderId: null, idempotencyKey: 'order-key-1', order });
  await db.addresses.insert({ id: '5', serverId: 5, userId: '42', clientId: null, address: saved });
  await db.orders.insert({
    id: '31',
    serverId: 31,
    userId: '42',
    order: OrderSchema.parse({
      id: 31,
      created_at: '2026-11-01T10:00:00Z',
      total_price: 12.5,
      Customer: { name: personal.name, phone: personal.phone },
    }),
  });
  await new PendingPayments(db).store(
    { paymentMethod: 'card', invoiceId: 'inv-1', total: 12.5, orderData: order, orderId: null },
    'order-key-2',
    'redirecting',
  );
  return { db, log };
}

describe('Delete Account on this device (SPEC §2 Profile)', () => {
  it('counts an order still waiting in the outbox, so the screen can warn first', async () => {
    const { db } = await customerOnDevice(`forget-count-${++names}`);
    expect(await unsentOrderCount(db)).toBe(1);
  });

  it('leaves nothing of the customer in IndexedDB, tombstones included', async () => {
    const name = `forget-${++names}`;
    const { db, log } = await customerOnDevice(name);
    const before = await rawIndexedDb(name, indexedDB);
    for (const value of Object.values(personal)) expect(before, value).toContain(value);

    await forgetCustomer(db, log);

    const after = await rawIndexedDb(name, indexedDB);
    for (const value of Object.values(personal)) expect(after, value).not.toContain(value);
    expect(after).not.toContain('51239876');
    expect(await unsentOrderCount(db)).toBe(0);
    expect(await db.addresses.count().exec()).toBe(0);
    expect(await db.orders.count().exec()).toBe(0);
    expect(await db.payments.count().exec()).toBe(0);
  });

  it('keeps the cart, the favorites and the language, and leaves a guest session', async () => {
    const { db, log } = await customerOnDevice(`forget-keep-${++names}`);
    const state = await forgetCustomer(db, log);
    expect(state.session).toMatchObject({ ...guestSession, phoneNo: null, isLanguage: 'en' });
    expect(state.addresses).toEqual({ saved: [], selected: null });
    expect(state.cart.cartProducts.map((line) => line.id)).toEqual(['7']);
    expect(state.favorites).toHaveLength(1);
    // The log folds to the same state when read again (a reload), and takes new events after it.
    expect(await new EventLog(db).catchUp()).toMatchObject({ session: { userId: null }, cart: state.cart });
    const next = await log.append('CartItemAdded', { item: cartItem({ id: '8', price: '1.000' }) });
    expect(next.cart.cartProducts.map((line) => line.id)).toEqual(['7', '8']);
  });
});
