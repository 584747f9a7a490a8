import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { LiveQuery, ProductDoc } from '../../contract';
import { mergeSearchIds, normaliseSearchQuery } from '../../domain';
import { useSync } from '../data/SyncContext';
import { useLiveQuery } from '../data/useLiveQuery';

/** Waits for a pause in typing before asking the server; the local matches update on every keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;
/** The User Timing mark set when a search's local results have rendered; its detail is the query. */
export const SEARCH_RESULTS_MARK = 'search-results';
/**
 * The results a phone's screen shows under the search bar: a key's first render shows these, and the worker sends
 * their documents with its answer; the rest of the list follows through the live query.
 */
export const FIRST_RESULTS = 10;

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

interface LocalAnswer extends Answer {
  /** The first found documents as the worker read them with its answer, by id. */
  docs: Map<string, ProductDoc>;
}

const NONE: Answer = { query: '', ids: [] };
const CATALOGUE_STATUS: LiveQuery<'sync_status'> = {
  collection: 'sync_status',
  selector: { id: 'catalogue' },
};
const NONE_LOCAL: LocalAnswer = { ...NONE, docs: new Map() };
const NO_RESULTS: ProductDoc[] = [];

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
  const [local, setLocal] = useState<LocalAnswer>(NONE_LOCAL);
  const [answer, setAnswer] = useState<Answer>(NONE);
  // Searching starts the catalogue's refresh (syncEngine.searchLocal): words typed before it reached the device are
  // looked up again once it has, so the overlay fills in without another key.
  const catalogue = useLiveQuery(CATALOGUE_STATUS);
  const catalogueStoredAt = catalogue.docs[0]?.lastSuccessAt ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly stored catalogue asks the same words again.
  useEffect(() => {
    if (!query) return;
    let current = true;
    sync
      .searchLocal(query, FIRST_RESULTS)
      .catch(() => ({ ids: [], docs: [] }))
      .then(({ ids, docs }) => {
        if (!current) return;
        // Rendered in this task: a render left to React's scheduler is one more task to queue, behind a frame
        // when one falls due, between the worker's answer and the results the shopper is waiting for.
        flushSync(() => setLocal({ query, ids, docs: new Map(docs.map((doc) => [doc.id, doc])) }));
      });
    return () => {
      current = false;
    };
  }, [query, sync, catalogueStoredAt]);

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
  // Keeps the shown products live (a stock change, a product the server's search found and the worker stored).
  const found = useLiveQuery(productsIn(key));

  const ordered = useMemo(() => {
    const live = new Map(found.docs.map((doc) => [doc.id, doc]));
    return key
      .split(',')
      .map((id) => live.get(id) ?? local.docs.get(id))
      .filter((doc): doc is ProductDoc => !!doc);
  }, [found.docs, key, local.docs]);

  // The results of the last words answered, shown while the current ones are looked up. The worker's answer
  // brings the first matches' documents, so a screenful shows before the live query has answered; the rest of the
  // list joins it when the live query does.
  const settled =
    localIds !== null &&
    (found.ready ||
      key
        .split(',')
        .slice(0, FIRST_RESULTS)
        .every((id) => !id || local.docs.has(id)));
  const [shown, setShown] = useState<ProductDoc[]>(NO_RESULTS);
  // A cleared field starts the next words afresh: the results of words no longer there never come back while the
  // new ones are looked up (they showed for a moment, and rendered fifty rows the new words did not need).
  const results = query ? (settled ? ordered : shown) : NO_RESULTS;
  if (shown !== results) setShown(results);

  // A User Timing mark once the words' local results are in the document, ready for the next frame: keystroke-to-
  // results for field monitoring, and what `npm run bench` measures (bench/keystroke.ts). Set as the results commit
  // (a layout effect), not in a passive effect, which the scheduler may run before or after the paint and behind
  // other tasks, so it would time the queue rather than the search.
  useLayoutEffect(() => {
    if (settled && query) performance.mark(SEARCH_RESULTS_MARK, { detail: query });
  }, [settled, query]);

  return {
    query,
    results,
    searching: !!query && answer.query !== query,
  };
}
