/**
 * What the window may ask the sync worker to watch: a collection and a Mango query, as plain data. The window
 * never holds RxDB; it sends one of these through the bridge and the worker pushes every new result back. The
 * same description keys the results a server render inlines, so hydration starts from exactly what was rendered.
 */
import type { MangoQuerySelector, MangoQuerySortPart } from 'rxdb/plugins/core';
import type { AddressDoc } from '../db/schemas/address.schema';
import type { BannerDoc } from '../db/schemas/banner.schema';
import type { CategoryDoc } from '../db/schemas/category.schema';
import type { EventDoc } from '../db/schemas/event.schema';
import type { HomeSectionDoc } from '../db/schemas/homeSection.schema';
import type { OrderDoc } from '../db/schemas/order.schema';
import type { ProductDoc } from '../db/schemas/product.schema';
import type { ProjectionDoc } from '../db/schemas/projection.schema';
import type { ReelDoc } from '../db/schemas/reel.schema';
import type { SyncStatusDoc } from '../db/schemas/syncStatus.schema';

/** The documents each watchable collection holds (payments are reached through their own calls only). */
export interface LiveDocs {
  categories: CategoryDoc;
  products: ProductDoc;
  banners: BannerDoc;
  home: HomeSectionDoc;
  sync_status: SyncStatusDoc;
  events: EventDoc;
  projections: ProjectionDoc;
  reels: ReelDoc;
  addresses: AddressDoc;
  orders: OrderDoc;
}

export type LiveCollection = keyof LiveDocs;

export interface LiveQuery<C extends LiveCollection = LiveCollection> {
  collection: C;
  selector?: MangoQuerySelector<LiveDocs[C]>;
  sort?: MangoQuerySortPart<LiveDocs[C]>[];
  limit?: number;
}

/** The collections a server render may fill: the public catalogue, never a customer's data. */
export const PAGE_COLLECTIONS = [
  'categories',
  'products',
  'banners',
  'home',
  'reels',
  'sync_status',
] as const;
export type PageCollection = (typeof PAGE_COLLECTIONS)[number];

/** The live-query results a server render used, by `liveQueryKey`: inlined in the page, then stored by the worker. */
export type PageData = Record<string, { collection: PageCollection; docs: unknown[] }>;

/** One string per distinct query, the same in the server render, the window and the worker. */
export function liveQueryKey(query: LiveQuery): string {
  return JSON.stringify([query.collection, query.selector ?? {}, query.sort ?? [], query.limit ?? null]);
}

export function isPageCollection(collection: string): collection is PageCollection {
  return (PAGE_COLLECTIONS as readonly string[]).includes(collection);
}
