import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_LISTING, isDefaultListing, type Listing } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { categoryLabel } from '../shared/displayNames';
import { EmptyState } from '../shared/EmptyState';
import { ShopLink } from '../shared/ShopLink';
import { categoryProductsPath, WHOLE_CATEGORY_PARAM, wholeCategoryPath } from '../shared/shopPaths';
import { useLanguage } from '../shared/useLanguage';
import { SyncNotice } from '../shell/SyncNotice';
import { ListedProducts } from './ListedProducts';
import { ListingControls } from './ListingControls';
import { NoListingMatch } from './NoListingMatch';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { useCategoryProducts } from './useCategoryProducts';
import { useListing } from './useListing';
import { useProductListing } from './useProductListing';
import './CategoryProductsScreen.css';

/**
 * SPEC §2 Category products page: subcategory pills, the title, the item count and the product grid. A level-1
 * category with subcategories shows its first subcategory (SPEC §2); the pills begin with "All", the whole of the
 * category they belong to (`?all=1`, where SPEC is silent). The server renders the first screen and the
 * category's count; the sync worker then lists the stored products, sorted and filtered as the address
 * says, a page at a time into a windowed grid, so a category of thousands costs what a short one does.
 */
export function CategoryProductsScreen() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const categoryId = Number(useParams().categoryId);
  const whole = useSearchParams()[0].get(WHOLE_CATEGORY_PARAM) === '1';
  const { listing, choose } = useListing();
  const filtered = !isDefaultListing(listing);
  const { shown, pillsOf, pills, firstScreen, subtree, ready, syncStatus, refreshing, refresh } =
    useCategoryProducts(categoryId, whole);
  const subtreeKey = subtree.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key spells the subtree.
  const scope = useMemo(() => (subtreeKey ? { categoryIds: subtree } : null), [subtreeKey]);
  const storedAt = syncStatus?.lastSuccessAt ?? null;
  // A refresh that stored the category, or any change to its first screen, lists it again.
  const changed = `${storedAt}|${firstScreen.map((product) => `${product.id}:${product.updatedAt}`).join()}`;
  const view = useProductListing(scope, listing, changed);
  // The new list is worked out before the address changes, so both show in one render.
  const chooseListing = (next: Listing) => void view.prepare(next).then(() => choose(next));
  const listed = view.listed;
  const title = shown ? categoryLabel(shown, lang) : t('categories.products');
  const waiting = !ready || refreshing;
  // Unfiltered, the server's count stands while the category's refresh is on its way: the device may hold only the
  // page's first screen until it lands.
  const count = listed
    ? filtered || !refreshing
      ? listed.total
      : Math.max(listed.total, shown?.totalProducts ?? 0)
    : filtered || !ready || (firstScreen.length === 0 && refreshing)
      ? null
      : Math.max(shown?.totalProducts ?? 0, firstScreen.length);

  const noProducts = (
    <EmptyState icon="grid" title={t('categories.noProducts')}>
      <button type="button" className="button" onClick={refresh}>
        {t('common.tryAgain')}
      </button>
    </EmptyState>
  );
  const noMatch = (
    <NoListingMatch onClear={() => chooseListing({ ...listing, filter: DEFAULT_LISTING.filter })} />
  );

  let list: React.ReactNode;
  if (listed && (listed.total > 0 || filtered || !waiting)) {
    list = (
      <ListedProducts view={{ ...view, listed }} label={title} empty={filtered ? noMatch : noProducts} />
    );
  } else if (filtered || !ready || (firstScreen.length === 0 && refreshing)) {
    list = <ProductGridSkeleton />;
  } else if (firstScreen.length === 0) {
    list = noProducts;
  } else {
    // The same grid as the worker's list, so that list continues these cards instead of replacing them.
    list = (
      <ListedProducts
        view={{ ...view, listed: { products: firstScreen, total: count ?? firstScreen.length } }}
        label={title}
        empty={noProducts}
        from="server"
      />
    );
  }

  return (
    <div className="category-products">
      {pillsOf && pills.length > 0 && (
        <nav className="category-pills" aria-label={t('categories.subcategories')}>
          <ul className="category-pills__list">
            <li>
              <ShopLink
                className="category-pill"
                to={wholeCategoryPath(pillsOf.categoryId)}
                aria-current={pillsOf.categoryId === shown?.categoryId ? 'page' : undefined}
              >
                {t('categories.allPill')}
              </ShopLink>
            </li>
            {pills.map((pill) => (
              <li key={pill.id}>
                <ShopLink
                  className="category-pill"
                  to={categoryProductsPath(pill.categoryId)}
                  aria-current={pill.categoryId === shown?.categoryId ? 'page' : undefined}
                >
                  {categoryLabel(pill, lang)}
                </ShopLink>
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
      {scope && (filtered || (listed ? listed.total > 0 : firstScreen.length > 0)) && (
        <ListingControls scope={scope} listing={listing} onChange={chooseListing} />
      )}
      {list}
    </div>
  );
}
