/**
 * Model testing for machines that invoke actors and wait on delays, which `createTestModel` refuses: the graph
 * tools of `xstate/graph` list the reachable states, and every enabled transition from each of them is replayed on
 * a live actor driven by a SimulatedClock, with invoked promises settled by hand.
 */

import { expect, it } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
  SimulatedClock,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';

export interface ModelOptions {
  /** The machine with every named actor still in place: `deferredActors` replaces the promise ones. */
  machine: AnyStateMachine;
  input?: unknown;
  /** User events and the synthetic done/error/after events the graph may take, by the name a table row uses. */
  events: Record<string, EventObject>;
  /**
   * Promise actors (by src name) that the replay settles by hand when a path takes a done/error event; the event
   * names the invoke id, which may differ from the src (one src invoked from two states).
   */
  deferredActors: string[];
  /** Which part of a snapshot makes it a distinct state for the graph (default: value and whole context). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** How long a delayed transition waits (the SPEC's figure), given the snapshot it leaves. */
  delayMs: (event: EventObject, snapshot: AnyMachineSnapshot) => number;
  /**
   * How a table row names the state a transition leaves: its dotted value by default, followed by whatever the
   * guards read where the same state and event can lead to different targets (e.g. "phoneEntry, phone complete").
   */
  stateLabel?: (snapshot: AnyMachineSnapshot) => string;
}

/** A written expectation: from this state, this event leads to this state (dotted values, as `stateName`). */
export type TransitionRow = readonly [from: string, event: string, to: string];

/**
 * A state value as one string: 'codeEntry.ready' for `{ codeEntry: 'ready' }`, and parallel regions in braces,
 * 'open.{promo.editing & order.idle}' for `{ open: { promo: 'editing', order: 'idle' } }`.
 */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  const regions = Object.entries(value as Record<string, unknown>).map(
    ([parent, child]) => `${parent}.${stateName(child)}`,
  );
  return regions.length === 1 ? (regions[0] ?? '') : `{${regions.join(' & ')}}`;
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface ReplayResult {
  value: unknown;
  context: unknown;
  /** Delays that fired one millisecond early (they must be empty). */
  earlyDelays: string[];
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function replay(options: ModelOptions, events: EventObject[]): Promise<ReplayResult> {
  const clock = new SimulatedClock();
  const pending = new Map<string, Deferred>();
  const actors = Object.fromEntries(
    options.deferredActors.map((name) => [
      name,
      fromPromise(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }))),
    ]),
  );
  const machine = options.machine.provide({ actors } as never);
  const actor = createActor(machine, { clock, input: options.input as never });
  actor.start();
  const earlyDelays: string[] = [];
  for (const event of events) {
    const { type } = event;
    if (type === 'xstate.init') continue;
    if (type.startsWith('xstate.after.')) {
      const before = JSON.stringify(actor.getSnapshot().value);
      const ms = options.delayMs(event, actor.getSnapshot());
      clock.increment(ms - 1);
      if (JSON.stringify(actor.getSnapshot().value) !== before) earlyDelays.push(type);
      clock.increment(1);
    } else if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
      const name = type.replace(/^xstate\.(done|error)\.actor\./, '');
      const deferred = pending.get(name);
      if (!deferred) throw new Error(`no invoked actor ${name} is waiting`);
      pending.delete(name);
      if (type.startsWith('xstate.done')) deferred.resolve((event as { output?: unknown }).output);
      else deferred.reject((event as { error?: unknown }).error);
    } else {
      actor.send(event);
    }
    await flush();
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { value: snapshot.value, context: snapshot.context, earlyDelays };
}

export interface ModelCase {
  name: string;
  /** The state left and the event taken, as a table row names them. */
  from: string;
  event: string;
  /** The snapshot the transition leaves, for tables that read its parts (a parallel machine's regions). */
  fromSnapshot: AnyMachineSnapshot;
  events: EventObject[];
  /** XState's own next snapshot, to compare the live actor's context with. */
  expected: { value: unknown; context: unknown };
}

