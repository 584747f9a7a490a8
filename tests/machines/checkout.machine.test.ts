import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { DeliveryRate } from '../../src/domain';
import {
  type CheckoutContext,
  type CheckoutFacts,
  checkoutMachine,
} from '../../src/machines/checkout.machine';
import { allStateIds, type ModelOptions, modelCases, reachedStateIds, replay } from './modelTest';

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

const events = [
  { type: 'checkout.changed', facts: { ...ready, hasAddress: false } },
  { type: 'checkout.changed', facts: ready },
  { type: 'user.promoChanged', value: '  ' },
  { type: 'user.promoChanged', value: ' gulf25 ' },
  { type: 'user.applyPromo' },
  { type: 'user.removePromo' },
  { type: 'user.choosePayment', payment: 'card' },
  { type: 'user.choosePayment', payment: 'cash' },
  { type: 'user.placeOrder' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.validatePromo', output: valid },
  { type: 'xstate.done.actor.validatePromo', output: expired },
  { type: 'xstate.error.actor.validatePromo', error: new TypeError('fetch failed') },
  { type: 'xstate.done.actor.loadRates', output: rates },
  { type: 'xstate.error.actor.loadRates', error: new TypeError('fetch failed') },
  { type: 'xstate.done.actor.placeCashOrder', output: { orderId: '9' } },
  { type: 'xstate.error.actor.placeCashOrder', error: new TypeError('fetch failed') },
];

const options = (input: CheckoutFacts): ModelOptions => ({
  machine: checkoutMachine,
  input,
  events,
  deferredActors: ['validatePromo', 'loadRates', 'placeCashOrder'],
  delayMs: () => 0,
  serializeState: (snapshot) => {
    const c = snapshot.context as CheckoutContext;
    // What the guards read; messages and rates change what is shown, not where the machine can go.
    return JSON.stringify([snapshot.value, c.hasAddress, c.promoInput.trim() !== '', c.payment]);
  },
});

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

  it.each(cases.map((c) => [c.name, c] as const))('takes %s on a live actor', async (_, c) => {
    const result = await replay(model, c.events);
    expect(result.value).toEqual(c.expected.value);
    expect(result.context).toEqual(c.expected.context);
  });
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
