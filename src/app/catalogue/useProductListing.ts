import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ListingScope, ProductDoc } from '../../contract';
import type { Listing } from '../../domain';
import { useSync } from '../data/SyncContext';
import { useLanguage } from '../shared/useLanguage';

/** Cards a listing asks for at a time: a few phone screens' worth. */
export const LISTING_PAGE = 40;

export interface ListedPage {
  /** How many products the listing keeps. */
  total: number;
  /** The first of them, loaded so far, in the listing's order. */
  products: ProductDoc[];
}

export interface ProductListingView {
  /** Null until the worker first answers for this scope and listing. */
  listed: ListedPage | null;
  failed: boolean;
  /** Asks for the next page, unless one is on its way or every product is loaded. */
  loadMore: () => void;
  retry: () => void;
  /**
   * Works out the first page of another sort or filter of the same products before the address asks for it, so the
   * new address renders with its list in one go; answers once it is kept, or after PREPARE_WAIT_MS regardless.
   */
  prepare: (listing: Listing) => Promise<void>;
}

/** How long a choice of sort or filter waits for its list before the address changes anyway. */
const PREPARE_WAIT_MS = 150;

/**
 * What was loaded of the last few lists, by scope, listing and language: coming Back to a list shows it at once, as
 * long as it was, so the page can be put back where the shopper left it.
 */
const remembered = new Map<string, ListedPage>();
const REMEMBERED_LISTS = 4;
/**
 * Lists prepared for a choice and not yet shown, with the `changed` they were asked under: the first render of their
 * address need not ask again, unless the stored products changed since (the whole category stored as the shopper
 * chose a sort over its first screen), and the list then came from what was stored before.
 */
const prepared = new Map<string, string>();

function remember(key: string, page: ListedPage): void {
  remembered.delete(key);
  remembered.set(key, page);
  for (const oldest of remembered.keys()) {
    if (remembered.size <= REMEMBERED_LISTS) break;
    remembered.delete(oldest);
  }
}

/**
 * A scope's products as the sync worker sorts and filters them, loaded a page at a time. `changed` is
 * anything that differs once the scope's stored products have changed (a refresh's time, the first cards): the
 * pages loaded are then asked for again, in one call. A null scope asks nothing.
 */
export function useProductListing(
  scope: ListingScope | null,
  listing: Listing,
  changed: string,
  pageSize = LISTING_PAGE,
): ProductListingView {
  const sync = useSync();
  const { lang } = useLanguage();
  const key = scope ? JSON.stringify([scope, listing, lang]) : null;
  const [state, setState] = useState<{ key: string | null; page: ListedPage | null }>(() => ({
    key,
    page: key === null ? null : (remembered.get(key) ?? null),
  }));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loading = useRef(false);
  const scopeKey = scope ? JSON.stringify(scope) : null;
  // Another sort or filter of the same products keeps the last list on screen until the new one is worked out, so
  // a choice never flashes an empty grid.
  const sameScope = state.key !== null && scopeKey !== null && state.key.startsWith(`[${scopeKey},`);
  const page =
    state.key === key
      ? state.page
      : key === null
        ? null
        : (remembered.get(key) ?? (sameScope ? state.page : null));
  const loaded = useRef(0);
  loaded.current = page?.products.length ?? 0;
  const changedNow = useRef(changed);
  changedNow.current = changed;

  const ask = useCallback(
    (requestKey: string, offset: number, limit: number, onAnswer: (answer: ListedPage) => ListedPage) => {
      const [requestScope, requestListing, requestLang] = JSON.parse(requestKey) as [
        ListingScope,
        Listing,
        'ar' | 'en',
      ];
      loading.current = true;
      return sync
        .listProducts({ scope: requestScope, listing: requestListing, lang: requestLang, offset, limit })
        .then((answer) => {
          const next = onAnswer(answer);
          remember(requestKey, next);
          return next;
        })
        .finally(() => {
          loading.current = false;
        });
    },
    [sync],
  );

  // The first pages of a new scope or listing, or every page loaded again after a change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changed` and `attempt` only ask again.
  useEffect(() => {
    if (key === null) return;
    const ready = prepared.get(key) === changed ? remembered.get(key) : undefined;
    prepared.delete(key);
    if (ready) {
      setState((shown) => (shown.key === key ? shown : { key, page: ready }));
      setFailed(false);
      return;
    }
    let current = true;
    const limit = Math.max(pageSize, remembered.get(key)?.products.length ?? loaded.current);
    ask(key, 0, limit, (answer) => answer).then(
      (next) => {
        if (!current) return;
        // A transition: a list replacing the server's first screen is rendered in slices, not in one long task.
        startTransition(() => {
          setState({ key, page: next });
          setFailed(false);
        });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [key, changed, attempt, ask, pageSize]);

  const loadMore = useCallback(() => {
    // A list kept on screen while another sort is worked out is not the one to add to.
    if (key === null || state.key !== key || !page || loading.current || page.products.length >= page.total)
      return;
    const offset = page.products.length;
    ask(key, offset, pageSize, (answer) => ({
      ...answer,
      products: [...page.products, ...answer.products],
    })).then(
      (next) => setState((current) => (current.key === key ? { key, page: next } : current)),
      () => setFailed(true),
    );
  }, [key, state.key, page, ask, pageSize]);

  const prepare = useCallback(
    (next: Listing): Promise<void> => {
      if (scope === null) return Promise.resolve();
      const nextKey = JSON.stringify([scope, next, lang]);
      const askedUnder = changedNow.current;
      const asked = ask(nextKey, 0, pageSize, (answer) => answer).then(
        () => void prepared.set(nextKey, askedUnder),
        // The address changes all the same; its own ask then fails and offers to try again.
        () => undefined,
      );
      return Promise.race([asked, new Promise<void>((resolve) => setTimeout(resolve, PREPARE_WAIT_MS))]);
    },
    [scope, lang, ask, pageSize],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { listed: page, failed, loadMore, retry, prepare };
}
