import { describe, expect, it } from 'vitest';
import { refusedCards } from '../../src/app/addresses/refusedCards';
import { placeCashOrder } from '../../src/app/checkout/placeCashOrder';
import { shopEvents } from '../../src/app/data/EventLogContext';
import { fromEventDoc } from '../../src/db';
import { type Address, addressCards } from '../../src/domain';
import { scheduleOutbox } from '../../src/sync-worker';
import { addressForm } from '../domain/factories';
import {
  type Customer,
  FAULTS,
  type FaultTiming,
  faultHarness,
  faultOf,
  REFUSAL,
  REFUSAL_TEXT,
  type Shop,
} from './faultHarness';
import { translated } from './shopperTexts';

const harness = faultHarness('outbox');

/** An event appended with the network healthy, and what a test checks around its fault. */
interface Pending {
  eventId: string;
  /** While it waits: the local change is still there, and what the shopper reads about it. */
  whileWaiting: () => Promise<void>;
  /** Once sent: the single effect the server holds, and the local data that learned it. */
  afterwards: () => Promise<void>;
  /** After a refusal (4xx): what the shopper is told. */
  refused: () => Promise<void>;
}

interface OutboxCase {
  type: 'NameChanged' | 'AddressSaved' | 'AddressDeleted' | 'OrderPlaced' | 'CartAbandoned';
  /** The call (SPEC §7; docs/API.md /events). */
  path: RegExp;
  needsLogin: boolean;
  /**
   * Before a retry the shop looks for the effect in what the server lists (an order among the customer's orders,
   * orderStoredBefore.ts), so one the server handled is not sent again.
   */
  looksBeforeRetry?: boolean;
  arrange: (shop: Shop, customer: Customer) => Promise<Pending>;
}

const lastEventId = async (shop: Shop, type: OutboxCase['type']): Promise<string> => {
  const [doc] = await shop.db.events.find({ selector: { type }, sort: [{ id: 'desc' }], limit: 1 }).exec();
  if (!doc) throw new Error(`no ${type} event`);
  return doc.id;
};

/**
 * The address list screen's cards: the stored list with the pending outbox laid over it, and the saves the server
 * refused (useAddressBook), as [key, pending, why it was refused].
 */
async function cards(shop: Shop) {
  const cached = (await shop.db.addresses.find().exec()).map((doc) => ({
    address: doc.toJSON().address as unknown as Address,
    clientId: doc.clientId,
  }));
  const events = (await shop.db.events.find({ selector: { aggregate: 'addresses' } }).exec()).map((doc) =>
    fromEventDoc(doc.toMutableJSON()),
  );
  return refusedCards(addressCards(cached, events), cached, events).map((card) =>
    card.refused === null ? [card.key, card.pending] : [card.key, card.pending, card.refused],
  );
}

const serverAddresses = (customer: Customer) =>
  harness.serverData<Address[]>(`/user/${customer.userId}/addresses`, customer.token);

