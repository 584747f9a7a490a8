import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useEventLog } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import { useToast } from '../toast/useToast';
import { paymentStore } from './paymentStore';

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
    // Its own chunk: most visits have nothing to resume, and the home's first load should not carry it.
    import('./resumePendingPayments')
      .then(({ resumePendingPayments }) =>
        resumePendingPayments({
          eventLog,
          sync,
          payments: paymentStore(sync),
          onPlaced: () => toast.show('success', t('payment.resumedPlaced')),
        }),
      )
      .catch(() => undefined);
  }, [eventLog, sync, toast, t, onReturnPage]);
  return null;
}
