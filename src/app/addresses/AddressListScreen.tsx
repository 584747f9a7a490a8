import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  type AddressCard,
  cardSelection,
  deleteLeavesStaleSelection,
  isCardSelected,
  loginPath,
  selectionAfterRefresh,
} from '../../domain';
import { useEventLog } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import { useRefresh } from '../data/useRefresh';
import { useSyncStatus } from '../data/useSyncStatus';
import { useTranslation } from '../i18n/translation';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyState } from '../shared/EmptyState';
import { SyncNotice } from '../shell/SyncNotice';
import { useToast } from '../toast/useToast';
import { AddressCardItem } from './AddressCardItem';
import { useAddressBook } from './useAddressBook';
import { usePreselectedAddress } from './usePreselectedAddress';
import './Addresses.css';

/**
 * SPEC §2 Address list: the saved addresses as selectable cards with edit and delete (which asks first), Add New
 * Address, in add mode (checkout's Change button: ?mode=add) a way to add one on the map, and Continue, which goes
 * back once an address is selected. Selecting and deleting are events (SPEC §4: the selection is kept locally and
 * cleared when the selected address is deleted or the fetched list is empty).
 */
export function AddressListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const addMode = params.get('mode') === 'add';
  const eventLog = useEventLog();
  const sync = useSync();
  const toast = useToast();
  const status = useSyncStatus('addresses');
  const book = useAddressBook();
  const { ready, loggedIn, session, cards, selected } = book;
  usePreselectedAddress(book, { refresh: false, untilChosen: true });
  const [deleting, setDeleting] = useState<AddressCard | null>(null);

  const { refreshing, refresh } = useRefresh(
    async () => {
      if (!loggedIn) return;
      const outcome = await sync.refreshAddresses();
      if (outcome.count === null) return;
      // Read after the refresh: the selection may have changed while it was under way.
      const state = await eventLog.state();
      const current = state.addresses.selected;
      if (current !== null && selectionAfterRefresh(current, outcome.count, cards) === null) {
        await eventLog.append('AddressSelected', { address: null });
      }
    },
    `${loggedIn}:${session?.userId ?? ''}`,
  );

  const select = (card: AddressCard) => {
    eventLog
      .append('AddressSelected', { address: cardSelection(card) })
      .catch(() => toast.show('error', t('addresses.selectError')));
  };

  const remove = async (card: AddressCard) => {
    setDeleting(null);
    try {
      await eventLog.append('AddressDeleted', { addressId: card.key });
      if (deleteLeavesStaleSelection(card, selected))
        await eventLog.append('AddressSelected', { address: null });
      toast.show('success', t('addresses.deleted'));
    } catch {
      toast.show('error', t('addresses.deleteError'));
    }
  };

  // Continue goes back where the shopper came from (checkout's Change button); opened directly, to checkout.
  const goBack = () => (location.key === 'default' ? navigate(addMode ? '/checkout' : '/') : navigate(-1));
  const hasSelection = cards.some((card) => isCardSelected(card, selected));

  if (!ready) {
    return (
      <p className="addresses-page__status" role="status">
        {t('common.loading')}
      </p>
    );
  }

  if (!loggedIn) {
    return (
      <div className="addresses-page">
        <h1 className="page-title">{t('addresses.title')}</h1>
        <EmptyState icon="user" title={t('addresses.loginRequired')}>
          <Link className="button" to={loginPath(`${location.pathname}${location.search}`)}>
            {t('addresses.login')}
          </Link>
        </EmptyState>
      </div>
    );
  }

  const failed = status?.error && !refreshing;
  return (
    <div className="addresses-page">
      <h1 className="page-title">{t('addresses.title')}</h1>
      {failed && cards.length === 0 ? (
        <div className="addresses-page__error" role="alert">
          <p>{t('addresses.fetchError')}</p>
          <button type="button" className="button button--secondary" onClick={refresh}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : (
        <SyncNotice error={failed ? (status?.error ?? null) : null} />
      )}

      {cards.length === 0 ? (
        refreshing ? (
          <p className="addresses-page__status" role="status">
            {t('common.loading')}
          </p>
        ) : (
          !failed && <EmptyState icon="home" title={t('addresses.empty')} body={t('addresses.emptyBody')} />
        )
      ) : (
        <fieldset className="addresses-page__list-group">
          <legend className="visually-hidden">{t('addresses.listLabel')}</legend>
          <ul className="address-list">
            {cards.map((card) => (
              <AddressCardItem
                key={card.key}
                card={card}
                selected={isCardSelected(card, selected)}
                onSelect={() => select(card)}
                onDelete={() => setDeleting(card)}
              />
            ))}
          </ul>
        </fieldset>
      )}

      <div className="addresses-page__actions">
        {addMode && (
          <Link className="button button--secondary" to="/add-address?map=true">
            {t('addresses.addOnMap')}
          </Link>
        )}
        <Link className="button button--secondary" to="/add-address">
          {t('addresses.addNew')}
        </Link>
        <button type="button" className="button" disabled={!hasSelection} onClick={goBack}>
          {t('addresses.continue')}
        </button>
      </div>

      <ConfirmDialog
        open={deleting !== null}
        message={t('addresses.confirmDelete', {
          name: deleting?.form.fullName.trim() || t('addresses.noName'),
        })}
        confirmLabel={t('addresses.delete')}
        cancelLabel={t('addresses.cancel')}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
