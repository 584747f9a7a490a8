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
 * A table written as text, a row a line: `from | event | to`, each cell trimmed. Blank lines and notes (lines that
 * start with `#`) are skipped; `${…}` values go in as written.
 */
export function rows(text: TemplateStringsArray, ...values: unknown[]): TransitionRow[] {
  return String.raw({ raw: text }, ...values)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const [from, event, to] = cells;
      if (cells.length !== 3 || !from || !event || !to)
        throw new Error(`a row is "from | event | to", not "${line}"`);
      return [from, event, to] as const;
    });
}

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

/**
 * A machine whose main state is parallel (checkout's `open`, the address form's `open`) is described by two tables:
 * `outside` says where the whole machine goes from a state outside the parallel one, and `regions` says where one
 * region goes on an event. A region with no row for an event stays where it is; a region row whose target has no
 * region ('placed') sends the whole machine there. Rows name states as the labels below do.
 */
export interface RegionalModel {
  /** The parallel state whose regions have rows of their own. */
  parallel: string;
  outside: readonly TransitionRow[];
  regions: readonly TransitionRow[];
  /** How a row names a state outside the parallel one, with the facts its guards read. */
  outsideLabel: (snapshot: AnyMachineSnapshot) => string;
  /** How a row names one region of a snapshot in the parallel state ('form.editing.mapClosed, valid'). */
  regionLabel: (region: string, state: string, snapshot: AnyMachineSnapshot) => string;
}

/** A case of one of several models (visits) of the same machine, with the options it is replayed with. */
export interface VisitCase extends ModelCase {
  options: ModelOptions;
}

function regionsOf(model: RegionalModel, snapshot: AnyMachineSnapshot) {
  const value = snapshot.value as Record<string, unknown>;
  return Object.entries(value[model.parallel] as Record<string, unknown>).map(([region, child]) => {
    const state = stateName(child);
    return { region, state, label: model.regionLabel(region, state, snapshot) };
  });
}

export function inParallel(model: RegionalModel, snapshot: AnyMachineSnapshot): boolean {
  return typeof snapshot.value === 'object' && model.parallel in (snapshot.value as object);
}

/** The state the tables say a case ends in (an outside case named by `outsideLabel`). */
export function regionalTarget(model: RegionalModel, c: ModelCase): string {
  if (!inParallel(model, c.fromSnapshot)) return expectedTarget(model.outside, c);
  const targets = regionsOf(model, c.fromSnapshot).map(({ region, state, label }) => {
    const row = model.regions.find(([from, event]) => from === label && event === c.event);
    return row ? row[2] : `${region}.${state}`;
  });
  return targets.find((target) => !target.includes('.')) ?? `${model.parallel}.{${targets.join(' & ')}}`;
}

/**
 * The model checks of a machine with a parallel state, over several visits (models with their own input and
 * events): every state in `stateIds` reached by one of them, a row for every transition outside the parallel state
 * and no row that no case takes, and each transition, replayed on a live actor with delays of the SPEC's length,
 * ending where the tables say. Returns the cases, for checks of the machine's own.
 */
export function regionalModelTests(
  visits: Record<string, ModelOptions>,
  model: RegionalModel,
  stateIds: string[],
): VisitCase[] {
  const all = Object.entries(visits).map(([visit, options]) => ({ visit, options, ...modelCases(options) }));
  const cases: VisitCase[] = all.flatMap(({ visit, options, cases }) =>
    cases.map((c) => {
      const from = inParallel(model, c.fromSnapshot) ? c.from : model.outsideLabel(c.fromSnapshot);
      return { ...c, from, name: `${visit}: ${from} --${c.event}-->`, options };
    }),
  );
  const outside = cases.filter((c) => !inParallel(model, c.fromSnapshot));
  const inside = cases.filter((c) => inParallel(model, c.fromSnapshot));

  it('reaches every state', () => {
    expect([...reachedStateIds(all.flatMap((m) => m.reached) as never)].sort()).toEqual([...stateIds].sort());
  });

  it('has a written row for every transition outside the parallel state, and no row no transition takes', () => {
    expect(missingRows(model.outside, outside)).toEqual([]);
    expect(unusedRows(model.outside, outside)).toEqual([]);
    const used = (row: TransitionRow) =>
      inside.some(
        (c) => c.event === row[1] && regionsOf(model, c.fromSnapshot).some(({ label }) => label === row[0]),
      );
    expect(model.regions.filter((row) => !used(row))).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    'takes %s to the state the tables name, on a live actor, delays to the millisecond',
    async (_, c) => {
      const result = await replay(c.options, c.events);
      expect(stateName(result.value)).toBe(regionalTarget(model, c));
      expect(result.context).toEqual(c.expected.context);
      expect(result.earlyDelays).toEqual([]);
    },
  );
  return cases;
}
