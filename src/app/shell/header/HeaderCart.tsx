import { memo } from 'react';
import { cartItemCount, cartSubtotalFils, formatKd } from '../../../domain';
import { useShopState } from '../../data/EventLogContext';
import { useTranslation } from '../../i18n/translation';
import { Icon } from '../../shared/Icon';
import { ShopLink } from '../../shared/ShopLink';
import { useLanguage } from '../../shared/useLanguage';
import './HeaderCart.css';

/**
 * SPEC §2 Header: the cart icon with an item-count badge; from 768 px it also shows the running total in KD.
 * The link's name says both, and ends with the count and the total in the order they show, so someone speaking
 * what they see ("3, 12.50 KD") names this link (WCAG 2.5.3). An empty cart is a plain cart link.
 */
export const HeaderCart = memo(function HeaderCart() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const items = useShopState()?.cart.cartProducts ?? [];
  const count = cartItemCount(items);
  const total = formatKd(cartSubtotalFils(items), lang);
  const badge = count > 99 ? '99+' : String(count);
  return (
    <ShopLink
      className="header-button header-cart"
      to="/cart"
      aria-label={count === 0 ? t('nav.cart') : t('cart.headerLabel', { count: badge, total })}
    >
      <span className="header-cart__icon" aria-hidden="true">
        <Icon name="cart" />
        {count > 0 && <span className="header-cart__badge">{badge}</span>}
      </span>
      {count > 0 && (
        <>
          {/* Keeps the count and the total two words in the link's text; the flex layout ignores it. */}{' '}
          <span className="header-cart__total desktop-only" aria-hidden="true">
            {total}
          </span>
        </>
      )}
    </ShopLink>
  );
});
