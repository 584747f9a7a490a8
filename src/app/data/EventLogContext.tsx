import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { ProjectionDoc } from '../../contract';
import { type EventPayload, type EventType, makeEventId, type ProjectionState } from '../../domain';
import { useLiveSource } from './LiveSource';
import { type ShopSync, type Unsubscribe, useSync } from './SyncContext';
import { useLiveQuery } from './useLiveQuery';

/** Where screens append what the shopper does; the event log itself lives in the sync worker. */
export interface ShopEvents {
  append<T extends EventType>(
    type: T,
    payload: EventPayload<T>,
    options?: { id?: string },
  ): Promise<ProjectionState>;
  /** Puts an event the server refused back in the outbox, to be sent again under the same idempotency key. */
  requeue(id: string): Promise<void>;
  /** A fresh, time-sortable event id, for an event that must be named before it is appended (an order's key). */
  newEventId(): string;
  state(): Promise<ProjectionState>;
}

let counter = 0;

function randomSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/** An id no other tab mints: the time, a counter of this page, and a few random characters. */
function newEventId(): string {
  return makeEventId(Date.now(), counter++ % 1_679_616, randomSuffix());
}

/** The event log as the window reaches it: every call goes to the worker, which appends and folds. */
export function shopEvents(sync: Pick<ShopSync, 'appendEvent' | 'requeueEvent' | 'shopState'>): ShopEvents {
  return {
    // Named here, so an append sent again to a fresh worker (sync-bridge.ts) is appended at most once.
    append: (type, payload, options) => sync.appendEvent(type, payload, { id: options?.id ?? newEventId() }),
    requeue: (id) => sync.requeueEvent(id),
    newEventId,
    state: () => sync.shopState(),
  };
}

export function useEventLog(): ShopEvents {
  const sync = useSync();
  return useMemo(() => shopEvents(sync), [sync]);
}

const SHOP_PROJECTION = { collection: 'projections', selector: { id: 'shop' } } as const;

const stateOf = (docs: readonly unknown[] | undefined): ProjectionState | null =>
  (docs?.[0] as ProjectionDoc | undefined)?.state ?? null;

/**
 * The projections of the event log (cart, favorites, session, addresses), live across tabs and the worker; null
 * until the local database has answered once. The worker folds the log before it answers any query, so the
 * projection document exists by then.
 */
export function useShopState(): ProjectionState | null {
  return stateOf(useLiveQuery<'projections'>(SHOP_PROJECTION).docs);
}

/**
 * One value read from the projections, the component rendering again only when that value changes. For what many
 * copies of one component read (every card's favorite toggle and Add to Cart): with useShopState each re-rendered
 * on any change to the cart or the favorites, every card of the page for one tap. `select` should answer a value
 * equal by `Object.is` when nothing it reads changed (a boolean, an id), as states arrive as fresh copies.
 */
export function useShopSelection<T>(select: (state: ProjectionState | null) => T): T {
  const sync = useSync();
  const source = useLiveSource();
  // The newest state heard, read at each render; a state arriving re-renders only if it changes the selection.
  const newest = useRef<ProjectionState | null | undefined>(undefined);
  if (newest.current === undefined) newest.current = stateOf(source.initial(SHOP_PROJECTION));
  const [, changed] = useState(0);
  const selected = select(newest.current);
  const latest = useRef({ select, selected });
  latest.current = { select, selected };
  useEffect(
    () =>
      sync.subscribe(SHOP_PROJECTION, (docs) => {
        const state = stateOf(docs);
        newest.current = state;
        if (Object.is(latest.current.select(state), latest.current.selected)) return;
        startTransition(() => changed((count) => count + 1));
      }),
    [sync],
  );
  return selected;
}

/** The same projections outside React (a machine's watcher): `onState` hears every state, until unsubscribed. */
export function watchShopState(
  sync: Pick<ShopSync, 'subscribe'>,
  onState: (state: ProjectionState) => void,
): Unsubscribe {
  return sync.subscribe(SHOP_PROJECTION, (docs) => {
    const state = stateOf(docs);
    if (state) onState(state);
  });
}
