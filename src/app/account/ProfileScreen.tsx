import { useState } from 'react';
import { Link } from 'react-router-dom';
import { loginPath, toggleLanguage } from '../../domain';
import { useEventLog } from '../data/EventLogContext';
import { useTranslation } from '../i18n/translation';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Icon, type IconName } from '../shared/Icon';
import { PhoneNumber } from '../shared/PhoneNumber';
import { useLanguage } from '../shared/useLanguage';
import { CUSTOMER_SERVICE_PHONE } from '../shell/companyContact';
import { ProfileNameField } from './ProfileNameField';
import { useNameFromAddresses } from './useNameFromAddresses';
import { useDeleteAccount, useLogOut, useSession } from './useSession';
import './Profile.css';

function MenuLink({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  const content = (
    <>
      <Icon name={icon} />
      <span className="profile-menu__label">{label}</span>
    </>
  );
  return (
    <li>
      {to.startsWith('tel:') ? (
        <a className="profile-menu__item" href={to}>
          {content}
        </a>
      ) : (
        <Link className="profile-menu__item" to={to}>
          {content}
        </Link>
      )}
    </li>
  );
}

/** SPEC §4: switches Arabic and English; the button names the language it switches to, in that language. */
function LanguageItem() {
  const { t, i18n } = useTranslation();
  const { lang } = useLanguage();
  const other = toggleLanguage(lang);
  return (
    <li>
      <button type="button" className="profile-menu__item" onClick={() => i18n.changeLanguage(other)}>
        <Icon name="globe" />
        <span className="profile-menu__label">{t('profile.language')}</span>
        <span className="profile-menu__value" lang={other}>
          {t('language.switchTo')}
        </span>
      </button>
    </li>
  );
}

/**
 * SPEC §2 Profile, §6: a guest sees a welcome, a login button and the language; a customer sees the name (edited
 * inline) and phone, and the menu of orders, favorites, addresses, help, language, logout and delete account.
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  const eventLog = useEventLog();
  const { session, loggedIn } = useSession();
  const logOut = useLogOut();
  const { deleteAccount, unsentOrders } = useDeleteAccount();
  const addressName = useNameFromAddresses();
  // Null while closed; the number of orders still waiting in the outbox while the question is open.
  const [confirmingDelete, setConfirmingDelete] = useState<number | null>(null);
  const [failure, setFailure] = useState<'logoutFailed' | 'deleteFailed' | null>(null);
  const leave = () => logOut().catch(() => setFailure('logoutFailed'));
  const askToDelete = () =>
    unsentOrders().then(
      (count) => setConfirmingDelete(count),
      () => setConfirmingDelete(0),
    );

  if (session === null) {
    return <p className="profile-screen__loading">{t('common.loading')}</p>;
  }

  if (!loggedIn) {
    return (
      <section className="profile-screen" aria-labelledby="profile-title">
        <div className="profile-guest">
          <span className="profile-guest__icon" aria-hidden="true">
            <Icon name="user" size={40} />
          </span>
          <h1 id="profile-title" className="profile-screen__title">
            {t('profile.welcome')}
          </h1>
          <p className="profile-guest__body">{t('profile.guestBody')}</p>
          <Link className="button" to={loginPath('/profile')}>
            {t('profile.login')}
          </Link>
        </div>
        <ul className="profile-menu" aria-label={t('profile.menu')}>
          <LanguageItem />
        </ul>
      </section>
    );
  }

  return (
    <section className="profile-screen" aria-labelledby="profile-title">
      <h1 id="profile-title" className="visually-hidden">
        {t('profile.title')}
      </h1>
      <div className="profile-card">
        <span className="profile-card__avatar" aria-hidden="true">
          <Icon name="user" size={32} />
        </span>
        <div className="profile-card__details">
          <ProfileNameField
            name={session.userName}
            suggestion={addressName}
            onSave={(name) => eventLog.append('NameChanged', { name })}
          />
          {session.mobile && (
            <p className="profile-card__phone">
              <span className="visually-hidden">{t('profile.phone')} </span>
              <PhoneNumber value={session.mobile} />
            </p>
          )}
        </div>
      </div>
      <p className="profile-screen__error" role="alert">
        {failure ? t(`session.${failure}`) : ''}
      </p>
      <ul className="profile-menu" aria-label={t('profile.menu')}>
        <MenuLink to="/orders" icon="package" label={t('profile.myOrders')} />
        <MenuLink to="/favorites" icon="heart" label={t('profile.myFavorites')} />
        <MenuLink to="/address-list" icon="mapPin" label={t('profile.myAddresses')} />
        <MenuLink to={`tel:${CUSTOMER_SERVICE_PHONE}`} icon="phone" label={t('profile.help')} />
        <LanguageItem />
        <li>
          <button type="button" className="profile-menu__item" onClick={leave}>
            <Icon name="logout" />
            <span className="profile-menu__label">{t('profile.logout')}</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="profile-menu__item profile-menu__item--danger"
            aria-haspopup="dialog"
            onClick={askToDelete}
          >
            <Icon name="trash" />
            <span className="profile-menu__label">{t('profile.deleteAccount')}</span>
          </button>
        </li>
      </ul>
      <ConfirmDialog
        open={confirmingDelete !== null}
        // An order still in the outbox would be lost with the account: the shopper is told before choosing.
        message={
          confirmingDelete
            ? `${t('session.unsentOrderWarning')} ${t('session.deleteAccountQuestion')}`
            : t('session.deleteAccountQuestion')
        }
        confirmLabel={confirmingDelete ? t('session.deleteAnyway') : t('session.deleteAccountConfirm')}
        cancelLabel={t('session.cancel')}
        onCancel={() => setConfirmingDelete(null)}
        // SPEC §2 Delete Account: the token is revoked, so it cannot be used again, and the customer's records leave
        // the device.
        onConfirm={() => {
          setConfirmingDelete(null);
          deleteAccount().catch(() => setFailure('deleteFailed'));
        }}
      />
    </section>
  );
}