const CASES: readonly OutboxCase[] = [
  {
    type: 'NameChanged',
    path: /^\/customer\/update-name$/,
    needsLogin: true,
    async arrange(shop) {
      await shop.log.append('NameChanged', { name: 'Sara Fault' });
      const nameShown = async () => expect((await shop.log.state()).session.userName).toBe('Sara Fault');
      return {
        eventId: await lastEventId(shop, 'NameChanged'),
        whileWaiting: nameShown,
        afterwards: nameShown,
        refused: nameShown,
      };
    },
  },
  {
    type: 'AddressSaved',
    path: /^\/address\/store$/,
    needsLogin: true,
    async arrange(shop, customer) {
      await shop.log.append('AddressSaved', { address: { ...addressForm(), clientId: 'c-fault' } });
      return {
        eventId: await lastEventId(shop, 'AddressSaved'),
        async whileWaiting() {
          // SPEC §2 Address list: the card shows at once, marked as waiting to sync.
          expect(await cards(shop)).toEqual([['c-fault', true]]);
          translated('addresses.pending');
        },
        async afterwards() {
          const onServer = await serverAddresses(customer);
          expect(onServer).toHaveLength(1);
          const local = await shop.db.addresses.find().exec();
          expect(local.map((doc) => [doc.serverId, doc.clientId])).toEqual([[onServer[0]?.id, 'c-fault']]);
        },
        async refused() {
          expect(await serverAddresses(customer)).toEqual([]);
          // The card stays, no longer waiting, with the server's reason, to be edited or deleted.
          expect(await cards(shop)).toEqual([['c-fault', false, REFUSAL_TEXT]]);
        },
      };
    },
  },
  {
    type: 'AddressDeleted',
    path: /^\/address\/\d+\/delete$/,
    needsLogin: true,
    async arrange(shop, customer) {
      await shop.log.append('AddressSaved', { address: { ...addressForm(), clientId: 'c-gone' } });
      expect(await shop.engine.outbox.push()).toMatchObject({ sent: 1 });
      const [saved] = await shop.db.addresses.find().exec();
      await shop.log.append('AddressDeleted', { addressId: saved?.serverId ?? 0 });
      return {
        eventId: await lastEventId(shop, 'AddressDeleted'),
        async whileWaiting() {
          // The stored record stays until the server confirms; the list hides it at once.
          expect(await shop.db.addresses.count().exec()).toBe(1);
          expect(await cards(shop)).toEqual([]);
        },
        async afterwards() {
          expect(await serverAddresses(customer)).toEqual([]);
          expect(await shop.db.addresses.count().exec()).toBe(0);
        },
        async refused() {
          expect(await serverAddresses(customer)).toHaveLength(1);
          expect(await cards(shop)).toEqual([[String(saved?.serverId), false]]);
        },
      };
    },
  },
  {
    type: 'OrderPlaced',
    path: /^\/order\/store$/,
    needsLogin: true,
    looksBeforeRetry: true,
    async arrange(shop, customer) {
      const order = await harness.cashOrder(customer);
      const waiting: boolean[] = [];
      // The checkout's own cash flow (SPEC §4 Checkout flows): append OrderPlaced, wait until the outbox settles it.
      const placing = placeCashOrder(order, {
        sync: shop.sync,
        eventLog: shopEvents(shop.sync),
        onWaiting: (offline) => waiting.push(offline),
        online: () => true,
      });
      placing.catch(() => undefined);
      await expect
        .poll(async () => (await shop.db.events.find({ selector: { type: 'OrderPlaced' } }).exec()).length)
        .toBe(1);
      const eventId = await lastEventId(shop, 'OrderPlaced');
      return {
        eventId,
        async whileWaiting() {
          await expect.poll(() => waiting.at(-1)).toBe(true);
          translated('checkout.waitingOnline');
          const event = await shop.db.events.findOne(eventId).exec();
          expect(event?.payload).toMatchObject({ order });
        },
        async afterwards() {
          const { orderId } = await placing;
          const onServer = await harness.serverData<{ id: number }[]>(
            `/user/${customer.userId}/orders`,
            customer.token,
          );
          expect(onServer.map((o) => String(o.id))).toEqual([orderId]);
          expect(waiting.at(-1)).toBe(false);
        },
        async refused() {
          await expect(placing).rejects.toThrow(REFUSAL_TEXT);
          // The checkout machine turns a failed placing into checkout.errors.failedToCreateOrder (SPEC §8).
          translated('checkout.errors.failedToCreateOrder');
        },
      };
    },
  },
  {
    type: 'CartAbandoned',
    path: /^\/events$/,
    needsLogin: false,
    async arrange(shop) {
      await shop.log.append('CartAbandoned', { itemCount: 2, totalFils: 5000 });
      const eventId = await lastEventId(shop, 'CartAbandoned');
      const kept = async () =>
        expect((await shop.db.events.findOne(eventId).exec())?.payload).toEqual({
          itemCount: 2,
          totalFils: 5000,
        });
      return { eventId, whileWaiting: kept, afterwards: kept, refused: kept };
    },
  },
];

const TIMINGS: readonly { timing: FaultTiming; words: string }[] = [
  { timing: 'before', words: 'before the server sees it' },
  { timing: 'after', words: 'after the server handled it' },
];

async function arranged(outboxCase: OutboxCase) {
  const shop = await harness.open();
  const customer = outboxCase.needsLogin ? await harness.logIn(shop) : { token: '', userId: 0, phone: '' };
  const pending = await outboxCase.arrange(shop, customer);
  shop.network.forget();
  const event = async () => (await shop.db.events.findOne(pending.eventId).exec())?.toJSON();
  return { shop, pending, event };
}

