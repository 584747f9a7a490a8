import { memo } from 'react';
import type { ProductDoc } from '../../contract';
import { isFavorite } from '../../domain';
import { useShopSelection } from '../data/EventLogContext';
import { useTranslation } from '../i18n/translation';
import { productLabel } from '../shared/displayNames';
import { Icon } from '../shared/Icon';
import { useLanguage } from '../shared/useLanguage';
import { useToggleFavorite } from './useFavorites';
import './FavoriteButton.css';

/** SPEC §2/§4: the favorite toggle of a card and of the product page; pressed while the product is a favorite. */
export const FavoriteButton = memo(function FavoriteButton({
  product,
  className,
}: {
  product: ProductDoc;
  className?: string;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const toggle = useToggleFavorite();
  const pressed = useShopSelection((state) => isFavorite(state?.favorites ?? [], product.productId));
  return (
    <button
      type="button"
      className={['favorite-button', className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={t('favorites.toggle', { name: productLabel(product, lang) })}
      onClick={() => void toggle(product)}
    >
      <Icon name="heart" size={22} />
    </button>
  );
});
