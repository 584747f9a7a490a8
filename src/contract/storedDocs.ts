/**
 * The shapes of the documents the worker stores and the window reads from live queries, and of the answers beside
 * them. Types only: the schemas that define them open no database from here.
 */
export type { PaymentStore, PendingPayment } from '../db/paymentStore';
export type { AddressDoc } from '../db/schemas/address.schema';
export type { BannerDoc } from '../db/schemas/banner.schema';
export type { CategoryDoc } from '../db/schemas/category.schema';
export type { EventDoc, OutboxStatus } from '../db/schemas/event.schema';
export type { HomeSectionDoc } from '../db/schemas/homeSection.schema';
export type { OrderDoc } from '../db/schemas/order.schema';
export type { ProductDoc } from '../db/schemas/product.schema';
export type { ProjectionDoc } from '../db/schemas/projection.schema';
export type { ReelDoc } from '../db/schemas/reel.schema';
export type { SyncError, SyncStatusDoc } from '../db/schemas/syncStatus.schema';
