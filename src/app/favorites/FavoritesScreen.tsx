import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductDoc } from '../../contract';
import { type Favorite, toFils } from '../../domain';
import { ProductGrid } from '../catalogue/ProductGrid';
import { useLiveQuery } from '../data/useLiveQuery';
import { useTranslation } from '../i18n/translation';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyState } from '../shared/EmptyState';
import { useToast } from '../toast/useToast';
import { useFavorites } from './useFavorites';
import './FavoritesScreen.css';

/** A favorite whose product is not stored (any more) still shows, from what was kept when it was added. */
function favoriteAsProduct(favorite: Favorite): ProductDoc {
  const productId = Number(favorite.id);
  return {
    id: String(favorite.id),
    productId,
    categoryId: 0,
    name: favorite.name ?? favorite.title ?? '',
    nameEn: favorite.title ?? '',
    priceFils: toFils(favorite.price),
    oldPriceFils: null,
    image: favorite.image,
    quantity: favorite.quantity ?? 0,
    hasVariants: false,
    updatedAt: 0,
  };
}

/**
 * SPEC §2 Favorites: the grid with a count and Clear All, which asks first. Cards show the stored product when
 * there is one, so prices stay current.
 */
export function FavoritesScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const { favorites, ready, clear } = useFavorites();
  const [confirming, setConfirming] = useState(false);
  const idsKey = favorites.map((favorite) => String(favorite.id)).join(',');
  const stored = useLiveQuery(
    idsKey ? { collection: 'products', selector: { id: { $in: idsKey.split(',') } } } : null,
  );
  const products = useMemo(() => {
    const byId = new Map(stored.docs.map((doc) => [doc.id, doc]));
    return favorites.map((favorite) => byId.get(String(favorite.id)) ?? favoriteAsProduct(favorite));
  }, [favorites, stored.docs]);

  const clearAll = async () => {
    setConfirming(false);
    await clear();
    toast.show('info', t('favorites.cleared'));
  };

  if (!ready) {
    return (
      <p className="favorites-page__status" role="status">
        {t('common.loading')}
      </p>
    );
  }

  return (
    <div className="favorites-page">
      <div className="favorites-page__header">
        <h1 className="page-title">{t('favorites.title')}</h1>
        {products.length > 0 && (
          <>
            <p className="favorites-page__count">{t('favorites.count', { count: products.length })}</p>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
              {t('favorites.clearAll')}
            </button>
          </>
        )}
      </div>
      {products.length === 0 ? (
        <EmptyState icon="heart" title={t('favorites.empty')} body={t('favorites.emptyBody')}>
          <Link className="button" to="/">
            {t('favorites.browse')}
          </Link>
        </EmptyState>
      ) : (
        <ProductGrid products={products} label={t('favorites.title')} />
      )}
      <ConfirmDialog
        open={confirming}
        message={t('favorites.confirmClear')}
        confirmLabel={t('favorites.clearAll')}
        cancelLabel={t('favorites.cancel')}
        onConfirm={() => void clearAll()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
