import { startTransition, useEffect, useState } from 'react';
import { type LiveCollection, type LiveDocs, type LiveQuery, liveQueryKey } from '../../contract';
import { keepUnchanged } from './keepUnchanged';
import { useLiveSource } from './LiveSource';
import { useSync } from './SyncContext';

export interface LiveQueryState<T> {
  docs: T[];
  /** False until the local database (or the server render) has answered once, so "loading" differs from "empty". */
  ready: boolean;
}

// One empty list, so a screen waiting for its first result does not see a new array on every render.
const NOTHING: never[] = [];

interface Held<T> extends LiveQueryState<T> {
  key: string | null;
}

/**
 * Subscribes a screen to a query of the local database in the sync worker. The query is plain data compared by
 * value, so callers need not memoize it; `null` means "nothing to ask yet" and reads as an empty, ready result.
 * The worker's answers render as transitions: what they bring (a carousel of cards, the whole category tree in the
 * nav panels) is drawn in slices that let a tap or a key through, not in one long task.
 */
export function useLiveQuery<C extends LiveCollection>(
  query: LiveQuery<C> | null,
): LiveQueryState<LiveDocs[C]> {
  const sync = useSync();
  const source = useLiveSource();
  const key = query ? liveQueryKey(query) : null;
  const first = (): Held<LiveDocs[C]> => {
    if (!query) return { key, docs: NOTHING, ready: true };
    const docs = source.initial(query) as LiveDocs[C][] | undefined;
    return docs ? { key, docs, ready: true } : { key, docs: NOTHING, ready: false };
  };
  const [held, setHeld] = useState(first);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query's value.
  useEffect(() => {
    if (!query) return;
    return sync.subscribe(query, (docs) =>
      startTransition(() =>
        setHeld((previous) => {
          const kept = keepUnchanged(previous.key === key ? previous.docs : NOTHING, docs as LiveDocs[C][]);
          return previous.key === key && previous.ready && kept === previous.docs
            ? previous
            : { key, docs: kept, ready: true };
        }),
      ),
    );
  }, [key, sync]);
  const current = held.key === key ? held : first();
  return { docs: current.docs, ready: current.ready };
}
