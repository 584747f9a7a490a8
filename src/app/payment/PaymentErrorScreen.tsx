import { useSearchParams } from 'react-router-dom';
import { paymentErrorReason } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { PhoneNumber } from '../shared/PhoneNumber';
import { ContinueShopping, NextSteps, OrderLines, PaymentMessage, TryAgainAtCheckout } from './PaymentViews';
import { usePaymentLookup } from './usePaymentLookup';

/** The provider's message is shown as text (React escapes it); a tampered URL cannot make it long. */
const MESSAGE_MAX = 300;
const CODE_MAX = 50;

/** Where the code goes in the translated sentence; the code itself is set apart from it. */
const CODE_SLOT = '\u0000';

/**
 * The provider's error code (e.g. DECLINED) inside the sentence of the interface language: a code is not
 * translated, so it reads left to right as sent, as phone numbers do (PhoneNumber), even in an Arabic sentence.
 */
function ErrorCode({ text, code }: { text: string; code: string }) {
  const [before = '', after = ''] = text.split(CODE_SLOT);
  return (
    <p className="status-screen__body">
      {before}
      <PhoneNumber value={code} />
      {after}
    </p>
  );
}

/**
 * SPEC §2 Payment-error: the provider's ErrorMessage and ErrorCode (with a default message; a known code said in
 * the shopper's language instead, domain paymentErrorReason) and the pending order, with Try Again (/checkout) and
 * Continue Shopping. Nothing is marked failed here: only the status call says what became of a payment, and the
 * pending order stays so a late successful return still finds it.
 */
export function PaymentErrorScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const message = (params.get('ErrorMessage') ?? '').trim().slice(0, MESSAGE_MAX);
  const code = (params.get('ErrorCode') ?? '').trim().slice(0, CODE_MAX);
  const { lookup } = usePaymentLookup((params.get('paymentId') ?? '').trim());
  // A code the shop knows is said in the shopper's language; another is shown as the provider sent it.
  const reason = paymentErrorReason(code);
  return (
    <PaymentMessage
      title={t('payment.errorTitle')}
      message={
        reason ? t(`payment.reasons.${reason}`) : message || t('payment.errors.errorProcessingPayment')
      }
      tone="error"
      icon="error"
    >
      {code && !reason ? <ErrorCode text={t('payment.errorCode', { code: CODE_SLOT })} code={code} /> : null}
      {lookup.kind === 'pending' ? (
        <OrderLines
          order={lookup.pending.pendingOrder.orderData}
          orderId={
            lookup.pending.pendingOrder.orderId === null ? null : String(lookup.pending.pendingOrder.orderId)
          }
          title={t('payment.pendingOrderTitle')}
        />
      ) : null}
      <NextSteps text={t('payment.nextFailed')}>
        <TryAgainAtCheckout />
        <ContinueShopping />
      </NextSteps>
    </PaymentMessage>
  );
}
