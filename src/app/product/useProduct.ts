import type { ProductDoc, SyncStatusDoc } from '../../contract';
import { useSync } from '../data/SyncContext';
import { useLiveQuery } from '../data/useLiveQuery';
import { type Refresh, useRefresh } from '../data/useRefresh';
import { useSyncStatus } from '../data/useSyncStatus';

export interface ProductData extends Refresh {
  product: ProductDoc | null;
  ready: boolean;
  syncStatus: SyncStatusDoc | null;
}

/** One product with its detail and variants (SPEC §2 Product detail): what a card stored shows at once. */
export function useProduct(productId: number): ProductData {
  const sync = useSync();
  const { docs, ready } = useLiveQuery({ collection: 'products', selector: { id: String(productId) } });
  const syncStatus = useSyncStatus(`product:${productId}`);
  const { refreshing, refresh } = useRefresh(() => sync.refreshProduct(productId), `product:${productId}`);
  return { product: docs[0] ?? null, ready, syncStatus, refreshing, refresh };
}
