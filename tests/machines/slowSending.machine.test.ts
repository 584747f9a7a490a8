import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { slowSendingMachine } from '../../src/machines/slowSending.machine';
import { allStateIds, type ModelOptions, modelTests, type TransitionRow } from './modelTest';

/** The bound the screens wait before they say an order is taking long (src/domain SLOW_SENDING_MS). */
const BOUND_MS = 15_000;

const events = {
  explained: { type: 'outbox.explained' },
  unexplained: { type: 'outbox.unexplained' },
  'keep waiting': { type: 'user.keepWaiting' },
  'try again': { type: 'user.tryAgain' },
  'time up': { type: 'xstate.after.slowSendingMs.slowSending.waiting' },
};

const options: ModelOptions = {
  machine: slowSendingMachine,
  events,
  deferredActors: [],
  delayMs: () => BOUND_MS,
};

/** Where each event leads: the notice only after the bound, and only while nothing explains the wait. */
const table: TransitionRow[] = [
  ['waiting', 'time up', 'slow'],
  ['waiting', 'explained', 'explained'],
  ['slow', 'keep waiting', 'waiting'],
  ['slow', 'try again', 'waiting'],
  ['slow', 'explained', 'explained'],
  ['explained', 'unexplained', 'waiting'],
];

describe('the slow-sending machine as a model', () => {
  modelTests(options, table, allStateIds(slowSendingMachine));
});

describe('an order that takes long to send, with nothing to explain why', () => {
  function start() {
    const clock = new SimulatedClock();
    let sendNow = 0;
    const machine = slowSendingMachine.provide({ actions: { sendNow: () => void sendNow++ } });
    const actor = createActor(machine, { clock }).start();
    return { actor, clock, state: () => actor.getSnapshot().value, asked: () => sendNow };
  }

  it('says so after 15 s, not a millisecond sooner', () => {
    const { clock, state } = start();
    clock.increment(BOUND_MS - 1);
    expect(state()).toBe('waiting');
    clock.increment(1);
    expect(state()).toBe('slow');
  });

  it('starts the bound again when the shopper keeps waiting, asking nothing of the outbox', () => {
    const { actor, clock, state, asked } = start();
    clock.increment(BOUND_MS);
    actor.send({ type: 'user.keepWaiting' });
    clock.increment(BOUND_MS - 1);
    expect(state()).toBe('waiting');
    clock.increment(1);
    expect(state()).toBe('slow');
    expect(asked()).toBe(0);
  });

  it('asks the outbox to send now once for each Try Again, and starts the bound again', () => {
    const { actor, clock, state, asked } = start();
    clock.increment(BOUND_MS);
    actor.send({ type: 'user.tryAgain' });
    expect(asked()).toBe(1);
    expect(state()).toBe('waiting');
    // A second press before the notice is back is no press: there is no button to press.
    actor.send({ type: 'user.tryAgain' });
    expect(asked()).toBe(1);
    clock.increment(BOUND_MS);
    actor.send({ type: 'user.tryAgain' });
    expect(asked()).toBe(2);
  });

  it('leaves the wait to the reason on screen (offline, server trouble), and counts afresh once it has gone', () => {
    const { actor, clock, state } = start();
    clock.increment(BOUND_MS - 1);
    actor.send({ type: 'outbox.explained' });
    clock.increment(BOUND_MS * 4);
    expect(state()).toBe('explained');
    actor.send({ type: 'outbox.unexplained' });
    clock.increment(BOUND_MS - 1);
    expect(state()).toBe('waiting');
    clock.increment(1);
    expect(state()).toBe('slow');
  });
});
