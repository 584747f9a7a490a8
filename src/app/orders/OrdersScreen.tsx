import { type ReactNode, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { loginPath, ordersErrorKey } from '../../domain';
import { useSession } from '../account/useSession';
import { useSync } from '../data/SyncContext';
import { useRefresh } from '../data/useRefresh';
import { useSyncStatus } from '../data/useSyncStatus';
import { useTranslation } from '../i18n/translation';
import { EmptyState } from '../shared/EmptyState';
import { SyncNotice } from '../shell/SyncNotice';
import { OrderCard } from './OrderCard';
import { useStoredOrders } from './useStoredOrders';
import './Orders.css';

/**
 * SPEC §2 Orders: the customer's orders, newest first. What is stored shows at once (offline too) while the sync
 * worker asks the server again; the error with Try Again shows only when there is nothing stored to show. Against a
 * backend without the orders list (beyond SPEC §7), the orders this device knows show with a note saying so.
 */
export function OrdersScreen() {
  const { t } = useTranslation();
  const sync = useSync();
  const { session, loggedIn } = useSession();
  const userId = loggedIn && session ? String(session.userId) : null;
  const { orders, ready } = useStoredOrders(userId);
  const status = useSyncStatus('orders');
  const [deviceOnly, setDeviceOnly] = useState(false);
  const { refreshing, refresh } = useRefresh(
    async () => {
      if (loggedIn) setDeviceOnly((await sync.refreshOrders()).deviceOnly);
    },
    `${loggedIn}:${userId ?? ''}`,
  );

  if (session === null || (loggedIn && !ready)) {
    return (
      <p className="orders-page__status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (!loggedIn) return <Navigate to={loginPath('/orders')} replace />;

  const failure = refreshing ? null : (status?.error ?? null);
  let body: ReactNode;
  if (orders.length > 0) {
    body = (
      <ul className="orders-list">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
    );
  } else if (refreshing) {
    body = (
      <p className="orders-page__status" role="status">
        {t('common.loading')}
      </p>
    );
  } else if (failure) {
    body = (
      <div className="orders-page__error" role="alert">
        <p>{t(`orders.errors.${ordersErrorKey(failure)}`)}</p>
        <button type="button" className="button button--secondary" onClick={refresh}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  } else {
    body = (
      <EmptyState icon="package" title={t('orders.empty')} body={t('orders.emptyBody')}>
        <Link className="button" to="/">
          {t('orders.startShopping')}
        </Link>
      </EmptyState>
    );
  }

  return (
    <div className="orders-page">
      <h1 className="page-title">{t('orders.title')}</h1>
      <SyncNotice error={orders.length > 0 ? failure : null} />
      {deviceOnly && (
        <p className="sync-notice" role="note">
          {t('orders.deviceOnly')}
        </p>
      )}
      {body}
    </div>
  );
}
