import { useTranslation } from '../i18n/translation';
import './ProductGrid.css';

const slots = Array.from({ length: 10 }, (_, i) => `slot-${i}`);

/** Grey cards in the place of a product grid while the first refresh of an empty list is on its way. */
export function ProductGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="product-grid" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      {slots.map((slot) => (
        <div key={slot} className="skeleton skeleton--grid-card" />
      ))}
    </div>
  );
}
