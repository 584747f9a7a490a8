import { useEffect, useMemo, useRef, useState } from 'react';
import type { LiveQuery, ProductDoc } from '../../db';
import { mergeSearchIds, normaliseSearchQuery } from '../../domain';
import { useSync } from './SyncContext';
import { useLiveQuery } from './useLiveQuery';

/** Waits for a pause in typing before asking the server; the local matches update on every keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;
/** The User Timing mark set when a search's local results have rendered; its detail is the query. */
export const SEARCH_RESULTS_MARK = 'search-results';

export interface ProductSearch {
  query: string;
  results: ProductDoc[];
  /** True while the server has not answered for the current words: the screen says "searching", not "none". */
  searching: boolean;
}

interface Answer {
  query: string;
  ids: number[];
}

const NONE: Answer = { query: '', ids: [] };

/** The live query of the products a search found, by id (the same description primes it and shows it). */
const productsIn = (key: string): LiveQuery<'products'> | null =>
  key ? { collection: 'products', selector: { id: { $in: key.split(',') } } } : null;

/**
 * SPEC §2 Search. On every keystroke the sync worker's search index answers which stored products the words find
 * (Arabic spellings folded, each word a prefix, ranked: src/domain/productSearch.ts), and those products show
 * through a live query by id; the server's search adds what the device has not stored yet when it answers, and
 * its results are stored like any product. A failed search leaves the other's results alone (SPEC §8: search
 * errors show empty results). While the next words are looked up, the last results stay on screen.
 */
export function useProductSearch(text: string): ProductSearch {
  const sync = useSync();
  const query = normaliseSearchQuery(text);
  const [local, setLocal] = useState<Answer>(NONE);
  const [answer, setAnswer] = useState<Answer>(NONE);
  // The worker starts reading a search's products as soon as their ids arrive, while React renders them in.
  const primed = useRef<() => void>(() => undefined);
  useEffect(() => () => primed.current(), []);

  useEffect(() => {
    if (!query) return;
    let current = true;
    sync
      .searchLocal(query)
      .then(
        (ids) => ids,
        () => [],
      )
      .then((ids) => {
        if (!current) return;
        const products = productsIn(ids.join(','));
        const release = primed.current;
        primed.current = products ? sync.subscribe(products, () => undefined) : () => undefined;
        release();
        setLocal({ query, ids });
      });
    return () => {
      current = false;
    };
  }, [query, sync]);

  useEffect(() => {
    if (!query) return;
    let current = true;
    const timer = setTimeout(() => {
      sync
        .search(query)
        .then(
          (result) => result.ids,
          () => [],
        )
        .then((ids) => {
          if (current) setAnswer({ query, ids });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, sync]);

  const localIds = local.query === query ? local.ids : null;
  const serverIds = answer.query === query ? answer.ids : [];
  const key = mergeSearchIds(localIds ?? [], serverIds).join(',');
  const found = useLiveQuery(productsIn(key));

  const ordered = useMemo(() => {
    const byId = new Map(found.docs.map((doc) => [doc.id, doc]));
    return key
      .split(',')
      .map((id) => byId.get(id))
      .filter((doc): doc is ProductDoc => !!doc);
  }, [found.docs, key]);

  // The results of the last words fully answered, shown while the current ones are looked up.
  const settled = localIds !== null && found.ready;
  const [shown, setShown] = useState<ProductDoc[]>([]);
  if (settled && shown !== ordered) setShown(ordered);

  // A User Timing mark once the words' local results are on screen: keystroke-to-results for field monitoring,
  // and what `npm run bench` measures (bench/keystroke.ts).
  useEffect(() => {
    if (settled && query) performance.mark(SEARCH_RESULTS_MARK, { detail: query });
  }, [settled, query]);

  return {
    query,
    results: query ? (settled ? ordered : shown) : [],
    searching: !!query && answer.query !== query,
  };
}
