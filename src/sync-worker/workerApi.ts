import { releaseProxy } from 'comlink';
import type { SyncWorkerApi } from '../contract';
import type { Language } from './apiClient';
import type { SyncEngine } from './syncEngine';

/**
 * A call the closing database cut short never answers, nor fails: the database closes only as its worker ends
 * (a page leaving) or as a test does, and whoever asked has gone with it. Any other failure is the caller's.
 */
const unlessClosed =
  (ready: SyncEngine) =>
  (error: unknown): Promise<never> => {
    if (ready.closing) return new Promise<never>(() => undefined);
    throw error;
  };

/** The object comlink exposes: calls wait for the engine, which waits for the local database to open. */
export function workerApi(engine: Promise<SyncEngine>): SyncWorkerApi {
  // A callback that came through comlink holds a message port until it is released.
  const callbacks = new Map<number, { [releaseProxy]?: () => void }>();
  const ask = async <T>(use: (ready: SyncEngine) => T | Promise<T>): Promise<T> => {
    const ready = await engine;
    return (async () => use(ready))().catch(unlessClosed(ready));
  };
  // Catalogue writes wait for the server render's data to be stored, so they always land after it.
  const askSeeded = <T>(use: (ready: SyncEngine) => T | Promise<T>): Promise<T> =>
    ask(async (ready) => {
      await ready.local.whenSeeded();
      return use(ready);
    });
  return {
    refreshHome: () => askSeeded((ready) => ready.refreshHome()),
    refreshCategories: () => askSeeded((ready) => ready.catalogue.refreshCategories()),
    refreshCategoryProducts: (categoryId) =>
      askSeeded((ready) => ready.catalogue.refreshCategoryProducts(categoryId)),
    refreshProduct: (productId) => askSeeded((ready) => ready.catalogue.refreshProduct(productId)),
    search: (text) => askSeeded((ready) => ready.catalogue.search(text)),
    searchLocal: (text, withDocs) => ask((ready) => ready.searchLocal(text, withDocs)),
    searchSuggestions: (text) => ask((ready) => ready.searchSuggestions(text)),
    listProducts: (request) => ask((ready) => ready.listings.list(request)),
    productFacets: (scope, lang) => ask((ready) => ready.listings.facets(scope, lang)),
    countProducts: (scope, filter) => ask((ready) => ready.listings.count(scope, filter)),
    refreshReels: () => askSeeded((ready) => ready.catalogue.refreshReels()),
    checkStock: (productId) => ask((ready) => ready.catalogue.checkStock(productId)),
    setLanguage: (language: Language) => ask((ready) => ready.setLanguage(language)),
    sendOtp: (phone) => ask((ready) => ready.account.sendOtp(phone)),
    verifyOtp: (phone, otp) => ask((ready) => ready.account.verifyOtp(phone, otp)),
    pushOutbox: () => ask((ready) => ready.outbox.push()),
    retryOutboxNow: () => ask((ready) => ready.retryOutboxNow()),
    refreshAddresses: () => ask((ready) => ready.addresses.refresh()),
    reverseGeocode: (lat, lng) => ask((ready) => ready.geocode.reverseGeocode(lat, lng)),
    refreshOrders: () => ask((ready) => ready.orders.refreshOrders()),
    loadOrder: (orderId) => ask((ready) => ready.orders.loadOrder(orderId)),
    deliveryRates: () => ask((ready) => ready.checkout.deliveryRates()),
    deliveryTimes: () => ask((ready) => ready.deliveryTimes.times()),
    validatePromo: (code) => ask((ready) => ready.checkout.validatePromo(code)),
    initiatePayment: (request) => ask((ready) => ready.payments.initiate(request)),
    paymentStatus: (key) => ask((ready) => ready.payments.status(key)),
    openLiveQuery: (id, query, onResult) => {
      callbacks.set(id, onResult as { [releaseProxy]?: () => void });
      return ask((ready) => ready.local.openLiveQuery(id, query, onResult));
    },
    closeLiveQuery: async (id) => {
      callbacks.get(id)?.[releaseProxy]?.();
      callbacks.delete(id);
      return ask((ready) => ready.local.closeLiveQuery(id));
    },
    queryOnce: (query) => ask((ready) => ready.local.queryOnce(query)),
    seedPage: (page) => ask((ready) => ready.local.seedPage(page)),
    appendEvent: (type, payload, options) => ask((ready) => ready.local.appendEvent(type, payload, options)),
    requeueEvent: (id) => ask((ready) => ready.local.events.requeue(id)),
    shopState: () => ask((ready) => ready.local.events.state()),
    storePendingPayment: (pendingOrder, orderKey, machineState) =>
      ask((ready) => ready.local.payments.store(pendingOrder, orderKey, machineState)),
    savePaymentSnapshot: (invoiceId, snapshot, machineState) =>
      ask((ready) => ready.local.payments.saveSnapshot(invoiceId, snapshot, machineState)),
    findPendingPayment: (invoiceId) => ask((ready) => ready.local.payments.find(invoiceId)),
    pendingPaymentsInStates: (states) => ask((ready) => ready.local.payments.inStates(states)),
    removePendingPayment: (invoiceId) => ask((ready) => ready.local.payments.remove(invoiceId)),
    removeStalePendingPayments: (state, before) =>
      ask((ready) => ready.local.payments.removeStale(state, before)),
    unsentCashOrder: () => ask((ready) => ready.local.unsentCashOrder()),
    orderPaidWith: (invoiceId) => ask((ready) => ready.local.orderPaidWith(invoiceId)),
    revokeSession: () =>
      ask(async (ready) => ready.account.revokeSession((await ready.local.events.state()).session.token)),
    forgetCustomer: () => ask((ready) => ready.local.forgetCustomer()),
    unsentOrderCount: () => ask((ready) => ready.local.unsentOrderCount()),
  };
}
