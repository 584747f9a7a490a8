import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { addToCartButtonMachine } from '../../src/machines/addToCartButton.machine';
import { allStateIds, type ModelOptions, modelTests, stateName, type TransitionRow } from './modelTest';

const events = {
  press: { type: 'user.press' },
  'now in cart': { type: 'cart.changed', inCart: true },
  'no longer in cart': { type: 'cart.changed', inCart: false },
  'one variant': { type: 'xstate.done.actor.checkStock', output: { variantCount: 1 } },
  'three variants': { type: 'xstate.done.actor.checkStock', output: { variantCount: 3 } },
  'check failed': { type: 'xstate.error.actor.checkStock', error: new Error('offline') },
  'loading time up': { type: 'xstate.after.loadingMs.addToCartButton.loading' },
  'added time up': { type: 'xstate.after.addedMs.addToCartButton.added' },
};

/** SPEC §4 Add to cart: loading 500 ms then "Added" 2 s on a card; 1.5 s then 2 s on the product page. */
const SPEC_TIMINGS = { card: { loadingMs: 500, addedMs: 2000 }, page: { loadingMs: 1500, addedMs: 2000 } };

function model(place: 'card' | 'page'): ModelOptions {
  return {
    machine: addToCartButtonMachine,
    input: { place, productId: 7 },
    events,
    deferredActors: ['checkStock'],
    delayMs: (event) =>
      event.type.includes('loadingMs') ? SPEC_TIMINGS[place].loadingMs : SPEC_TIMINGS[place].addedMs,
    // A press on a card opens the cart item instead when the product is already there.
    stateLabel: (snapshot) =>
      `${stateName(snapshot.value)}${(snapshot.context as { inCart: boolean }).inCart ? ', in cart' : ''}`,
  };
}

/** Where each event leads (SPEC §4 Add to cart). A card checks stock first; the product page adds at once. */
const tables: Record<'card' | 'page', TransitionRow[]> = {
  card: [
    ['idle', 'press', 'checking'],
    ['idle', 'now in cart', 'idle'],
    ['idle', 'no longer in cart', 'idle'],
    ['idle, in cart', 'press', 'idle'],
    ['idle, in cart', 'now in cart', 'idle'],
    ['idle, in cart', 'no longer in cart', 'idle'],
    ['checking', 'one variant', 'loading'],
    ['checking', 'three variants', 'idle'],
    ['checking', 'check failed', 'idle'],
    ['checking', 'now in cart', 'checking'],
    ['checking', 'no longer in cart', 'checking'],
    ['checking, in cart', 'one variant', 'loading'],
    ['checking, in cart', 'three variants', 'idle'],
    ['checking, in cart', 'check failed', 'idle'],
    ['checking, in cart', 'now in cart', 'checking'],
    ['checking, in cart', 'no longer in cart', 'checking'],
    ['loading', 'loading time up', 'added'],
    ['loading', 'now in cart', 'loading'],
    ['loading', 'no longer in cart', 'loading'],
    ['loading, in cart', 'loading time up', 'added'],
    ['loading, in cart', 'now in cart', 'loading'],
    ['loading, in cart', 'no longer in cart', 'loading'],
    ['added', 'added time up', 'idle'],
    ['added', 'now in cart', 'added'],
    ['added', 'no longer in cart', 'added'],
    ['added, in cart', 'added time up', 'idle'],
    ['added, in cart', 'now in cart', 'added'],
    ['added, in cart', 'no longer in cart', 'added'],
  ],
  page: [
    ['idle', 'press', 'loading'],
    ['idle', 'now in cart', 'idle'],
    ['idle', 'no longer in cart', 'idle'],
    ['idle, in cart', 'press', 'loading'],
    ['idle, in cart', 'now in cart', 'idle'],
    ['idle, in cart', 'no longer in cart', 'idle'],
    ['loading', 'loading time up', 'added'],
    ['loading', 'now in cart', 'loading'],
    ['loading', 'no longer in cart', 'loading'],
    ['loading, in cart', 'loading time up', 'added'],
    ['loading, in cart', 'now in cart', 'loading'],
    ['loading, in cart', 'no longer in cart', 'loading'],
    ['added', 'added time up', 'idle'],
    ['added', 'now in cart', 'added'],
    ['added', 'no longer in cart', 'added'],
    ['added, in cart', 'added time up', 'idle'],
    ['added, in cart', 'now in cart', 'added'],
    ['added, in cart', 'no longer in cart', 'added'],
  ],
};

describe.each(['card', 'page'] as const)('the add-to-cart button on a %s (SPEC §4 Add to cart)', (place) => {
  const stateIds = allStateIds(addToCartButtonMachine);
  // The product page adds at once: only a card checks the stock first.
  modelTests(
    model(place),
    tables[place],
    place === 'card' ? stateIds : stateIds.filter((id) => !id.endsWith('.checking')),
  );
});

describe('the add-to-cart button behaviour', () => {
  function run(place: 'card' | 'page', variantCount = 1) {
    const calls: string[] = [];
    const clock = new SimulatedClock();
    const machine = addToCartButtonMachine.provide({
      actors: { checkStock: fromPromise(async () => ({ variantCount })) },
      actions: {
        addToCart: () => calls.push('add'),
        openCartItem: () => calls.push('cartItem'),
        openProduct: () => calls.push('product'),
      },
    });
    const actor = createActor(machine, { clock, input: { place, productId: 1 } }).start();
    return { actor, clock, calls };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads for 500 ms, shows added for 2 s, then is idle again on a card', async () => {
    const { actor, clock, calls } = run('card');
    actor.send({ type: 'user.press' });
    await tick();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls).toEqual(['add']);
    clock.increment(500);
    expect(actor.getSnapshot().value).toBe('added');
    clock.increment(2000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('loads for 1.5 s and shows added for 2 s on the product page', () => {
    const { actor, clock } = run('page');
    actor.send({ type: 'user.press' });
    clock.increment(1499);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('added');
    clock.increment(2000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores presses while loading or added', async () => {
    const { actor, clock, calls } = run('page');
    actor.send({ type: 'user.press' });
    actor.send({ type: 'user.press' });
    clock.increment(1500);
    actor.send({ type: 'user.press' });
    expect(calls).toEqual(['add']);
  });

  it('calls the cart-item action instead of adding when the product is already in the cart', () => {
    const { actor, calls } = run('card');
    actor.send({ type: 'cart.changed', inCart: true });
    actor.send({ type: 'user.press' });
    expect(calls).toEqual(['cartItem']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('sends the shopper to the product page when the stock check finds several variants', async () => {
    const { actor, calls } = run('card', 4);
    actor.send({ type: 'user.press' });
    await tick();
    expect(calls).toEqual(['product']);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
