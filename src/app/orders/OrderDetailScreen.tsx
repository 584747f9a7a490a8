import { Link, Navigate, useParams } from 'react-router-dom';
import { loginPath, orderErrorKey } from '../../domain';
import { useSession } from '../account/useSession';
import { useSyncStatus } from '../data/useSyncStatus';
import { useTranslation } from '../i18n/translation';
import { EmptyState } from '../shared/EmptyState';
import { SyncNotice } from '../shell/SyncNotice';
import { CancelOrder } from './CancelOrder';
import { OrderAgain } from './OrderAgain';
import { OrderDetailView } from './OrderDetailView';
import { useOrderTracking } from './useOrderTracking';
import { useStoredOrders } from './useStoredOrders';
import './Orders.css';

/** SPEC §2 Order detail with tracking: a customer's own order only, so guests log in first. */
export function OrderDetailScreen() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const { session, loggedIn } = useSession();

  if (session === null) {
    return (
      <p className="orders-page__status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (!loggedIn) return <Navigate to={loginPath(`/order/${orderId}`)} replace />;
  // Keyed by order, so opening another order starts its own tracking.
  return <TrackedOrder key={orderId} orderId={orderId} userId={String(session.userId)} />;
}

/**
 * The stored copy shows at once (offline too) while the tracking machine asks the server and polls; the machine's
 * loads store the order, and the live query shows each new status. Order Again and Cancel Order act on it.
 */
function TrackedOrder({ orderId, userId }: { orderId: string; userId: string }) {
  const { t } = useTranslation();
  const { orders } = useStoredOrders(userId, orderId);
  const { snapshot, retry } = useOrderTracking(orderId);
  const status = useSyncStatus(`order:${orderId}`);
  const order = orders[0] ?? null;
  const failure = snapshot.context.error ? (status?.error ?? 'server') : null;

  if (snapshot.matches('notFound')) {
    return (
      <EmptyState icon="package" title={t('orderDetail.notFound')} body={t('orderDetail.notFoundBody')}>
        <Link className="button" to="/orders">
          {t('orderDetail.backToOrders')}
        </Link>
      </EmptyState>
    );
  }
  if (order) {
    return (
      <>
        <SyncNotice error={failure} />
        <OrderDetailView
          order={order}
          actions={
            <>
              <OrderAgain order={order} />
              <CancelOrder order={order} />
            </>
          }
        />
      </>
    );
  }
  if (failure) {
    return (
      <div className="orders-page__error" role="alert">
        <p>{t(`orders.errors.${orderErrorKey(failure)}`)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <p className="orders-page__status" role="status">
      {t('common.loading')}
    </p>
  );
}
