import { useEffect, useState } from 'react';
import type { ListingScope } from '../../contract';
import type { ListingFilter } from '../../domain';
import { useSync } from '../data/SyncContext';

/** How long the Filter dialog's choices must rest before the products they keep are counted again. */
const FILTER_COUNT_PAUSE_MS = 150;

/**
 * How many of a scope's stored products `filter` keeps, counted by the sync worker once the choices rest (a price
 * typed digit by digit asks once), while `wanted`; null until the first count. The last count stands while the
 * next is worked out, so the number changes in place rather than blinking away.
 */
export function useFilterCount(scope: ListingScope, filter: ListingFilter, wanted: boolean): number | null {
  const sync = useSync();
  const [count, setCount] = useState<number | null>(null);
  const key = JSON.stringify([scope, filter]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key spells the scope and the filter.
  useEffect(() => {
    if (!wanted) {
      setCount(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      sync.countProducts(scope, filter).then(
        (kept) => current && setCount(kept),
        () => undefined,
      );
    }, FILTER_COUNT_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [sync, key, wanted]);
  return count;
}
