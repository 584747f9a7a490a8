import { useEffect, useState } from 'react';
import type { DeliveryRate } from '../../domain';
import { useSync } from '../data/SyncContext';

/**
 * The delivery rates, as checkout reads them: through the sync worker, which keeps them for 5 minutes (SPEC §9).
 * Null until they come, and for good when they cannot (offline, the server failing): what reads them is a hint,
 * never a reason for an error.
 */
export function useDeliveryRates(): readonly DeliveryRate[] | null {
  const sync = useSync();
  const [rates, setRates] = useState<readonly DeliveryRate[] | null>(null);
  useEffect(() => {
    let current = true;
    sync.deliveryRates().then(
      (answer) => {
        if (current) setRates(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sync]);
  return rates;
}
