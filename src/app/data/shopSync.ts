/**
 * Turns the worker's API into what screens use (`ShopSync`): every call passed on, and live queries as a
 * subscription, shared by every component watching the same query and closed in the worker with the last one. `wrapCallback` is comlink's `proxy` across a
 * real worker, and the identity when a test runs the worker's API in the same thread.
 */
import { type LiveQuery, liveQueryKey } from '../../db';
import type { SyncWorkerApi } from '../../sync-worker';
import type { ShopSync } from './SyncContext';

type Callback = (docs: unknown[]) => void;

export function createShopSync(
  api: () => SyncWorkerApi,
  wrapCallback: (callback: Callback) => Callback = (callback) => callback,
): ShopSync {
  let nextQueryId = 0;
  // Many components watch the same query (the cart, the category tree): the worker runs each distinct query once,
  // and a late subscriber hears its last result at once.
  const shared = new Map<string, { listeners: Set<Callback>; last: unknown[] | null; close: () => void }>();
  const open = (query: LiveQuery, key: string) => {
    const id = nextQueryId++;
    const entry = { listeners: new Set<Callback>(), last: null as unknown[] | null, close: () => undefined };
    let live = true;
    entry.close = () => {
      live = false;
      void api().closeLiveQuery(id);
    };
    shared.set(key, entry);
    void api().openLiveQuery(
      id,
      query,
      wrapCallback((docs) => {
        if (!live) return;
        entry.last = docs;
        for (const listener of entry.listeners) listener(docs);
      }),
    );
    return entry;
  };
  const subscribe = (query: LiveQuery, onResult: Callback) => {
    const key = liveQueryKey(query);
    const entry = shared.get(key) ?? open(query, key);
    entry.listeners.add(onResult);
    if (entry.last) onResult(entry.last);
    return () => {
      entry.listeners.delete(onResult);
      if (entry.listeners.size > 0 || shared.get(key) !== entry) return;
      shared.delete(key);
      entry.close();
    };
  };
  return {
    subscribe,
    refreshHome: () => api().refreshHome(),
    setLanguage: (language) => api().setLanguage(language),
    refreshCategories: () => api().refreshCategories(),
    refreshCategoryProducts: (categoryId) => api().refreshCategoryProducts(categoryId),
    refreshProduct: (productId) => api().refreshProduct(productId),
    search: (text) => api().search(text),
    searchLocal: (text) => api().searchLocal(text),
    refreshReels: () => api().refreshReels(),
    checkStock: (productId) => api().checkStock(productId),
    sendOtp: (phone) => api().sendOtp(phone),
    verifyOtp: (phone, otp) => api().verifyOtp(phone, otp),
    refreshAddresses: () => api().refreshAddresses(),
    reverseGeocode: (lat, lng) => api().reverseGeocode(lat, lng),
    refreshOrders: () => api().refreshOrders(),
    loadOrder: (orderId) => api().loadOrder(orderId),
    deliveryRates: () => api().deliveryRates(),
    validatePromo: (code) => api().validatePromo(code),
    initiatePayment: (request) => api().initiatePayment(request),
    paymentStatus: (paymentId) => api().paymentStatus(paymentId),
    queryOnce: (query) => api().queryOnce(query),
    seedPage: (page) => api().seedPage(page),
    appendEvent: (type, payload, options) => api().appendEvent(type, payload, options),
    requeueEvent: (id) => api().requeueEvent(id),
    shopState: () => api().shopState(),
    storePendingPayment: (pendingOrder, orderKey, machineState) =>
      api().storePendingPayment(pendingOrder, orderKey, machineState),
    savePaymentSnapshot: (invoiceId, snapshot, machineState) =>
      api().savePaymentSnapshot(invoiceId, snapshot, machineState),
    findPendingPayment: (invoiceId) => api().findPendingPayment(invoiceId),
    pendingPaymentsInStates: (states) => api().pendingPaymentsInStates(states),
    removePendingPayment: (invoiceId) => api().removePendingPayment(invoiceId),
    removeStalePendingPayments: (state, before) => api().removeStalePendingPayments(state, before),
    unsentCashOrder: () => api().unsentCashOrder(),
    orderPaidWith: (invoiceId) => api().orderPaidWith(invoiceId),
    revokeSession: () => api().revokeSession(),
    forgetCustomer: () => api().forgetCustomer(),
    unsentOrderCount: () => api().unsentOrderCount(),
  };
}
