import { useCallback, useEffect, useState } from 'react';
import type { ListingAnswer, ListingScope } from '../../contract';
import type { Listing } from '../../domain';
import { useSync } from '../data/SyncContext';
import { useLanguage } from '../shared/useLanguage';

/** Cards a listing sends at first, and each "Show more" adds: a few phone screens' worth. */
export const LISTING_PAGE = 40;

export interface ProductListingView {
  answer: ListingAnswer | null;
  failed: boolean;
  showMore: () => void;
  retry: () => void;
}

/**
 * A scope's products as the sync worker sorts and filters them (issue 30). The last answer stays on screen while the
 * next is worked out; `storedAt` (when the scope's products were last stored) asks again after a refresh. A null
 * scope asks nothing.
 */
export function useProductListing(
  scope: ListingScope | null,
  listing: Listing,
  storedAt: number | null,
  pageSize = LISTING_PAGE,
): ProductListingView {
  const sync = useSync();
  const { lang } = useLanguage();
  const scopeKey = scope ? JSON.stringify(scope) : null;
  const listingKey = JSON.stringify(listing);
  const [limit, setLimit] = useState({ for: '', count: pageSize });
  const [answer, setAnswer] = useState<ListingAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Another scope or listing starts again from the first page.
  const requestKey = `${scopeKey}|${listingKey}`;
  const count = limit.for === requestKey ? limit.count : pageSize;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the scope and listing they spell; storedAt and attempt ask again.
  useEffect(() => {
    if (scopeKey === null) return;
    let current = true;
    sync
      .listProducts({ scope: JSON.parse(scopeKey), listing: JSON.parse(listingKey), lang, limit: count })
      .then(
        (next) => {
          if (!current) return;
          setAnswer(next);
          setFailed(false);
        },
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [sync, scopeKey, listingKey, lang, count, storedAt, attempt]);

  const showMore = useCallback(
    () => setLimit({ for: requestKey, count: count + pageSize }),
    [requestKey, count, pageSize],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { answer: scopeKey === null ? null : answer, failed, showMore, retry };
}
