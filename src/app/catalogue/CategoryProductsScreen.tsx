import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DEFAULT_LISTING, isDefaultListing } from '../../domain';
import { categoryLabel } from '../shared/displayNames';
import { EmptyState } from '../shared/EmptyState';
import { categoryProductsPath } from '../shared/shopPaths';
import { useLanguage } from '../shared/useLanguage';
import { SyncNotice } from '../shell/SyncNotice';
import { ListedProducts } from './ListedProducts';
import { ListingControls } from './ListingControls';
import { ProductGrid } from './ProductGrid';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { useCategoryProducts } from './useCategoryProducts';
import { useListing } from './useListing';
import { useProductListing } from './useProductListing';
import './CategoryProductsScreen.css';

/**
 * SPEC §2 Category products page: subcategory pills, the title, the item count and the product grid. A level-1
 * category with subcategories shows its first subcategory (SPEC §2); stored products show at once and the
 * refresh replaces them. Sorted or filtered (issue 30, in the address), the sync worker lists them instead.
 */
export function CategoryProductsScreen() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const categoryId = Number(useParams().categoryId);
  const { listing, choose } = useListing();
  const listed = !isDefaultListing(listing);
  const { shown, pills, products, subtree, ready, syncStatus, refreshing, refresh } = useCategoryProducts(
    categoryId,
    !listed,
  );
  const subtreeKey = subtree.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key spells the subtree.
  const scope = useMemo(() => (subtreeKey ? { categoryIds: subtree } : null), [subtreeKey]);
  const storedAt = syncStatus?.lastSuccessAt ?? null;
  const listView = useProductListing(listed ? scope : null, listing, storedAt);
  const loading = !ready || (products.length === 0 && refreshing);
  const title = shown ? categoryLabel(shown, lang) : t('categories.products');
  const count = listed ? (listView.answer?.total ?? null) : loading ? null : products.length;

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
        {count !== null && <p className="category-products__count">{t('categories.itemCount', { count })}</p>}
      </div>
      <SyncNotice error={syncStatus?.error ?? null} />
      {scope && (listed || products.length > 0) && (
        <ListingControls scope={scope} listing={listing} storedAt={storedAt} onChange={choose} />
      )}
      {listed ? (
        <ListedProducts
          view={listView}
          label={title}
          onClear={() => choose({ ...listing, filter: DEFAULT_LISTING.filter })}
        />
      ) : loading ? (
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
