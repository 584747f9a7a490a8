/**
 * The one place that knows how the shop's local database is built: which collections exist, with which schemas,
 * on which storage. The window and the sync worker both open it under the same name; RxDB broadcasts writes
 * between them (multiInstance), so the UI re-renders when the worker stores fresh data.
 */
import {
  addRxPlugin,
  createRxDatabase,
  type RxCollection,
  type RxDatabase,
  type RxStorage,
} from 'rxdb/plugins/core';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { type AddressDoc, addressSchema } from './schemas/address.schema';
import { type BannerDoc, bannerSchema } from './schemas/banner.schema';
import { type CategoryDoc, categorySchema } from './schemas/category.schema';
import { type EventDoc, eventMigrations, eventSchema } from './schemas/event.schema';
import { type HomeSectionDoc, homeSectionSchema } from './schemas/homeSection.schema';
import { type OrderDoc, orderSchema } from './schemas/order.schema';
import { type PaymentDoc, paymentSchema } from './schemas/payment.schema';
import { type ProductDoc, productMigrations, productSchema } from './schemas/product.schema';
import { type ProjectionDoc, projectionSchema } from './schemas/projection.schema';
import { type ReelDoc, reelSchema } from './schemas/reel.schema';
import { type SyncStatusDoc, syncStatusSchema } from './schemas/syncStatus.schema';

export interface ShopCollections {
  categories: RxCollection<CategoryDoc>;
  products: RxCollection<ProductDoc>;
  banners: RxCollection<BannerDoc>;
  home: RxCollection<HomeSectionDoc>;
  sync_status: RxCollection<SyncStatusDoc>;
  events: RxCollection<EventDoc>;
  projections: RxCollection<ProjectionDoc>;
  reels: RxCollection<ReelDoc>;
  addresses: RxCollection<AddressDoc>;
  orders: RxCollection<OrderDoc>;
  payments: RxCollection<PaymentDoc>;
}

export type ShopDatabase = RxDatabase<ShopCollections>;

// Several tabs each run a sync worker; leader election picks the one that pushes the outbox.
addRxPlugin(RxDBLeaderElectionPlugin);
// A schema's version step migrates what an earlier build stored (product.schema.ts).
addRxPlugin(RxDBMigrationSchemaPlugin);
// The products' search index and catalogue version are kept beside them as local documents (sync-worker/localSearch.ts).
addRxPlugin(RxDBLocalDocumentsPlugin);

export const DEFAULT_DATABASE_NAME = 'gulfshop';

export interface OpenShopDatabaseOptions {
  name?: string;
  /** Browsers pass nothing (real IndexedDB); Node tests pass fake-indexeddb's `{ indexedDB, IDBKeyRange }`. */
  dexie?: Parameters<typeof getRxStorageDexie>[0];
  /** Another storage than Dexie: the server render passes RxDB's in-memory storage. */
  // biome-ignore lint/suspicious/noExplicitAny: RxDB's storage generics differ per plugin.
  storage?: RxStorage<any, any>;
  /**
   * Only these collections (the server render opens the catalogue alone: the open-source RxDB allows 13 open
   * collections per JavaScript context). The others are then absent, so only code that reads these may use it.
   */
  collections?: readonly (keyof ShopCollections)[];
  multiInstance?: boolean;
}

const SCHEMAS = {
  categories: categorySchema,
  products: productSchema,
  banners: bannerSchema,
  home: homeSectionSchema,
  sync_status: syncStatusSchema,
  events: eventSchema,
  projections: projectionSchema,
  reels: reelSchema,
  addresses: addressSchema,
  orders: orderSchema,
  payments: paymentSchema,
} as const;

/** What a collection needs besides its schema. */
const OPTIONS: Partial<Record<keyof ShopCollections, object>> = {
  products: { migrationStrategies: productMigrations, localDocuments: true },
  events: { migrationStrategies: eventMigrations },
};

export async function openShopDatabase(options: OpenShopDatabaseOptions = {}): Promise<ShopDatabase> {
  // biome-ignore lint/suspicious/noExplicitAny: RxDB's storage generics differ per plugin; the factory is typed by its collections.
  const storage: RxStorage<any, any> = options.storage ?? getRxStorageDexie(options.dexie);
  const db = await createRxDatabase<ShopCollections>({
    name: options.name ?? DEFAULT_DATABASE_NAME,
    storage,
    multiInstance: options.multiInstance ?? true,
    eventReduce: true,
    closeDuplicates: true,
  });
  const names = options.collections ?? (Object.keys(SCHEMAS) as (keyof ShopCollections)[]);
  await db.addCollections(
    Object.fromEntries(names.map((name) => [name, { schema: SCHEMAS[name], ...OPTIONS[name] }])),
  );
  return db;
}
