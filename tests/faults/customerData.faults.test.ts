import { describe, expect, it } from 'vitest';
import { orderErrorKey, ordersErrorKey } from '../../src/domain';
import { addressForm } from '../domain/factories';
import { type Customer, FAULTS, faultHarness, type Shop, stored } from './faultHarness';
import { expectNotice, translated } from './shopperTexts';

const harness = faultHarness('customer');

/** A logged-in customer with one saved address, listed and stored on this device. */
async function customerWithAddress(): Promise<{ shop: Shop; customer: Customer }> {
  const shop = await harness.open();
  const customer = await harness.logIn(shop);
  await shop.log.append('AddressSaved', { address: { ...addressForm(), clientId: 'c-1' } });
  expect(await shop.engine.outbox.push()).toMatchObject({ sent: 1 });
  expect(await shop.engine.addresses.refresh()).toMatchObject({ ok: true, count: 1 });
  return { shop, customer };
}

/** A logged-in customer with one cash order, listed and stored on this device; answers the order id. */
async function customerWithOrder(): Promise<{ shop: Shop; orderId: string }> {
  const shop = await harness.open();
  const customer = await harness.logIn(shop);
  await shop.log.append('OrderPlaced', {
    orderId: null,
    idempotencyKey: 'k',
    order: await harness.cashOrder(customer),
  });
  expect(await shop.engine.outbox.push()).toMatchObject({ sent: 1 });
  expect(await shop.engine.orders.refreshOrders()).toMatchObject({ ok: true, count: 1 });
  const [order] = await shop.db.orders.find().exec();
  return { shop, orderId: order?.id ?? '' };
}

const unreachable = (error: string) => error === 'offline' || error === 'timeout';

describe('the address list under faults (SPEC §7 GET /user/{userId}/addresses; §8 Error fetching addresses)', () => {
  for (const fault of FAULTS) {
    it(`${fault.name} keeps the stored addresses, records the failure and shows its notice`, async () => {
      const { shop } = await customerWithAddress();
      const before = await stored(shop.db, ['addresses']);

      shop.network.inject(fault);
      const outcome = await shop.engine.addresses.refresh();
      expect(outcome).toMatchObject({ ok: false, error: fault.error, count: null });
      expect(await stored(shop.db, ['addresses'])).toEqual(before);
      expect((await shop.db.sync_status.findOne('addresses').exec())?.error).toBe(fault.error);
      // AddressListScreen: the notice over the stored cards, or SPEC §8's text when nothing is stored.
      await expectNotice(outcome.error);
      translated('addresses.fetchError');

      shop.network.heal();
      expect(await shop.engine.addresses.refresh()).toMatchObject({ ok: true, error: null, count: 1 });
    });
  }
});

describe('the orders list under faults (SPEC §2 Orders; §4 Orders store; §8 Try Again)', () => {
  for (const fault of FAULTS) {
    const key = ordersErrorKey(fault.error);
    it(`${fault.name} keeps the stored orders and records the failure; with none stored the screen says ${key}`, async () => {
      const { shop } = await customerWithOrder();
      const before = await stored(shop.db, ['orders']);

      shop.network.inject(fault);
      const outcome = await shop.engine.orders.refreshOrders();
      expect(outcome).toMatchObject({ ok: false, error: fault.error, count: null });
      expect(await stored(shop.db, ['orders'])).toEqual(before);
      expect((await shop.db.sync_status.findOne('orders').exec())?.error).toBe(fault.error);
      // OrdersScreen: the notice over stored orders; the error with Try Again when nothing is stored.
      await expectNotice(outcome.error);
      expect(key).toBe(unreachable(fault.error) ? 'networkError' : 'ordersLoadFailed');
      translated(`orders.errors.${key}`);
      translated('common.tryAgain');

      shop.network.heal();
      expect(await shop.engine.orders.refreshOrders()).toMatchObject({ ok: true, error: null, count: 1 });
    });
  }
});

describe('an order’s detail under faults (SPEC §2 Order detail; §4 Order status)', () => {
  for (const fault of FAULTS) {
    const key = orderErrorKey(fault.error);
    it(`${fault.name} throws so tracking keeps the stored order and tries later; with none stored it says ${key}`, async () => {
      const { shop, orderId } = await customerWithOrder();
      const order = await shop.engine.orders.loadOrder(orderId);
      expect(order).toMatchObject({ id: Number(orderId) });
      const before = await stored(shop.db, ['orders']);

      shop.network.inject(fault);
      await expect(shop.engine.orders.loadOrder(orderId)).rejects.toThrow(fault.error);
      expect(await stored(shop.db, ['orders'])).toEqual(before);
      // OrderDetailScreen reads the failure kind from this record.
      expect((await shop.db.sync_status.findOne(`order:${orderId}`).exec())?.error).toBe(fault.error);
      await expectNotice(fault.error);
      expect(key).toBe(unreachable(fault.error) ? 'networkError' : 'orderLoadFailed');
      translated(`orders.errors.${key}`);

      shop.network.heal();
      expect(await shop.engine.orders.loadOrder(orderId)).toEqual(order);
    });
  }
});
