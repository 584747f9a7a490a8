export { DEFAULT_DATABASE_NAME, openShopDatabase, type ShopCollections, type ShopDatabase } from './database';
export {
  DEFAULT_COMPACTION_BOUND,
  EventLog,
  type EventLogOptions,
  fromEventDoc,
  toEventDoc,
} from './eventLog';
export { findLive } from './findLive';
export { forgetCustomer, unsentOrderCount } from './forgetCustomer';
export type { PaymentStore, PendingPayment } from './paymentStore';
export { PendingPayments } from './pendingPayments';
export type { AddressDoc } from './schemas/address.schema';
export type { BannerDoc } from './schemas/banner.schema';
export type { CategoryDoc } from './schemas/category.schema';
export type { EventDoc, OutboxStatus } from './schemas/event.schema';
export type { HomeSectionDoc } from './schemas/homeSection.schema';
export type { OrderDoc } from './schemas/order.schema';
export type { PaymentDoc } from './schemas/payment.schema';
export type { ProductDoc } from './schemas/product.schema';
export type { ProjectionDoc } from './schemas/projection.schema';
export type { ReelDoc } from './schemas/reel.schema';
export type { SyncError, SyncStatusDoc } from './schemas/syncStatus.schema';
