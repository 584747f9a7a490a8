/**
 * What the window, the sync worker and the server render agree on, with no database code in it: the live-query
 * descriptions and their keys, the stored documents' shapes, and the worker's API. The window reaches the worker's
 * world through here and the bridge only (DESIGN "src/db"; Biome refuses src/db and src/sync-worker in src/app).
 */
export {
  isPageCollection,
  type LiveCollection,
  type LiveDocs,
  type LiveQuery,
  liveQueryKey,
  PAGE_COLLECTIONS,
  type PageCollection,
  type PageData,
} from './liveQuery';
export type {
  AddressDoc,
  BannerDoc,
  CategoryDoc,
  EventDoc,
  HomeSectionDoc,
  OrderDoc,
  OutboxStatus,
  PaymentStore,
  PendingPayment,
  ProductDoc,
  ProjectionDoc,
  ReelDoc,
  SyncError,
  SyncStatusDoc,
} from './storedDocs';
export type {
  GeocodeAnswer,
  ListingAnswer,
  ListingRequest,
  ListingScope,
  LiveResult,
  LocalSearchAnswer,
  SearchAnswer,
  SearchSuggestionsAnswer,
  StockAnswer,
  SyncWorkerApi,
} from './workerApi';