/** Every reachable state, and one case per enabled transition out of each: the path there plus that event. */
export function modelCases(options: ModelOptions) {
  const events = Object.entries(options.events);
  const label = options.stateLabel ?? ((snapshot: AnyMachineSnapshot) => stateName(snapshot.value));
  const paths = getShortestPaths(options.machine, {
    events: events.map(([, event]) => event),
    input: options.input,
    ...(options.serializeState ? { serializeState: options.serializeState } : {}),
  } as never);
  const reached: AnyMachineSnapshot[] = [];
  const cases: ModelCase[] = [];
  for (const path of paths) {
    const route = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
    // The path's own snapshot can be another member of its serialised class: walk the steps to get the real one.
    const from = route.reduce(
      (snapshot, event) => getNextSnapshot(options.machine, snapshot, event),
      getInitialSnapshot(options.machine, options.input as never),
    );
    reached.push(from);
    // A machine that reached a final state takes no more events, whatever its root handlers say.
    if (from.status !== 'active') continue;
    for (const [name, event] of events) {
      if (!from.can(event)) continue;
      const next = getNextSnapshot(options.machine, from, event);
      cases.push({
        name: `${label(from)} --${name}-->`,
        from: label(from),
        event: name,
        fromSnapshot: from,
        events: [...route, event],
        expected: { value: next.value, context: next.context },
      });
    }
  }
  return { reached, cases };
}

/** Every state node id of a machine, for the "every state reached" check. */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: { id: string; states: Record<string, unknown> }) => {
    ids.push(node.id);
    for (const child of Object.values(node.states)) visit(child as typeof node);
  };
  visit(machine.root as never);
  return ids;
}

export function reachedStateIds(snapshots: { _nodes: { id: string }[] }[]): Set<string> {
  return new Set(snapshots.flatMap((snapshot) => snapshot._nodes.map((node) => node.id)));
}

/** The row a case must follow: its target, or an error naming the missing row. */
export function expectedTarget(table: readonly TransitionRow[], c: ModelCase): string {
  const row = table.find(([from, event]) => from === c.from && event === c.event);
  if (!row) throw new Error(`the table has no row for ${c.from} --${c.event}-->`);
  return row[2];
}

/** Rows no case takes: the table describes a transition the machine no longer has. */
export function unusedRows(table: readonly TransitionRow[], cases: ModelCase[]): TransitionRow[] {
  return table.filter(([from, event]) => !cases.some((c) => c.from === from && c.event === event));
}

/** Cases the table has no row for, named as a row would name them. */
export function missingRows(table: readonly TransitionRow[], cases: ModelCase[]): string[] {
  const named = cases.filter((c) => !table.some(([from, event]) => from === c.from && event === c.event));
  return [...new Set(named.map((c) => `${c.from} --${c.event}-->`))];
}

/**
 * The model checks of a machine, registered in the calling describe block: it reaches every state in `stateIds`,
 * the table has a row for every transition the graph finds and none it does not, and each transition, replayed on
 * a live actor with delays of the SPEC's length, ends in the state its row names.
 */
export function modelTests(options: ModelOptions, table: readonly TransitionRow[], stateIds: string[]): void {
  const { reached, cases } = modelCases(options);

  it('reaches every state', () => {
    expect([...reachedStateIds(reached as never)].sort()).toEqual([...stateIds].sort());
  });

  it('has a written row for every transition it can take, and no row it cannot', () => {
    expect(missingRows(table, cases)).toEqual([]);
    expect(unusedRows(table, cases)).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    'takes %s to the state the table names, on a live actor, delays to the millisecond',
    async (_, c) => {
      const result = await replay(options, c.events);
      expect(stateName(result.value)).toBe(expectedTarget(table, c));
      expect(result.context).toEqual(c.expected.context);
      expect(result.earlyDelays).toEqual([]);
    },
  );
}
