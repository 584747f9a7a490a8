import { useEffect, useState } from 'react';
import type { ListingScope } from '../../contract';
import { DEFAULT_LISTING, type ListingFacets } from '../../domain';
import { useSync } from '../data/SyncContext';
import { useLanguage } from '../shared/useLanguage';

/** What a scope's products can be filtered by (issue 30), asked of the sync worker while `wanted`. */
export function useListingFacets(scope: ListingScope, wanted: boolean): ListingFacets | null {
  const sync = useSync();
  const { lang } = useLanguage();
  const [facets, setFacets] = useState<ListingFacets | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    sync
      .listProducts({ scope, listing: DEFAULT_LISTING, lang, offset: 0, limit: 0 })
      .then((answer) => current && setFacets(answer.facets))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [sync, scope, lang, wanted]);
  return facets;
}
