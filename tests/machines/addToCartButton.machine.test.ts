import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { addToCartButtonMachine, addToCartTimings } from '../../src/machines/addToCartButton.machine';
import { allStateIds, type ModelOptions, modelCases, reachedStateIds, replay } from './modelTest';

const events = [
  { type: 'user.press' },
  { type: 'cart.changed', inCart: true },
  { type: 'cart.changed', inCart: false },
  { type: 'xstate.done.actor.checkStock', output: { variantCount: 1 } },
  { type: 'xstate.done.actor.checkStock', output: { variantCount: 3 } },
  { type: 'xstate.error.actor.checkStock', error: new Error('offline') },
  { type: 'xstate.after.loadingMs.addToCartButton.loading' },
  { type: 'xstate.after.addedMs.addToCartButton.added' },
];

function model(place: 'card' | 'page'): ModelOptions {
  return {
    machine: addToCartButtonMachine,
    input: { place, productId: 7 },
    events,
    deferredActors: ['checkStock'],
    delayMs: (event) =>
      event.type.includes('loadingMs') ? addToCartTimings[place].loadingMs : addToCartTimings[place].addedMs,
  };
}

describe.each(['card', 'page'] as const)('the add-to-cart button on a %s (SPEC §4 Add to cart)', (place) => {
  const options = model(place);
  const { reached, cases } = modelCases(options);

  it('reaches every state of the machine', () => {
    const expected =
      place === 'card'
        ? allStateIds(addToCartButtonMachine)
        : allStateIds(addToCartButtonMachine).filter((id) => !id.endsWith('.checking'));
    expect([...reachedStateIds(reached as never)].sort()).toEqual(expected.sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    'takes %s on a live actor, delays to the millisecond',
    async (_, c) => {
      const result = await replay(options, c.events);
      expect(result.value).toEqual(c.expected.value);
      expect(result.context).toEqual(c.expected.context);
      expect(result.earlyDelays).toEqual([]);
    },
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