describe('the outbox under faults (DESIGN "Event sourcing": retry with the same key; only a 4xx fails an event)', () => {
  for (const outboxCase of CASES) {
    describe(outboxCase.type, () => {
      for (const fault of FAULTS) {
        for (const { timing, words } of TIMINGS) {
          it(`${fault.name} ${words} keeps it pending, and the retry with the same key makes one effect`, async () => {
            const sentAgain = !(outboxCase.looksBeforeRetry && timing === 'after');
            const { shop, pending, event } = await arranged(outboxCase);
            shop.network.inject(fault, timing, outboxCase.path);
            expect(await shop.engine.outbox.push()).toEqual({ sent: 0, failed: 0, waiting: 1 });
            expect(await event()).toMatchObject({
              outboxStatus: 'pending',
              outboxAttempts: 1,
              outboxLastError: expect.any(String),
            });
            expect((await event())?.nextAttemptAt).toBeGreaterThan(shop.now());
            await pending.whileWaiting();
            // Nothing is sent again before the backoff falls due.
            await shop.engine.outbox.push();
            expect(shop.network.withKey(pending.eventId)).toHaveLength(1);

            shop.network.heal();
            shop.later();
            expect(await shop.engine.outbox.push()).toEqual({ sent: 1, failed: 0, waiting: 0 });
            expect(await shop.engine.outbox.push()).toEqual({ sent: 0, failed: 0, waiting: 0 });
            const sends = shop.network.withKey(pending.eventId);
            expect(sends.map((s) => s.path)).toEqual(
              sentAgain ? [expect.stringMatching(outboxCase.path), sends[0]?.path] : [sends[0]?.path],
            );
            expect(sends[0]?.path).toMatch(outboxCase.path);
            expect(sends.filter((s) => s.reachedServer)).toHaveLength(
              timing === 'before' || !sentAgain ? 1 : 2,
            );
            expect(shop.network.sent.filter((s) => outboxCase.path.test(s.path))).toHaveLength(
              sentAgain ? 2 : 1,
            );
            expect(await event()).toMatchObject({ outboxStatus: 'sent', outboxLastError: null });
            await pending.afterwards();
          });
        }
      }

      it(`${REFUSAL.name} marks it failed with the server's message and never sends it again`, async () => {
        const { shop, pending, event } = await arranged(outboxCase);
        shop.network.inject(REFUSAL, 'before', outboxCase.path);
        expect(await shop.engine.outbox.push()).toEqual({ sent: 0, failed: 1, waiting: 0 });
        expect(await event()).toMatchObject({ outboxStatus: 'failed', outboxLastError: REFUSAL_TEXT });
        shop.network.heal();
        shop.later();
        expect(await shop.engine.outbox.push()).toEqual({ sent: 0, failed: 0, waiting: 0 });
        expect(shop.network.withKey(pending.eventId)).toHaveLength(1);
        await pending.refused();
      });
    });
  }
});

describe('the outbox schedule when the connection comes back (SPEC §4 Checkout flows; DESIGN "Event sourcing")', () => {
  it('sends an order that waited out a network cut as soon as the browser says it is online, exactly once', async () => {
    const shop = await harness.open();
    const customer = await harness.logIn(shop);
    let online: () => void = () => undefined;
    shop.network.inject(faultOf('networkCut'));
    const schedule = scheduleOutbox(
      shop.db,
      shop.engine.outbox,
      (listener) => {
        online = listener;
        return () => undefined;
      },
      () => () => undefined,
      shop.now,
    );
    try {
      await shop.log.append('OrderPlaced', {
        orderId: null,
        idempotencyKey: 'k',
        order: await harness.cashOrder(customer),
      });
      const eventId = await lastEventId(shop, 'OrderPlaced');
      // Cut off, it could not even be priced with the server's amounts: nothing is sent under its key yet.
      await expect.poll(async () => (await shop.db.events.findOne(eventId).exec())?.outboxAttempts).toBe(1);
      expect(shop.network.withKey(eventId)).toEqual([]);

      // The clock has not moved: only the connection coming back can send it now.
      shop.network.heal();
      online();
      await expect
        .poll(async () => (await shop.db.events.findOne(eventId).exec())?.outboxStatus)
        .toBe('sent');
      expect(shop.network.withKey(eventId).filter((s) => s.reachedServer)).toHaveLength(1);
      expect(await harness.serverData(`/user/${customer.userId}/orders`, customer.token)).toHaveLength(1);
    } finally {
      schedule.stop();
    }
  });
});
