import {
  type CartItem,
  cartLineName,
  cartLineOptions,
  formatKd,
  lineQuantity,
  lineTotalFils,
} from '../../domain';
import { useTranslation } from '../i18n/translation';
import { SafeImage } from '../shared/SafeImage';
import { useLanguage } from '../shared/useLanguage';
import { variantOptionsText } from '../shared/variantOptionsText';

const IMAGE_SIZE = 48;

/**
 * SPEC §2 Checkout: the cart's lines, read-only, each with its picture and the options chosen (size, colour…), so
 * the shopper sees what is about to be bought before paying.
 */
export function ItemsSection({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <section className="checkout__section" aria-labelledby="checkout-items">
      <h2 id="checkout-items">{t('checkout.items.title')}</h2>
      <ul className="checkout__items">
        {items.map((item) => {
          const options = variantOptionsText(cartLineOptions(item, lang), item, t);
          return (
            <li key={item.id} className="checkout__item">
              <SafeImage
                className="checkout__item-image"
                src={item.image || item.coverUrl}
                alt=""
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
              />
              <span className="checkout__item-text">
                <span className="checkout__item-name">{cartLineName(item, lang)}</span>
                {options && <span className="checkout__item-options">{options}</span>}
              </span>
              <span className="checkout__muted">
                {t('checkout.items.quantity', { count: lineQuantity(item) })}
              </span>
              <span>{formatKd(lineTotalFils(item), lang)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
