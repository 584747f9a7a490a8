import { useState } from 'react';
import { normalizeStatus, type Order, offersCancel } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useOrderCancellation } from './useOrderCancellation';

/**
 * Cancel Order on the order page, while the shop would take it (pending or confirmed, and a backend that says so),
 * asked once more in a dialog; then where the cancellation stands, announced politely. The timeline shows the order
 * cancelled once the server's answer is stored.
 */
export function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { state, cancel } = useOrderCancellation(order);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const cancelled = normalizeStatus(order.order_status) === 'cancelled';
  const offered = offersCancel(order) && state.kind !== 'sending';

  const message = failed
    ? t('orderDetail.cancel.failed')
    : state.kind === 'sending'
      ? t(state.held ? 'orderDetail.cancel.held' : 'orderDetail.cancel.sending')
      : state.kind === 'refused' && !cancelled
        ? (state.reason ?? t('orderDetail.cancel.refused'))
        : state.kind === 'sent' && cancelled
          ? t('orderDetail.cancel.done')
          : '';

  return (
    <>
      {offered && (
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          {t('orderDetail.cancel.button')}
        </button>
      )}
      <p className={message ? 'order-detail__notice' : 'visually-hidden'} role="status">
        {message}
      </p>
      <ConfirmDialog
        open={asking}
        message={t(order.paymentType === 'card' ? 'orderDetail.cancel.askPaid' : 'orderDetail.cancel.ask')}
        confirmLabel={t('orderDetail.cancel.confirm')}
        cancelLabel={t('orderDetail.cancel.keep')}
        onConfirm={() => {
          setAsking(false);
          setFailed(false);
          cancel().catch(() => setFailed(true));
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
