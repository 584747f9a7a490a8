/**
 * Where the provider sends the shopper back (SPEC §2 Payment-callback and Payment-success). The page finds the
 * pending order of the invoice the paymentId belongs to (findPaymentReturn), restores its cardPayment machine, and lets the machine verify the payment
 * and create the order exactly once; reloading, or opening the page in a second tab, restores the same machine and
 * the same order key, so it never makes a second order.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PendingPayment } from '../../contract';
import { SlowSendingNotice } from '../checkout/SlowSendingNotice';
import { type OutboxWait, useOutboxWait } from '../data/useSyncStatus';
import { errorText } from '../i18n/errorText';
import { useTranslation } from '../i18n/translation';
import {
  ContinueShopping,
  PaidOrderSummary,
  PaymentMessage,
  PaymentWaiting,
  TryAgainAtCheckout,
} from './PaymentViews';
import { restoreCardPayment } from './restoreCardPayment';
import { useCardPayment } from './useCardPayment';
import { usePaymentLookup } from './usePaymentLookup';

/** `callback` goes on to the thank-you page after 2 s; `success` stays and shows the paid order. */
export type PaymentReturnMode = 'callback' | 'success';

function useThankYou() {
  const navigate = useNavigate();
  return useCallback(
    (orderId: string | null) =>
      navigate('/thank-you', { replace: true, state: { orderId, paymentMethod: 'card' } }),
    [navigate],
  );
}

export function PaymentReturn({ mode }: { mode: PaymentReturnMode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paymentId = (params.get('paymentId') ?? '').trim();
  const { lookup, retry } = usePaymentLookup(paymentId);
  const thankYou = useThankYou();
  const alreadyPlaced = lookup.kind === 'placed' && mode === 'callback' ? lookup.orderId : undefined;

  useEffect(() => {
    if (alreadyPlaced !== undefined) thankYou(alreadyPlaced);
  }, [alreadyPlaced, thankYou]);

  switch (lookup.kind) {
    case 'pending':
      return (
        <PaymentInProgress
          key={lookup.pending.invoiceId}
          pending={lookup.pending}
          paymentId={paymentId}
          mode={mode}
        />
      );
    case 'placed':
      return mode === 'success' ? (
        <PaidOrderSummary orderId={lookup.orderId} order={lookup.order} />
      ) : (
        <PaymentWaiting
          title={t('payment.successful')}
          message={t('payment.toThankYou')}
          paid
          order={lookup.order}
        />
      );
    case 'unanswered':
      return (
        <PaymentMessage
          title={t('payment.title')}
          message={t('payment.errors.failedToCheckPaymentStatus')}
          tone="error"
        >
          <button type="button" className="button" onClick={retry}>
            {t('payment.retry')}
          </button>
          <ContinueShopping />
        </PaymentMessage>
      );
    case 'invalid':
    case 'missing':
      return (
        <PaymentMessage
          title={t('payment.title')}
          message={t(
            lookup.kind === 'invalid'
              ? 'payment.errors.invalidPaymentReference'
              : 'payment.errors.noPendingOrder',
          )}
          tone="error"
        >
          <TryAgainAtCheckout />
          <ContinueShopping />
        </PaymentMessage>
      );
    default:
      return (
        <PaymentWaiting
          title={t('payment.title')}
          message={t('payment.verifying')}
          paid={false}
          order={null}
        />
      );
  }
}

interface InProgressProps {
  pending: PendingPayment;
  paymentId: string;
  mode: PaymentReturnMode;
}

function PaymentInProgress({ pending, paymentId, mode }: InProgressProps) {
  const { t, i18n } = useTranslation();
  const thankYou = useThankYou();
  const restored = useMemo(() => restoreCardPayment(pending), [pending]);
  const [shown, setShown] = useState(false);
  const wait = useOutboxWait();
  const { snapshot, send, waiting } = useCardPayment({
    restored,
    onThankYou: mode === 'callback' ? thankYou : () => setShown(true),
  });

  useEffect(() => {
    // Re-enter whatever the page was doing when it went away, or start verifying this return.
    send({ type: 'app.resumed' });
    send({ type: 'payment.callbackReceived', paymentId });
  }, [send, paymentId]);

  const { context } = snapshot;
  const state = String(snapshot.value);
  if (state === 'paid' || state === 'done' || shown) {
    return mode === 'success' ? (
      <PaidOrderSummary orderId={context.orderId} order={context.order} />
    ) : (
      <PaymentWaiting
        title={t('payment.successful')}
        message={t('payment.toThankYou')}
        paid
        order={context.order}
      >
        {/* SPEC §2 waits 2 s before the thank-you; a shopper who has read enough need not. */}
        <button type="button" className="button" onClick={() => thankYou(context.orderId)}>
          {t('payment.seeConfirmation')}
        </button>
      </PaymentWaiting>
    );
  }
  const error = errorText(t, i18n, 'payment.errors', context.error);
  if (state === 'failed') {
    return (
      <PaymentMessage title={t('payment.errorTitle')} message={error} tone="error">
        <TryAgainAtCheckout />
        <ContinueShopping />
      </PaymentMessage>
    );
  }
  if (state === 'verifyFailed' || state === 'orderFailed') {
    return (
      <PaymentMessage title={t('payment.title')} message={error} tone="error">
        <button type="button" className="button" onClick={() => send({ type: 'user.retry' })}>
          {t('payment.retry')}
        </button>
        <ContinueShopping />
      </PaymentMessage>
    );
  }
  const creating = state === 'creatingOrder';
  const progress = creating ? creatingOrderKey(waiting ? wait : null) : 'payment.verifying';
  return (
    <PaymentWaiting
      title={t('payment.title')}
      message={t(progress)}
      paid={false}
      order={context.order}
      notice={
        creating && <SlowSendingNotice explained={waiting && wait !== null} message={t('payment.slow')} />
      }
    />
  );
}

/**
 * A paid order held in the outbox waits for the connection, or for a server in trouble that the outbox keeps
 * retrying: the page says which, as checkout does; while nothing holds it, it is being created.
 */
function creatingOrderKey(wait: OutboxWait | null): string {
  if (wait === 'offline') return 'payment.waitingOnline';
  return wait === 'serverTrouble' ? 'payment.waitingServer' : 'payment.creatingOrder';
}
