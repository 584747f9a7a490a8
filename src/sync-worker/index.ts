// Until the window imports it from src/contract, where it lives now.
export type { SyncWorkerApi } from '../contract';
export type { RevokeAnswer, SendOtpAnswer, VerifyOtpAnswer } from './accountSync';
export type { AddressRefresh } from './addressSync';
export { type ApiClient, type ApiResult, createApiClient, type Language } from './apiClient';
export type { CatalogueSource, SearchAnswer, StockAnswer } from './catalogueSync';
export type { GeocodeAnswer } from './geocodeSync';
export { type LiveResult, LocalData } from './localData';
export { LocalSearch } from './localSearch';
export type { OrdersRefresh } from './orderSync';
export { backoffMs, OutboxPusher, type PushReport } from './outboxPusher';
export { scheduleOutbox } from './outboxScheduler';
export type { StoredOrder } from './placedOrders';
export type { LocalSearchAnswer } from './syncEngine';
export { SyncEngine } from './syncEngine';
export type { RefreshOutcome } from './syncStatus';
export { workerApi } from './workerApi';
