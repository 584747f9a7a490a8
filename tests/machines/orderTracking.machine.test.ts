import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { orderPollDelayMs } from '../../src/domain';
import {
  type OrderTrackingContext,
  orderTrackingMachine,
  type TrackedOrder,
} from '../../src/machines/orderTracking.machine';
import { allStateIds, type ModelOptions, modelCases, reachedStateIds, replay } from './modelTest';

const events = [
  { type: 'page.hidden' },
  { type: 'page.visible' },
  { type: 'network.offline' },
  { type: 'network.online' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadOrder', output: { status: 'pending' } },
  { type: 'xstate.done.actor.loadOrder', output: { status: 'shipped' } },
  { type: 'xstate.done.actor.loadOrder', output: { status: 'delivered' } },
  { type: 'xstate.done.actor.loadOrder', output: null },
  { type: 'xstate.error.actor.loadOrder', error: new TypeError('fetch failed') },
  { type: 'xstate.after.pollDelay.orderTracking.tracking.waiting' },
];

const options: ModelOptions = {
  machine: orderTrackingMachine,
  input: { orderId: '12' },
  events,
  deferredActors: ['loadOrder'],
  delayMs: (_, snapshot) => orderPollDelayMs((snapshot.context as OrderTrackingContext).unchangedPolls),
  // The poll count grows without end; what guards and the screen read is whether it grew, and the flags.
  serializeState: (snapshot) => {
    const c = snapshot.context as OrderTrackingContext;
    return JSON.stringify([
      snapshot.value,
      c.order?.status ?? null,
      c.unchangedPolls > 0,
      c.hidden,
      c.offline,
      !!c.error,
    ]);
  },
};

describe('the order tracking machine as a model (SPEC §4 Order status)', () => {
  const { reached, cases } = modelCases(options);

  it('reaches every state', () => {
    expect([...reachedStateIds(reached as never)].sort()).toEqual(allStateIds(orderTrackingMachine).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('takes %s on a live actor', async (_, c) => {
    const result = await replay(options, c.events);
    expect(result.value).toEqual(c.expected.value);
    expect(result.context).toEqual(c.expected.context);
    expect(result.earlyDelays).toEqual([]);
  });
});

describe('the order tracking machine behaviour', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  function start(statuses: (string | null)[]) {
    const loads: string[] = [];
    const clock = new SimulatedClock();
    const machine = orderTrackingMachine.provide({
      actors: {
        loadOrder: fromPromise(async ({ input }) => {
          loads.push(input.orderId);
          const status = statuses.length > 1 ? statuses.shift() : statuses[0];
          return status === undefined ? null : ({ status } as TrackedOrder);
        }),
      },
    });
    const actor = createActor(machine, { clock, input: { orderId: '12' } }).start();
    return { actor, clock, loads };
  }

  it('maps the status to the timeline and polls until a terminal status (SPEC §4 five-step timeline)', async () => {
    const { actor, clock, loads } = start(['pending', 'on_the_way', 'delivered']);
    await tick();
    expect(actor.getSnapshot().context.step).toBe(0);
    clock.increment(5000);
    await tick();
    expect(actor.getSnapshot().context.step).toBe(3);
    clock.increment(5000);
    await tick();
    expect(actor.getSnapshot().context.step).toBe(4);
    expect(actor.getSnapshot().status).toBe('done');
    clock.increment(60_000);
    await tick();
    expect(loads).toHaveLength(3);
  });

  it('waits longer while the status does not change', async () => {
    const { clock, loads } = start(['processing']);
    await tick();
    clock.increment(5000);
    await tick();
    clock.increment(5000);
    await tick();
    expect(loads).toHaveLength(2);
    clock.increment(5000);
    await tick();
    expect(loads).toHaveLength(3);
  });

  it('does not poll while the page is hidden, and loads again at once when it is shown', async () => {
    const { actor, clock, loads } = start(['shipped']);
    await tick();
    actor.send({ type: 'page.hidden' });
    clock.increment(120_000);
    await tick();
    expect(loads).toHaveLength(1);
    actor.send({ type: 'page.visible' });
    await tick();
    expect(loads).toHaveLength(2);
  });

  it('stays offline until both the connection and the page are back', async () => {
    const { actor, loads } = start(['shipped']);
    await tick();
    actor.send({ type: 'network.offline' });
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'network.online' });
    await tick();
    expect(loads).toHaveLength(1);
    actor.send({ type: 'page.visible' });
    await tick();
    expect(loads).toHaveLength(2);
  });

  it("says the order is not found when the server has none (SPEC §8 'Order not found')", async () => {
    const { actor } = start([]);
    await tick();
    expect(actor.getSnapshot().value).toBe('notFound');
  });
});
