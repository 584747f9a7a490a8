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
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { type AddressDoc, addressSchema } from './schemas/address.schema';
import { type BannerDoc, bannerSchema } from './schemas/banner.schema';
import { type CategoryDoc, categorySchema } from './schemas/category.schema';
import { type EventDoc, eventSchema } from './schemas/event.schema';
import { type HomeSectionDoc, homeSectionSchema } from './schemas/homeSection.schema';
import { type OrderDoc, orderSchema } from './schemas/order.schema';
import { type PaymentDoc, paymentSchema } from './schemas/payment.schema';
import { type ProductDoc, productSchema } from './schemas/product.schema';
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

export const DEFAULT_DATABASE_NAME = 'gulfshop';

export interface OpenShopDatabaseOptions {
  name?: string;
  /** Browsers pass nothing (real IndexedDB); Node tests pass fake-indexeddb's `{ indexedDB, IDBKeyRange }`. */
  dexie?: Parameters<typeof getRxStorageDexie>[0];
  multiInstance?: boolean;
}

export async function openShopDatabase(options: OpenShopDatabaseOptions = {}): Promise<ShopDatabase> {
  // biome-ignore lint/suspicious/noExplicitAny: RxDB's storage generics differ per plugin; the factory is typed by its collections.
  const storage: RxStorage<any, any> = getRxStorageDexie(options.dexie);
  const db = await createRxDatabase<ShopCollections>({
    name: options.name ?? DEFAULT_DATABASE_NAME,
    storage,
    multiInstance: options.multiInstance ?? true,
    eventReduce: true,
    closeDuplicates: true,
  });
  await db.addCollections({
    categories: { schema: categorySchema },
    products: { schema: productSchema },
    banners: { schema: bannerSchema },
    home: { schema: homeSectionSchema },
    sync_status: { schema: syncStatusSchema },
    events: { schema: eventSchema },
    projections: { schema: projectionSchema },
    reels: { schema: reelSchema },
    addresses: { schema: addressSchema },
    orders: { schema: orderSchema },
    payments: { schema: paymentSchema },
  });
  return db;
}
