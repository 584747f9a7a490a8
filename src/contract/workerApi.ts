/**
 * What the window may ask of the sync worker, across the comlink boundary (every call is async there). A type only:
 * the window holds none of the worker's code, and the answers it names are plain data.
 */
import type { PendingPayment } from '../db/paymentStore';
import type { CategoryDoc } from '../db/schemas/category.schema';
import type { ProductDoc } from '../db/schemas/product.schema';
import type { SyncError } from '../db/schemas/syncStatus.schema';
import type {
  DeliveryRate,
  DeliveryTime,
  EventPayload,
  EventType,
  Listing,
  ListingFacets,
  ListingFilter,
  Order,
  PaymentInitiatePayload,
  PaymentInitiateResponse,
  PaymentStatusKey,
  PaymentStatusResponse,
  PendingOrder,
  ProjectionState,
  PromoValidationResponse,
} from '../domain';
import type { RevokeAnswer, SendOtpAnswer, VerifyOtpAnswer } from '../sync-worker/accountSync';
import type { AddressRefresh } from '../sync-worker/addressSync';
import type { Language } from '../sync-worker/apiClient';
import type { GeocodeAnswer } from '../sync-worker/geocodeSync';

export type { GeocodeAnswer };

import type { OrdersRefresh } from '../sync-worker/orderSync';
import type { PushReport } from '../sync-worker/outboxPusher';
import type { StoredOrder } from '../sync-worker/placedOrders';
import type { RefreshOutcome } from '../sync-worker/syncStatus';
import type { LiveQuery, PageData } from './liveQuery';

/** Hears each new result of a live query, as plain documents. */
export type LiveResult = (docs: unknown[]) => void;

/** What the search index found: every product id, best first, and the documents of the first few, in that order. */
export interface LocalSearchAnswer {
  ids: number[];
  docs: ProductDoc[];
}

/** What a search that found nothing offers instead (src/domain/search/searchSuggestions.ts). */
export interface SearchSuggestionsAnswer {
  /** Queries that find something, nearest first, written as the shopper wrote the rest. */
  spellings: string[];
  /** The stored categories nearest the words, nearest first. */
  categories: CategoryDoc[];
}

export interface SearchAnswer {
  /** The server's matches in its order (names starting with the query first), already stored locally. */
  ids: number[];
  /** Why the server could not answer; the screen then shows the local matches alone. */
  error: SyncError | null;
}

/** The check before a quick add (SPEC §4; docs/API.md /hasVariants). */
export interface StockAnswer {
  variantCount: number;
  quantity: number;
}

/** The products a listing reads: a category's (with its subcategories'), or a search's results in their order. */
export type ListingScope = { categoryIds: number[] } | { productIds: number[] };

export interface ListingRequest {
  scope: ListingScope;
  listing: Listing;
  lang: Language;
  /** The listed products to send: `limit` of them from the `offset`th. */
  offset: number;
  limit: number;
}

export interface ListingAnswer {
  /** How many products the listing keeps. */
  total: number;
  /** Those from `offset`, at most `limit`, in the listing's order. */
  products: ProductDoc[];
}

