import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useEventLog } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import { useTranslation } from '../i18n/translation';
import { useToast } from '../toast/useToast';
import { paymentStore } from './paymentStore';
import { DECLINED_KEPT_MS, UNFINISHED_STATES } from './pendingStates';

/** The return pages resume the payment they were sent back for themselves. */
const RETURN_PATHS = ['/payment-callback', '/payment-success'];

let resumedThisVisit = false;

/**
 * Once per page load: finishes card payments a previous visit left between the provider and the order, and says
 * so with a toast. Renders nothing; it sits inside the toast provider.
 */
export function PaymentResume(): null {
  const eventLog = useEventLog();
  const sync = useSync();
  const toast = useToast();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onReturnPage = RETURN_PATHS.includes(pathname);

  useEffect(() => {
    if (resumedThisVisit || onReturnPage) return;
    resumedThisVisit = true;
    // The machine and xstate are their own chunk, loaded only when the worker holds a payment to resume: most
    // visits have none, and a first visit should not carry them.
    const payments = paymentStore(sync);
    payments
      .inStates(UNFINISHED_STATES)
      .then(async (pending) => {
        if (!pending.length) return payments.removeStale('failed', Date.now() - DECLINED_KEPT_MS);
        const { resumePendingPayments } = await import('./resumePendingPayments');
        return resumePendingPayments({
          eventLog,
          sync,
          payments,
          onPlaced: () => toast.show('success', t('payment.resumedPlaced')),
        });
      })
      .catch(() => undefined);
  }, [eventLog, sync, toast, t, onReturnPage]);
  return null;
}
