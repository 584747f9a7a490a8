import { type DependencyList, useEffect, useState } from 'react';
import type { RxDocument, RxQuery } from 'rxdb/plugins/core';

export interface RxQueryState<T> {
  docs: T[];
  /** False until the local database has answered once, so screens can tell "loading" from "empty". */
  ready: boolean;
}

/**
 * Subscribes a screen to a live RxDB query. The query is rebuilt only when `deps` change: an inline query object
 * would re-subscribe on every render.
 */
export function useRxQuery<T>(
  makeQuery: () => RxQuery<T, RxDocument<T>[]> | null,
  deps: DependencyList,
): RxQueryState<T> {
  const [state, setState] = useState<RxQueryState<T>>({ docs: [], ready: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names the query's inputs in deps.
  useEffect(() => {
    const query = makeQuery();
    if (!query) {
      setState({ docs: [], ready: true });
      return;
    }
    const subscription = query.$.subscribe((results) => {
      setState({ docs: results.map((doc) => doc.toMutableJSON() as T), ready: true });
    });
    return () => subscription.unsubscribe();
  }, deps);
  return state;
}
