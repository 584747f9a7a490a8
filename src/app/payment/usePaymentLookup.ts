import { useCallback, useEffect, useState } from 'react';
import { useSync } from '../data/SyncContext';
import { findPaymentReturn, type PaymentLookup } from './findPaymentReturn';

/**
 * Finds the pending order a return from the provider is about (findPaymentReturn); `retry` asks again after the
 * provider could not be asked.
 */
export function usePaymentLookup(paymentId: string): { lookup: PaymentLookup; retry: () => void } {
  const sync = useSync();
  const [lookup, setLookup] = useState<PaymentLookup>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry changes `attempt` so that the lookup runs again.
  useEffect(() => {
    let current = true;
    const settle = (found: PaymentLookup) => {
      if (current) setLookup(found);
    };
    settle({ kind: 'loading' });
    findPaymentReturn(sync, paymentId).then(settle, () => settle({ kind: 'missing' }));
    return () => {
      current = false;
    };
  }, [sync, paymentId, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { lookup, retry };
}
