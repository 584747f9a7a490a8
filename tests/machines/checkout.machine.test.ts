import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { DeliveryRate } from '../../src/domain';
import {
  type CheckoutContext,
  type CheckoutFacts,
  checkoutMachine,
} from '../../src/machines/checkout.machine';
import {
  allStateIds,
  type ModelCase,
  type ModelOptions,
  modelCases,
  reachedStateIds,
  replay,
  stateName,
  type TransitionRow,
} from './modelTest';

const ready: CheckoutFacts = { loggedIn: true, hasAddress: true, cartCount: 2 };
const valid = { status: true, promo_code: [{ code: 'GULF25', discount: 25 }], error: null, message: null };
const expired = { status: false, promo_code: [], error: null, message: null };
const rates = [
  {
    country: 'Kuwait',
    delivery_weight_range_start: 0,
    delivery_weight_range_end: null,
    per_kg_price: 1,
    free_after: 20,
  },
];

const events = {
  'address gone': { type: 'checkout.changed', facts: { ...ready, hasAddress: false } },
  ready: { type: 'checkout.changed', facts: ready },
  'promo blank': { type: 'user.promoChanged', value: '  ' },
  'promo typed': { type: 'user.promoChanged', value: ' gulf25 ' },
  'apply promo': { type: 'user.applyPromo' },
  'remove promo': { type: 'user.removePromo' },
  'choose card': { type: 'user.choosePayment', payment: 'card' },
  'choose cash': { type: 'user.choosePayment', payment: 'cash' },
  'place order': { type: 'user.placeOrder' },
  retry: { type: 'user.retry' },
  'promo valid': { type: 'xstate.done.actor.validatePromo', output: valid },
  'promo expired': { type: 'xstate.done.actor.validatePromo', output: expired },
  'promo check failed': { type: 'xstate.error.actor.validatePromo', error: new TypeError('fetch failed') },
  'rates loaded': { type: 'xstate.done.actor.loadRates', output: rates },
  'rates failed': { type: 'xstate.error.actor.loadRates', error: new TypeError('fetch failed') },
  'order placed': { type: 'xstate.done.actor.placeCashOrder', output: { orderId: '9' } },
  'order failed': { type: 'xstate.error.actor.placeCashOrder', error: new TypeError('fetch failed') },
};

const options = (input: CheckoutFacts): ModelOptions => ({
  machine: checkoutMachine,
  input,
  events,
  deferredActors: ['validatePromo', 'loadRates', 'placeCashOrder'],
  delayMs: () => Number.NaN,
  serializeState: (snapshot) => {
    const c = snapshot.context as CheckoutContext;
    // What the guards read; messages and rates change what is shown, not where the machine can go.
    return JSON.stringify([snapshot.value, c.hasAddress, c.promoInput.trim() !== '', c.payment]);
  },
});

/**
 * Once open, checkout runs three regions side by side (promo code, delivery rates, the order), so the table is
 * written per region: a row says where one region goes on an event, and a region with no row for the event stays
 * where it is. A region's name carries the facts its guards read.
 */
function regionLabel(region: string, state: string, context: CheckoutContext): string {
  const facts =
    region === 'promo'
      ? [context.promoInput.trim() !== '' && 'promo typed']
      : region === 'order'
        ? [!context.hasAddress && 'no address', context.payment]
        : [];
  return [`${region}.${state}`, ...facts].filter(Boolean).join(', ');
}

/** Where each region goes (SPEC §2 Checkout, §4 promo and delivery fee, §5 Place order). */
const table: TransitionRow[] = [
  ['promo.editing, promo typed', 'apply promo', 'promo.checking'],
  ['promo.checking, promo typed', 'promo valid', 'promo.applied'],
  ['promo.checking, promo typed', 'promo expired', 'promo.editing'],
  ['promo.checking, promo typed', 'promo check failed', 'promo.editing'],
  ['promo.applied, promo typed', 'remove promo', 'promo.editing'],
  ['delivery.loading', 'rates loaded', 'delivery.ready'],
  ['delivery.loading', 'rates failed', 'delivery.unavailable'],
  ['delivery.unavailable', 'retry', 'delivery.loading'],
  ['order.ready, cash', 'place order', 'order.placingCash'],
  ['order.ready, card', 'place order', 'order.handedToCard'],
  ['order.placingCash, cash', 'order placed', 'order.placed'],
  ['order.placingCash, cash', 'order failed', 'order.ready'],
  ['order.placingCash, no address, cash', 'order placed', 'order.placed'],
  ['order.placingCash, no address, cash', 'order failed', 'order.ready'],
  ['order.handedToCard, card', 'retry', 'order.ready'],
  ['order.handedToCard, no address, card', 'retry', 'order.ready'],
];

/** The regions of a case's starting state, each with its table name and the state it stands in. */
function regionsOf(c: ModelCase): { region: string; state: string; label: string }[] {
  const value = c.fromSnapshot.value as { open?: Record<string, string> };
  if (!value.open) throw new Error(`checkout rests in ${JSON.stringify(value)}, not in its open regions`);
  const context = c.fromSnapshot.context as CheckoutContext;
  return Object.entries(value.open).map(([region, state]) => ({
    region,
    state,
    label: regionLabel(region, state, context),
  }));
}

