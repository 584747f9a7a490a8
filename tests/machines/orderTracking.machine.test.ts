import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type OrderTrackingContext,
  orderTrackingMachine,
  type TrackedOrder,
} from '../../src/machines/orderTracking.machine';
import { allStateIds, type ModelOptions, modelTests, stateName, type TransitionRow } from './modelTest';

const events = {
  'page hidden': { type: 'page.hidden' },
  'page visible': { type: 'page.visible' },
  offline: { type: 'network.offline' },
  online: { type: 'network.online' },
  retry: { type: 'user.retry' },
  'loaded pending': { type: 'xstate.done.actor.loadOrder', output: { status: 'pending' } },
  'loaded shipped': { type: 'xstate.done.actor.loadOrder', output: { status: 'shipped' } },
  'loaded delivered': { type: 'xstate.done.actor.loadOrder', output: { status: 'delivered' } },
  'not found': { type: 'xstate.done.actor.loadOrder', output: null },
  'load failed': { type: 'xstate.error.actor.loadOrder', error: new TypeError('fetch failed') },
  'poll time up': { type: 'xstate.after.pollDelay.orderTracking.tracking.waiting' },
};

/** docs/DECISIONS.md: polling starts at 5 s and doubles while the status stays the same, up to 60 s. */
const pollDelayMs = (unchangedPolls: number) => Math.min(60_000, 5_000 * 2 ** unchangedPolls);

const options: ModelOptions = {
  machine: orderTrackingMachine,
  input: { orderId: '12' },
  events,
  deferredActors: ['loadOrder'],
  delayMs: (_, snapshot) => pollDelayMs((snapshot.context as OrderTrackingContext).unchangedPolls),
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
  // Tracking pauses while the page is hidden or the device offline, and resumes when both are over.
  stateLabel: (snapshot) => {
    const c = snapshot.context as OrderTrackingContext;
    return [stateName(snapshot.value), c.hidden && 'hidden', c.offline && 'offline']
      .filter(Boolean)
      .join(', ');
  },
};

/** Where each event leads (SPEC §4 Order status; pausing and resuming as docs/DECISIONS.md says). */
const table: TransitionRow[] = [
  ['loading', 'page hidden', 'loading'],
  ['loading', 'page visible', 'loading'],
  ['loading', 'offline', 'loading'],
  ['loading', 'online', 'loading'],
  ['loading', 'loaded pending', 'tracking.waiting'],
  ['loading', 'loaded shipped', 'tracking.waiting'],
  ['loading', 'loaded delivered', 'finished'],
  ['loading', 'not found', 'notFound'],
  ['loading', 'load failed', 'tracking.waiting'],
  ['loading, hidden', 'page hidden', 'loading'],
  ['loading, hidden', 'page visible', 'loading'],
  ['loading, hidden', 'offline', 'loading'],
  ['loading, hidden', 'online', 'loading'],
  ['loading, hidden', 'loaded pending', 'tracking.paused'],
  ['loading, hidden', 'loaded shipped', 'tracking.paused'],
  ['loading, hidden', 'loaded delivered', 'finished'],
  ['loading, hidden', 'not found', 'notFound'],
  ['loading, hidden', 'load failed', 'tracking.paused'],
  ['loading, offline', 'page hidden', 'loading'],
  ['loading, offline', 'page visible', 'loading'],
  ['loading, offline', 'offline', 'loading'],
  ['loading, offline', 'online', 'loading'],
  ['loading, offline', 'loaded pending', 'tracking.paused'],
  ['loading, offline', 'loaded shipped', 'tracking.paused'],
  ['loading, offline', 'loaded delivered', 'finished'],
  ['loading, offline', 'not found', 'notFound'],
  ['loading, offline', 'load failed', 'tracking.paused'],
  ['tracking.waiting', 'page hidden', 'tracking.paused'],
  ['tracking.waiting', 'page visible', 'tracking.waiting'],
  ['tracking.waiting', 'offline', 'tracking.paused'],
  ['tracking.waiting', 'online', 'tracking.waiting'],
  ['tracking.waiting', 'retry', 'loading'],
  ['tracking.waiting', 'poll time up', 'loading'],
  ['notFound', 'page hidden', 'notFound'],
  ['notFound', 'page visible', 'notFound'],
  ['notFound', 'offline', 'notFound'],
  ['notFound', 'online', 'notFound'],
  ['notFound', 'retry', 'loading'],
  ['loading, hidden, offline', 'page hidden', 'loading'],
  ['loading, hidden, offline', 'page visible', 'loading'],
  ['loading, hidden, offline', 'offline', 'loading'],
  ['loading, hidden, offline', 'online', 'loading'],
  ['loading, hidden, offline', 'loaded pending', 'tracking.paused'],
  ['loading, hidden, offline', 'loaded shipped', 'tracking.paused'],
  ['loading, hidden, offline', 'loaded delivered', 'finished'],
  ['loading, hidden, offline', 'not found', 'notFound'],
  ['loading, hidden, offline', 'load failed', 'tracking.paused'],
  ['tracking.paused, hidden', 'page hidden', 'tracking.paused'],
  ['tracking.paused, hidden', 'page visible', 'loading'],
  ['tracking.paused, hidden', 'offline', 'tracking.paused'],
  ['tracking.paused, hidden', 'online', 'tracking.paused'],
  ['tracking.paused, hidden', 'retry', 'loading'],
  ['notFound, hidden', 'page hidden', 'notFound'],
  ['notFound, hidden', 'page visible', 'notFound'],
  ['notFound, hidden', 'offline', 'notFound'],
  ['notFound, hidden', 'online', 'notFound'],
  ['notFound, hidden', 'retry', 'loading'],
  ['tracking.paused, offline', 'page hidden', 'tracking.paused'],
  ['tracking.paused, offline', 'page visible', 'tracking.paused'],
  ['tracking.paused, offline', 'offline', 'tracking.paused'],
  ['tracking.paused, offline', 'online', 'loading'],
  ['tracking.paused, offline', 'retry', 'loading'],
  ['notFound, offline', 'page hidden', 'notFound'],
  ['notFound, offline', 'page visible', 'notFound'],
  ['notFound, offline', 'offline', 'notFound'],
  ['notFound, offline', 'online', 'notFound'],
  ['notFound, offline', 'retry', 'loading'],
  ['tracking.paused, hidden, offline', 'page hidden', 'tracking.paused'],
  ['tracking.paused, hidden, offline', 'page visible', 'tracking.paused'],
  ['tracking.paused, hidden, offline', 'offline', 'tracking.paused'],
  ['tracking.paused, hidden, offline', 'online', 'tracking.paused'],
  ['tracking.paused, hidden, offline', 'retry', 'loading'],
  ['notFound, hidden, offline', 'page hidden', 'notFound'],
  ['notFound, hidden, offline', 'page visible', 'notFound'],
  ['notFound, hidden, offline', 'offline', 'notFound'],
  ['notFound, hidden, offline', 'online', 'notFound'],
  ['notFound, hidden, offline', 'retry', 'loading'],
];

describe('the order tracking machine as a model (SPEC §4 Order status)', () => {
  modelTests(options, table, allStateIds(orderTrackingMachine));
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
