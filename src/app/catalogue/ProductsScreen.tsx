import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLiveQuery } from '../data/useLiveQuery';
import { useProductSearch } from '../search/useProductSearch';
import { EmptyState } from '../shared/EmptyState';
import { ProductGrid } from './ProductGrid';

/**
 * SPEC §2 Products: with `?q=` the search results for those words (a shareable search), otherwise every product the
 * shop has stored on this device, newest refresh first.
 */
export function ProductsScreen() {
  const { t } = useTranslation();
  const words = useSearchParams()[0].get('q') ?? '';
  const search = useProductSearch(words);
  const all = useLiveQuery(
    words ? null : { collection: 'products', sort: [{ updatedAt: 'desc' }], limit: 100 },
  );
  const products = words ? search.results : all.docs;
  const loading = words ? search.searching && products.length === 0 : !all.ready;
  const title = words ? t('search.resultsFor', { query: search.query }) : t('categories.allProducts');

  return (
    <div>
      <h1 className="page-title">{title}</h1>
      {loading ? (
        <p role="status">{t('search.searching')}</p>
      ) : products.length === 0 ? (
        <EmptyState icon="search" title={t('search.noResultsTitle')} body={t('search.noResultsBody')} />
      ) : (
        <ProductGrid products={products} label={title} />
      )}
    </div>
  );
}
