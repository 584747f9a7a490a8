import { useCallback, useEffect, useRef, useState } from 'react';

export interface Refresh {
  /** True while the sync worker is fetching, so an empty first visit reads as loading, not as "nothing here". */
  refreshing: boolean;
  refresh: () => void;
}

/**
 * Asks the sync worker once to refresh what a screen shows, again whenever `key` changes (another category or
 * product), and on demand (Try Again). The stored data shows meanwhile and the fresh data replaces it through the
 * live queries (stale-while-revalidate). A failure is recorded by the worker in the sync status, so it is not
 * reported here.
 */
export function useRefresh(ask: () => Promise<unknown>, key: string): Refresh {
  const [refreshing, setRefreshing] = useState(true);
  const asked = useRef<string | null>(null);
  const latest = useRef(ask);
  latest.current = ask;

  const refresh = useCallback(() => {
    setRefreshing(true);
    latest
      .current()
      .catch(() => undefined)
      .finally(() => setRefreshing(false));
  }, []);

  useEffect(() => {
    // React's development double mount must not ask the worker twice for the same data.
    if (asked.current === key) return;
    asked.current = key;
    refresh();
  }, [key, refresh]);

  return { refreshing, refresh };
}
