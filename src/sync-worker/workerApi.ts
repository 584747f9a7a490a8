import { releaseProxy } from 'comlink';
import type { Language } from './apiClient';
import type { SyncWorkerApi } from './index';
import type { SyncEngine } from './syncEngine';

/** The object comlink exposes: calls wait for the engine, which waits for the local database to open. */
export function workerApi(engine: Promise<SyncEngine>): SyncWorkerApi {
  // A callback that came through comlink holds a message port until it is released.
  const callbacks = new Map<number, { [releaseProxy]?: () => void }>();
  // Catalogue writes wait for the server render's data to be stored, so they always land after it.
  const seeded = async () => {
    const ready = await engine;
    await ready.local.whenSeeded();
    return ready;
  };
  return {
    refreshHome: async () => (await seeded()).refreshHome(),
    refreshCategories: async () => (await seeded()).catalogue.refreshCategories(),
    refreshCategoryProducts: async (categoryId) =>
      (await seeded()).catalogue.refreshCategoryProducts(categoryId),
    refreshProduct: async (productId) => (await seeded()).catalogue.refreshProduct(productId),
    search: async (text) => (await seeded()).catalogue.search(text),
    searchLocal: async (text, withDocs) => (await engine).searchLocal(text, withDocs),
    refreshReels: async () => (await seeded()).catalogue.refreshReels(),
    checkStock: async (productId) => (await engine).catalogue.checkStock(productId),
    setLanguage: async (language: Language) => (await engine).setLanguage(language),
    sendOtp: async (phone) => (await engine).account.sendOtp(phone),
    verifyOtp: async (phone, otp) => (await engine).account.verifyOtp(phone, otp),
    pushOutbox: async () => (await engine).outbox.push(),
    refreshAddresses: async () => (await engine).addresses.refresh(),
    reverseGeocode: async (lat, lng) => (await engine).geocode.reverseGeocode(lat, lng),
    refreshOrders: async () => (await engine).orders.refreshOrders(),
    loadOrder: async (orderId) => (await engine).orders.loadOrder(orderId),
    deliveryRates: async () => (await engine).checkout.deliveryRates(),
    validatePromo: async (code) => (await engine).checkout.validatePromo(code),
    initiatePayment: async (request) => (await engine).payments.initiate(request),
    paymentStatus: async (paymentId) => (await engine).payments.status(paymentId),
    openLiveQuery: async (id, query, onResult) => {
      callbacks.set(id, onResult as { [releaseProxy]?: () => void });
      await (await engine).local.openLiveQuery(id, query, onResult);
    },
    closeLiveQuery: async (id) => {
      (await engine).local.closeLiveQuery(id);
      callbacks.get(id)?.[releaseProxy]?.();
      callbacks.delete(id);
    },
    queryOnce: async (query) => (await engine).local.queryOnce(query),
    seedPage: async (page) => (await engine).local.seedPage(page),
    appendEvent: async (type, payload, options) => (await engine).local.appendEvent(type, payload, options),
    requeueEvent: async (id) => (await engine).local.events.requeue(id),
    shopState: async () => (await engine).local.events.state(),
    storePendingPayment: async (pendingOrder, orderKey, machineState) =>
      (await engine).local.payments.store(pendingOrder, orderKey, machineState),
    savePaymentSnapshot: async (invoiceId, snapshot, machineState) =>
      (await engine).local.payments.saveSnapshot(invoiceId, snapshot, machineState),
    findPendingPayment: async (invoiceId) => (await engine).local.payments.find(invoiceId),
    pendingPaymentsInStates: async (states) => (await engine).local.payments.inStates(states),
    removePendingPayment: async (invoiceId) => (await engine).local.payments.remove(invoiceId),
    removeStalePendingPayments: async (state, before) =>
      (await engine).local.payments.removeStale(state, before),
    unsentCashOrder: async () => (await engine).local.unsentCashOrder(),
    orderPaidWith: async (invoiceId) => (await engine).local.orderPaidWith(invoiceId),
    revokeSession: async () => {
      const ready = await engine;
      return ready.account.revokeSession((await ready.local.events.state()).session.token);
    },
    forgetCustomer: async () => (await engine).local.forgetCustomer(),
    unsentOrderCount: async () => (await engine).local.unsentOrderCount(),
  };
}
