import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compact, compareEventIds, type ProjectionState, replay, type ShopEvent } from '../../../src/domain';
import { cartItem, cashOrderPayload, selectedAddress } from '../factories';
import { ev, eventLog, idAt, log } from './factories';

/** The projections without the cursor: the cursor of a compacted log points at the snapshot instead. */
const projections = ({ lastEventId: _, ...rest }: ProjectionState) => rest;

const sent = (event: ShopEvent): ShopEvent =>
  event.outbox ? { ...event, outbox: { ...event.outbox, status: 'sent' } } : event;

describe('log compaction (DESIGN Event sourcing)', () => {
  const events = log(
    (n) => ev(n, 'CartItemAdded', { item: cartItem({ id: '1', price: '3' }) }),
    (n) => ev(n, 'NameChanged', { name: 'Sara' }),
    (n) => sent(ev(n, 'AddressDeleted', { addressId: 7 })),
    (n) => ev(n, 'LanguageChanged', { language: 'en' }),
  );

  it('leaves a log within the bound alone', () => {
    expect(compact(events, 4)).toBeNull();
  });

  it('folds a log past the bound into one snapshot of the state', () => {
    const result = compact(events, 3);
    expect(result?.snapshot).toMatchObject({ type: 'Snapshot', aggregate: 'log', at: events[3]?.at });
    expect(result?.snapshot.payload.state).toEqual(replay(events));
  });

  it('gives the snapshot an id right after the last folded event, never the same key', () => {
    const id = compact(events, 0)?.snapshot.id ?? '';
    expect(compareEventIds(id, idAt(4))).toBe(1);
    expect(compareEventIds(id, idAt(5))).toBe(-1);
  });

  it("while the customer's log replicates, waits for every event of it to have its server place", () => {
    const placed = events.map((event, index) => ({ ...event, seq: index + 1 }));
    const unplaced = ev(9, 'FavoritesCleared', {});
    expect(compact([...placed, unplaced], 0, { replicating: true })).toBeNull();
    // A guest's log, or one against a backend without the customer's log, folds as before.
    expect(compact([...placed, unplaced], 0)).not.toBeNull();
  });

  it('places the snapshot at the server place of the last stored event it folds, so later ones fold after it', () => {
    const placed = events.map((event, index) => ({ ...event, seq: index + 1 }));
    const result = compact(placed, 0, { replicating: true });
    expect(result?.snapshot.seq).toBe(4);
    const later = { ...ev(0, 'CartItemRemoved', { id: '1' }), seq: 5 };
    expect(replay([result?.snapshot as ShopEvent, later]).cart.cartProducts).toEqual([]);
  });

  it('keeps the events still to be sent, and only those', () => {
    const failed = {
      ...events[1],
      outbox: { status: 'failed', attempts: 3, lastError: 'Invalid name' },
    } as ShopEvent;
    const result = compact([events[0], failed, events[2], events[3]] as ShopEvent[], 0);
    expect(result?.keep).toEqual([failed]);
  });

  it('keeps the body an order still to be sent was priced to, which its every later attempt sends', () => {
    const order = cashOrderPayload(1, selectedAddress(), [cartItem({ id: '1', price: '3' })], 3000);
    const placed = ev(5, 'OrderPlaced', { orderId: null, idempotencyKey: idAt(5), order });
    const repriced = ev(6, 'OrderRepriced', { orderKey: placed.id, order });
    const earlier = events.map(sent);
    expect(compact([...earlier, placed, repriced], 0)?.keep).toEqual([placed, repriced]);
    // Once the order is sent, its body goes with the rest.
    expect(compact([...earlier, sent(placed), repriced], 0)?.keep).toEqual([]);
  });

  it('gives the same state on replay of the snapshot and later events as on replay of everything', () => {
    fc.assert(
      fc.property(eventLog(), fc.nat(40), fc.nat(40), (all, split, bound) => {
        const folded = all.slice(0, split);
        const later = all.slice(split);
        const result = compact(folded, bound);
        const compacted = result === null ? all : [result.snapshot, ...result.keep, ...later];
        expect(projections(replay(compacted))).toEqual(projections(replay(all)));
      }),
    );
  });

  it('never drops an event with a pending or failed outbox', () => {
    fc.assert(
      fc.property(eventLog(), fc.nat(40), (all, bound) => {
        const result = compact(all, bound);
        const mustSend = all.filter((e) => e.outbox?.status === 'pending' || e.outbox?.status === 'failed');
        expect(result === null ? all : result.keep).toEqual(expect.arrayContaining(mustSend));
      }),
    );
  });

  it('compacts again a log that already starts with a snapshot', () => {
    fc.assert(
      fc.property(eventLog(), eventLog(), (first, second) => {
        const renumbered = second.map((e, i) => ({ ...e, id: idAt(first.length + i + 1) }));
        const once = compact(first, 0);
        if (once === null) return;
        const twice = compact([once.snapshot, ...once.keep, ...renumbered], 0);
        expect(twice && projections(twice.snapshot.payload.state)).toEqual(
          projections(replay([...first, ...renumbered])),
        );
      }),
    );
  });
});
