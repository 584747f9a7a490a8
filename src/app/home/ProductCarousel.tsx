import { PRODUCT_CAROUSEL_PAGE } from '../../domain';
import { ProductCard } from '../catalogue/ProductCard';
import { useTranslation } from '../i18n/translation';
import { categoryLabel } from '../shared/displayNames';
import { ShopLink } from '../shared/ShopLink';
import { categoryProductsPath } from '../shared/shopPaths';
import { useLanguage } from '../shared/useLanguage';
import { PagedRow } from './PagedRow';
import type { ArrivalCarousel } from './useHomeData';

/**
 * SPEC §2 Home: one carousel per arrival category, arrows step 5 (SPEC §4), and View All opens the category. Below
 * the fold the browser skips its layout and paint until it scrolls near (`content-visibility`), so the first
 * paint costs only what the shopper sees; it stays in the page for find-in-page, links and focus.
 */
export function ProductCarousel({
  arrival,
  belowTheFold = false,
}: {
  arrival: ArrivalCarousel;
  belowTheFold?: boolean;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { category, products } = arrival;
  const name = categoryLabel(category, lang);
  const headingId = `arrival-${category.id}-heading`;

  return (
    <section
      className={belowTheFold ? 'home-section home-section--below-fold' : 'home-section'}
      aria-labelledby={headingId}
    >
      <div className="home-section__header">
        <h2 id={headingId} className="home-section__title">
          {name}
        </h2>
        <ShopLink
          className="home-section__more"
          to={categoryProductsPath(category.categoryId)}
          aria-label={t('home.viewAllIn', { name })}
        >
          {t('home.viewAll')}
        </ShopLink>
      </div>
      <PagedRow
        label={name}
        pageSize={PRODUCT_CAROUSEL_PAGE}
        items={products.map((product) => ({ key: product.id, content: <ProductCard product={product} /> }))}
      />
    </section>
  );
}
