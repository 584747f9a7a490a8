/**
 * A live-query description run against the database: the one place the worker's live queries and a server
 * render's page data turn a description into an RxDB query, so both read exactly the same documents.
 */
import type { Observable } from 'rxjs';
import type { LiveQuery } from '../contract/liveQuery';
import type { ShopDatabase } from './database';

interface FoundDocs {
  $: Observable<{ toMutableJSON(): unknown }[]>;
  exec(): Promise<{ toMutableJSON(): unknown }[]>;
}

export function findLive(db: ShopDatabase, query: LiveQuery): FoundDocs {
  // biome-ignore lint/suspicious/noExplicitAny: the description names its collection, whose documents it selects.
  const collection = db[query.collection] as any;
  return collection.find({
    ...(query.selector ? { selector: query.selector } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
    ...(query.limit !== undefined ? { limit: query.limit } : {}),
  });
}
