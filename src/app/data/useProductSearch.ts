import { useEffect, useMemo, useState } from 'react';
import type { ProductDoc } from '../../db';
import { literalPattern, mergeSearchIds, normaliseSearchQuery } from '../../domain';
import { useDatabase } from './DatabaseContext';
import { useSync } from './SyncContext';
import { useRxQuery } from './useRxQuery';

/** Waits for a pause in typing before asking the server; the local matches update on every keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;
const LOCAL_LIMIT = 50;

export interface ProductSearch {
  query: string;
  results: ProductDoc[];
  /** True while the server has not answered for the current words: the screen says "searching", not "none". */
  searching: boolean;
}

interface ServerAnswer {
  query: string;
  ids: number[];
}

/**
 * SPEC §2 Search. The products already stored whose Arabic or English name contains the words show at once; the
 * server's search (every word, in any order) adds the rest when it answers, and its results are stored like any
 * product. A failed server search leaves the local matches alone (SPEC §8: search errors show empty results).
 */
export function useProductSearch(text: string): ProductSearch {
  const db = useDatabase();
  const sync = useSync();
  const query = normaliseSearchQuery(text);
  const [answer, setAnswer] = useState<ServerAnswer>({ query: '', ids: [] });

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

  const local = useRxQuery<ProductDoc>(
    useMemo(() => {
      if (!query) return null;
      const contains = { $regex: literalPattern(query), $options: 'i' };
      return db.products.find({
        selector: { $or: [{ name: contains }, { nameEn: contains }] },
        limit: LOCAL_LIMIT,
      });
    }, [db, query]),
  );

  const serverIds = answer.query === query ? answer.ids : [];
  const serverKey = serverIds.join(',');
  const fromServer = useRxQuery<ProductDoc>(
    useMemo(
      () => (serverKey ? db.products.find({ selector: { id: { $in: serverKey.split(',') } } }) : null),
      [db, serverKey],
    ),
  );

  const results = useMemo(() => {
    const byId = new Map([...local.docs, ...fromServer.docs].map((doc) => [doc.productId, doc]));
    const ids = mergeSearchIds(
      local.docs.map((doc) => doc.productId),
      serverKey ? serverKey.split(',').map(Number) : [],
    );
    return ids.map((id) => byId.get(id)).filter((doc): doc is ProductDoc => !!doc);
  }, [local.docs, fromServer.docs, serverKey]);

  return { query, results: query ? results : [], searching: !!query && answer.query !== query };
}
