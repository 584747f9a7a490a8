import { useEffect, useState } from 'react';
import type { DeliveryTime } from '../../domain';
import { useSync } from '../data/SyncContext';

/**
 * The shop's delivery times, through the sync worker, which keeps them for 5 minutes and knows the defaults for a
 * backend without them. Null until they come, and while they cannot be had: an estimate is a promise, never a guess.
 */
export function useDeliveryTimes(): readonly DeliveryTime[] | null {
  const sync = useSync();
  const [times, setTimes] = useState<readonly DeliveryTime[] | null>(null);
  useEffect(() => {
    let current = true;
    sync.deliveryTimes().then(
      (answer) => {
        if (current) setTimes(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sync]);
  return times;
}