export interface SyncWorkerApi {
  refreshHome(): Promise<RefreshOutcome>;
  refreshCategories(): Promise<RefreshOutcome>;
  refreshCategoryProducts(categoryId: number): Promise<RefreshOutcome>;
  refreshProduct(productId: number): Promise<RefreshOutcome>;
  search(text: string): Promise<SearchAnswer>;
  /**
   * The stored products the words find, best first, from the worker's search index (SPEC §2 Search), with the
   * documents of the first `withDocs` of them.
   */
  searchLocal(text: string, withDocs: number): Promise<LocalSearchAnswer>;
  /** What to offer for words that find nothing: spellings that find something and the nearest categories. */
  searchSuggestions(text: string): Promise<SearchSuggestionsAnswer>;
  /** The stored products of a scope, sorted and filtered, so it works offline. */
  listProducts(request: ListingRequest): Promise<ListingAnswer>;
  /** What a scope's stored products can be filtered by, its values ordered for `lang`'s shopper. */
  productFacets(scope: ListingScope, lang: Language): Promise<ListingFacets>;
  /** How many of a scope's stored products `filter` keeps: what the Filter dialog's Apply will show. */
  countProducts(scope: ListingScope, filter: ListingFilter): Promise<number>;
  refreshReels(): Promise<RefreshOutcome>;
  checkStock(productId: number): Promise<StockAnswer>;
  setLanguage(language: Language): Promise<void>;
  sendOtp(phone: string): Promise<SendOtpAnswer>;
  verifyOtp(phone: string, otp: string): Promise<VerifyOtpAnswer>;
  pushOutbox(): Promise<PushReport>;
  /**
   * A shopper's "Try again" on an order that is taking long: asks whichever tab's worker leads to send what waits
   * in the outbox now, under the same idempotency keys, so it never makes a second order. The worker asked never
   * pushes for it unless it leads (one writer).
   */
  retryOutboxNow(): Promise<void>;
  refreshAddresses(): Promise<AddressRefresh>;
  reverseGeocode(lat: number, lng: number): Promise<GeocodeAnswer>;
  refreshOrders(): Promise<OrdersRefresh>;
  /** The order, stored; null when the server has none for this customer; throws when it could not be asked. */
  loadOrder(orderId: string): Promise<Order | null>;
  /** SPEC §9 delivery rates, cached 5 minutes; throws when they could not be fetched (the 2 KD fallback). */
  deliveryRates(): Promise<DeliveryRate[]>;
  /** How long delivery takes (docs/API.md "Delivery estimates"), the shop's defaults without the call; null when unknown. */
  deliveryTimes(): Promise<DeliveryTime[] | null>;
  /** SPEC §5 /getPromoValid answer (a refused code is an answer); throws when the server could not be asked. */
  validatePromo(code: string): Promise<PromoValidationResponse>;
  /** SPEC §7 /payment/initiate (aborted at 25 s); throws when no answer came, with name TimeoutError for the abort. */
  initiatePayment(request: PaymentInitiatePayload): Promise<PaymentInitiateResponse>;
  /**
   * SPEC §7 /payment/status, by an attempt's PaymentId or by the invoice id; throws when it could not be read, so
   * "unknown" is never taken for "not paid".
   */
  paymentStatus(key: PaymentStatusKey): Promise<PaymentStatusResponse>;

  /** Watches a query of the local database: `onResult` hears every result until `closeLiveQuery(id)`. */
  openLiveQuery(id: number, query: LiveQuery, onResult: LiveResult): Promise<void>;
  closeLiveQuery(id: number): Promise<void>;
  queryOnce(query: LiveQuery): Promise<unknown[]>;
  /** Stores the data a server render inlined in the page, before any live query answers. */
  seedPage(page: PageData): Promise<void>;

  /** Appends a domain event and folds it into the projection (DESIGN "Event sourcing"). */
  appendEvent<T extends EventType>(
    type: T,
    payload: EventPayload<T>,
    options?: { id?: string },
  ): Promise<ProjectionState>;
  /** Puts an event the server refused back in the outbox, under the same idempotency key. */
  requeueEvent(id: string): Promise<void>;
  shopState(): Promise<ProjectionState>;

  storePendingPayment(pendingOrder: PendingOrder, orderKey: string, machineState: string): Promise<void>;
  savePaymentSnapshot(invoiceId: string, snapshot: unknown, machineState: string): Promise<void>;
  findPendingPayment(invoiceId: string): Promise<PendingPayment | null>;
  pendingPaymentsInStates(states: readonly string[]): Promise<PendingPayment[]>;
  removePendingPayment(invoiceId: string): Promise<void>;
  removeStalePendingPayments(state: string, before: number): Promise<void>;
  /** The cash order still waiting in the outbox from an earlier visit, if any. */
  unsentCashOrder(): Promise<StoredOrder | null>;
  /** The sent order that paid with this invoice, if any. */
  orderPaidWith(invoiceId: string): Promise<StoredOrder | null>;

  /**
   * Logout and Delete Account: revokes the session's token on the server (POST
   * /customer/logout). `revoked` is false when the server could not be reached; the device forgets it anyway.
   */
  revokeSession(): Promise<RevokeAnswer>;
  /** Delete Account on this device: every personal record of the customer is removed (src/db/forgetCustomer.ts). */
  forgetCustomer(): Promise<ProjectionState>;
  /** Orders placed here that the outbox has not delivered yet: Delete Account warns before it drops them. */
  unsentOrderCount(): Promise<number>;
}
