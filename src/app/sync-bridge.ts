/**
 * The single bridge to the sync worker: nothing else in the app touches the Worker. The worker's API is imported
 * as a type only, so none of its code (fetch, zod schemas) lands in the main bundle. Calls made before the worker
 * has started are queued by comlink's message port.
 */
import { type Remote, wrap } from 'comlink';
import type { SyncWorkerApi } from '../sync-worker';
import type { ShopSync } from './data/SyncContext';

let remote: Remote<SyncWorkerApi> | null = null;

function worker(): Remote<SyncWorkerApi> {
  remote ??= wrap<SyncWorkerApi>(
    new Worker(new URL('../sync-worker/worker.ts', import.meta.url), { type: 'module', name: 'sync' }),
  );
  return remote;
}

export const syncBridge: ShopSync = {
  refreshHome: () => worker().refreshHome(),
  setLanguage: (language) => worker().setLanguage(language),
  refreshCategories: () => worker().refreshCategories(),
  refreshCategoryProducts: (categoryId) => worker().refreshCategoryProducts(categoryId),
  refreshProduct: (productId) => worker().refreshProduct(productId),
  search: (text) => worker().search(text),
  refreshReels: () => worker().refreshReels(),
  checkStock: (productId) => worker().checkStock(productId),
  sendOtp: (phone) => worker().sendOtp(phone),
  verifyOtp: (phone, otp) => worker().verifyOtp(phone, otp),
  refreshAddresses: () => worker().refreshAddresses(),
  reverseGeocode: (lat, lng) => worker().reverseGeocode(lat, lng),
  refreshOrders: () => worker().refreshOrders(),
  loadOrder: (orderId) => worker().loadOrder(orderId),
  deliveryRates: () => worker().deliveryRates(),
  validatePromo: (code) => worker().validatePromo(code),
  initiatePayment: (request) => worker().initiatePayment(request),
  paymentStatus: (paymentId) => worker().paymentStatus(paymentId),
};
