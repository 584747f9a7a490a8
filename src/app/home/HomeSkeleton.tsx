import { CATEGORY_STRIP_PAGE, PRODUCT_CAROUSEL_PAGE } from '../../domain';
import { useTranslation } from '../i18n/translation';

// Fixed slot names: the placeholders never reorder, and React needs stable keys.
const stripSlots = Array.from({ length: CATEGORY_STRIP_PAGE }, (_, i) => `strip-${i}`);
const cardSlots = Array.from({ length: PRODUCT_CAROUSEL_PAGE }, (_, i) => `card-${i}`);

/** Grey shapes in the place of the home sections while the local database answers for the first time. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="home-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <div className="skeleton skeleton--banner" />
      <div className="home-skeleton__row">
        {stripSlots.map((slot) => (
          <div key={slot} className="skeleton skeleton--circle" />
        ))}
      </div>
      <div className="home-skeleton__row">
        {cardSlots.map((slot) => (
          <div key={slot} className="skeleton skeleton--card" />
        ))}
      </div>
    </div>
  );
}
