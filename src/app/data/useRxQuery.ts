import { useEffect, useState } from 'react';
import type { RxDocument, RxQuery } from 'rxdb/plugins/core';

export interface RxQueryState<T> {
  docs: T[];
  /** False until the local database has answered once, so screens can tell "loading" from "empty". */
  ready: boolean;
}

/**
 * Subscribes a screen to a live RxDB query. Callers memoize the query (`useMemo`): a new query object on every
 * render would re-subscribe on every render.
 */
export function useRxQuery<T>(query: RxQuery<T, RxDocument<T>[]> | null): RxQueryState<T> {
  const [state, setState] = useState<RxQueryState<T>>({ docs: [], ready: false });
  useEffect(() => {
    if (!query) {
      setState({ docs: [], ready: true });
      return;
    }
    const subscription = query.$.subscribe((results) => {
      setState({ docs: results.map((doc) => doc.toMutableJSON() as T), ready: true });
    });
    return () => subscription.unsubscribe();
  }, [query]);
  return state;
}
