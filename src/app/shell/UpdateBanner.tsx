import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { registerServiceWorker, type ServiceWorkerUpdate } from '../serviceWorker';
import './UpdateBanner.css';

/** Offers the new version of the shop once it has been downloaded; nothing changes until the shopper says so. */
export function UpdateBanner() {
  const { t } = useTranslation();
  const [update, setUpdate] = useState<ServiceWorkerUpdate | null>(null);
  useEffect(() => registerServiceWorker(setUpdate), []);
  if (!update) return null;
  return (
    <div className="update-banner" role="status">
      <span>{t('update.ready')}</span>
      <button type="button" className="button update-banner__reload" onClick={() => update.apply()}>
        {t('update.reload')}
      </button>
      <button type="button" className="update-banner__later" onClick={() => setUpdate(null)}>
        {t('update.later')}
      </button>
    </div>
  );
}