/** The state the table says a case ends in, all regions together. */
function expectedState(c: ModelCase): string {
  const regions = regionsOf(c).map(({ region, state, label }) => {
    const row = table.find(([from, event]) => from === label && event === c.event);
    return row ? row[2] : `${region}.${state}`;
  });
  return `open.{${regions.join(' & ')}}`;
}

describe('the checkout machine as a model (SPEC §2 Checkout, §4, §5)', () => {
  const model = options(ready);
  const { reached, cases } = modelCases(model);
  const guests = modelCases(options({ ...ready, loggedIn: false }));
  const emptyCart = modelCases(options({ ...ready, cartCount: 0 }));

  it('reaches every state', () => {
    const all = [...reached, ...guests.reached, ...emptyCart.reached];
    // `entering` only decides where to go (`always`), so no snapshot ever rests in it.
    const resting = allStateIds(checkoutMachine).filter((id) => id !== 'checkout.entering');
    expect([...reachedStateIds(all as never)].sort()).toEqual(resting.sort());
  });

  it('has no row for a transition the machine cannot take', () => {
    const used = (row: TransitionRow) =>
      cases.some((c) => c.event === row[1] && regionsOf(c).some(({ label }) => label === row[0]));
    expect(table.filter((row) => !used(row))).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    'takes %s to the state the table names, on a live actor',
    async (_, c) => {
      const result = await replay(model, c.events);
      expect(stateName(result.value)).toBe(expectedState(c));
      expect(result.context).toEqual(c.expected.context);
    },
  );
});

describe('the checkout machine behaviour', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  function start(facts: CheckoutFacts, promo: unknown = valid) {
    const calls: string[] = [];
    const machine = checkoutMachine.provide({
      actors: {
        validatePromo: fromPromise(async ({ input }) => {
          calls.push(`promo ${input.code}`);
          return promo as never;
        }),
        loadRates: fromPromise<DeliveryRate[], void>(async () => rates),
        placeCashOrder: fromPromise(async () => {
          calls.push('cash');
          return { orderId: '31' };
        }),
      },
      actions: {
        goToLogin: () => calls.push('login'),
        goToCart: () => calls.push('cart'),
        startCardPayment: () => calls.push('card'),
        showThankYou: () => calls.push('thankYou'),
      },
    });
    const actor = createActor(machine, { input: facts, clock: new SimulatedClock() }).start();
    return { actor, calls };
  }

  it('sends a guest to login and an empty cart back to the cart (SPEC §2 Checkout)', () => {
    expect(start({ ...ready, loggedIn: false }).calls).toEqual(['login']);
    expect(start({ ...ready, cartCount: 0 }).calls).toEqual(['cart']);
  });

  it('trims the promo code, refuses an empty one and locks an applied one (SPEC §5 Promo code)', async () => {
    const { actor, calls } = start(ready);
    actor.send({ type: 'user.promoChanged', value: '   ' });
    actor.send({ type: 'user.applyPromo' });
    expect(actor.getSnapshot().context.promoError).toBe('pleaseEnterPromo');
    actor.send({ type: 'user.promoChanged', value: ' GULF25 ' });
    actor.send({ type: 'user.applyPromo' });
    await tick();
    expect(calls).toEqual(['promo GULF25']);
    expect(actor.getSnapshot().context.promo).toEqual({ code: 'GULF25', discount: 25 });
    expect(actor.getSnapshot().can({ type: 'user.promoChanged', value: 'X' })).toBe(false);
  });

  it("says 'Invalid or expired promo code' for an empty promo list (SPEC §5)", async () => {
    const { actor } = start(ready, expired);
    actor.send({ type: 'user.promoChanged', value: 'EXPIRED50' });
    actor.send({ type: 'user.applyPromo' });
    await tick();
    expect(actor.getSnapshot().context.promoError).toBe('invalidOrExpiredPromo');
  });

  it('refuses to place an order without an address and names why (SPEC §5 Place order)', () => {
    const { actor, calls } = start(ready);
    actor.send({ type: 'checkout.changed', facts: { ...ready, hasAddress: false } });
    actor.send({ type: 'user.placeOrder' });
    expect(actor.getSnapshot().context.error).toBe('selectDeliveryAddress');
    expect(calls).toEqual([]);
  });

  it('places a cash order and shows thanks, or hands a card order to the card payment (SPEC §4 Checkout flows)', async () => {
    const cash = start(ready);
    cash.actor.send({ type: 'user.placeOrder' });
    await tick();
    expect(cash.calls).toEqual(['cash', 'thankYou']);

    const card = start(ready);
    card.actor.send({ type: 'user.choosePayment', payment: 'card' });
    card.actor.send({ type: 'user.placeOrder' });
    expect(card.calls).toEqual(['card']);
  });
});
