import { createContext, type ReactNode, useContext } from 'react';
import type { SyncWorkerApi } from '../../sync-worker';

/** What screens may ask of the sync worker. The app passes the comlink bridge; component tests pass a fake. */
export type ShopSync = Pick<
  SyncWorkerApi,
  | 'refreshHome'
  | 'setLanguage'
  | 'refreshCategories'
  | 'refreshCategoryProducts'
  | 'refreshProduct'
  | 'search'
  | 'refreshReels'
  | 'checkStock'
  | 'sendOtp'
  | 'verifyOtp'
  | 'refreshAddresses'
  | 'reverseGeocode'
  | 'refreshOrders'
  | 'loadOrder'
  | 'deliveryRates'
  | 'validatePromo'
  | 'initiatePayment'
  | 'paymentStatus'
>;

const SyncContext = createContext<ShopSync | null>(null);

export function SyncProvider({ sync, children }: { sync: ShopSync; children: ReactNode }) {
  return <SyncContext.Provider value={sync}>{children}</SyncContext.Provider>;
}

export function useSync(): ShopSync {
  const sync = useContext(SyncContext);
  if (!sync) throw new Error('useSync needs a <SyncProvider> above it');
  return sync;
}
