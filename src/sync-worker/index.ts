import type {
  DeliveryRate,
  Order,
  PaymentInitiatePayload,
  PaymentInitiateResponse,
  PaymentStatusResponse,
  PromoValidationResponse,
} from '../domain';
import type { SendOtpAnswer, VerifyOtpAnswer } from './accountSync';
import type { AddressRefresh } from './addressSync';
import type { Language } from './apiClient';
import type { SearchAnswer, StockAnswer } from './catalogueSync';
import type { GeocodeAnswer } from './geocodeSync';
import type { OrdersRefresh } from './orderSync';
import type { PushReport } from './outboxPusher';
import type { RefreshOutcome } from './syncStatus';

/** What the app may ask of the worker, across the comlink boundary (every call is async there). */
export interface SyncWorkerApi {
  refreshHome(): Promise<RefreshOutcome>;
  refreshCategories(): Promise<RefreshOutcome>;
  refreshCategoryProducts(categoryId: number): Promise<RefreshOutcome>;
  refreshProduct(productId: number): Promise<RefreshOutcome>;
  search(text: string): Promise<SearchAnswer>;
  refreshReels(): Promise<RefreshOutcome>;
  checkStock(productId: number): Promise<StockAnswer>;
  setLanguage(language: Language): Promise<void>;
  sendOtp(phone: string): Promise<SendOtpAnswer>;
  verifyOtp(phone: string, otp: string): Promise<VerifyOtpAnswer>;
  pushOutbox(): Promise<PushReport>;
  refreshAddresses(): Promise<AddressRefresh>;
  reverseGeocode(lat: number, lng: number): Promise<GeocodeAnswer>;
  refreshOrders(): Promise<OrdersRefresh>;
  /** The order, stored; null when the server has none for this customer; throws when it could not be asked. */
  loadOrder(orderId: string): Promise<Order | null>;
  /** SPEC §9 delivery rates, cached 5 minutes; throws when they could not be fetched (the 2 KD fallback). */
  deliveryRates(): Promise<DeliveryRate[]>;
  /** SPEC §5 /getPromoValid answer (a refused code is an answer); throws when the server could not be asked. */
  validatePromo(code: string): Promise<PromoValidationResponse>;
  /** SPEC §7 /payment/initiate (aborted at 25 s); throws when no answer came, with name TimeoutError for the abort. */
  initiatePayment(request: PaymentInitiatePayload): Promise<PaymentInitiateResponse>;
  /** SPEC §7 /payment/status; throws when it could not be read, so "unknown" is never taken for "not paid". */
  paymentStatus(paymentId: string): Promise<PaymentStatusResponse>;
}

export type { SendOtpAnswer, VerifyOtpAnswer } from './accountSync';
export type { AddressRefresh } from './addressSync';
export { type ApiClient, type ApiResult, createApiClient, type Language } from './apiClient';
export type { SearchAnswer, StockAnswer } from './catalogueSync';
export type { GeocodeAnswer } from './geocodeSync';
export type { OrdersRefresh } from './orderSync';
export { backoffMs, OutboxPusher, type PushReport } from './outboxPusher';
export { scheduleOutbox } from './outboxScheduler';
export { SyncEngine } from './syncEngine';
export type { RefreshOutcome } from './syncStatus';
export { workerApi } from './workerApi';
