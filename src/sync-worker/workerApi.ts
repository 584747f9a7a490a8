import type { Language } from './apiClient';
import type { SyncWorkerApi } from './index';
import type { SyncEngine } from './syncEngine';

/** The object comlink exposes: calls wait for the engine, which waits for the local database to open. */
export function workerApi(engine: Promise<SyncEngine>): SyncWorkerApi {
  return {
    refreshHome: async () => (await engine).refreshHome(),
    refreshCategories: async () => (await engine).catalogue.refreshCategories(),
    refreshCategoryProducts: async (categoryId) =>
      (await engine).catalogue.refreshCategoryProducts(categoryId),
    refreshProduct: async (productId) => (await engine).catalogue.refreshProduct(productId),
    search: async (text) => (await engine).catalogue.search(text),
    refreshReels: async () => (await engine).catalogue.refreshReels(),
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
  };
}
