import { useTranslation } from 'react-i18next';
import { type CartItem, cartLineName, formatKd, lineQuantity, lineTotalFils } from '../../domain';
import { useLanguage } from '../shared/useLanguage';

/** SPEC §2 Checkout: the cart's lines, read-only. */
export function ItemsSection({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <section className="checkout__section" aria-labelledby="checkout-items">
      <h2 id="checkout-items">{t('checkout.items.title')}</h2>
      <ul className="checkout__items">
        {items.map((item) => (
          <li key={item.id} className="checkout__item">
            <span className="checkout__item-name">{cartLineName(item, lang)}</span>
            <span className="checkout__muted">
              {t('checkout.items.quantity', { count: lineQuantity(item) })}
            </span>
            <span>{formatKd(lineTotalFils(item), lang)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
