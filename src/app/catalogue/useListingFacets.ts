import { useEffect, useState } from 'react';
import type { ListingScope } from '../../contract';
import type { ListingFacets } from '../../domain';
import { useSync } from '../data/SyncContext';
import { useLanguage } from '../shared/useLanguage';

/** What a scope's products can be filtered by, asked of the sync worker while `wanted`. */
export function useListingFacets(scope: ListingScope, wanted: boolean): ListingFacets | null {
  const sync = useSync();
  const { lang } = useLanguage();
  const [facets, setFacets] = useState<ListingFacets | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    sync
      .productFacets(scope, lang)
      .then((answer) => current && setFacets(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [sync, scope, wanted, lang]);
  return facets;
}
