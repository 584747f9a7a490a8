import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { categoryLabel } from '../shared/displayNames';
import { EmptyState } from '../shared/EmptyState';
import { categoryProductsPath } from '../shared/shopPaths';
import { useLanguage } from '../shared/useLanguage';
import { SyncNotice } from '../shell/SyncNotice';
import { ProductGrid } from './ProductGrid';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { useCategoryProducts } from './useCategoryProducts';
import './CategoryProductsScreen.css';

/**
 * SPEC §2 Category products page: subcategory pills, the title, the item count and the product grid. A level-1
 * category with subcategories shows its first subcategory (SPEC §2); stored products show at once and the
 * refresh replaces them.
 */
export function CategoryProductsScreen() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const categoryId = Number(useParams().categoryId);
  const { shown, pills, products, ready, syncStatus, refreshing, refresh } = useCategoryProducts(categoryId);
  const loading = !ready || (products.length === 0 && refreshing);
  const title = shown ? categoryLabel(shown, lang) : t('categories.products');

  return (
    <div className="category-products">
      {pills.length > 0 && (
        <nav className="category-pills" aria-label={t('categories.subcategories')}>
          <ul className="category-pills__list">
            {pills.map((pill) => (
              <li key={pill.id}>
                <Link
                  className="category-pill"
                  to={categoryProductsPath(pill.categoryId)}
                  aria-current={pill.categoryId === shown?.categoryId ? 'page' : undefined}
                >
                  {categoryLabel(pill, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="category-products__header">
        <h1 className="page-title">{title}</h1>
        {!loading && (
          <p className="category-products__count">{t('categories.itemCount', { count: products.length })}</p>
        )}
      </div>
      <SyncNotice error={syncStatus?.error ?? null} />
      {loading ? (
        <ProductGridSkeleton />
      ) : products.length === 0 ? (
        <EmptyState icon="grid" title={t('categories.noProducts')}>
          <button type="button" className="button" onClick={refresh}>
            {t('common.tryAgain')}
          </button>
        </EmptyState>
      ) : (
        <ProductGrid products={products} label={title} />
      )}
    </div>
  );
}
