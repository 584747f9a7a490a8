import {
  type CartItem,
  cartLineName,
  cartLineOptions,
  formatKd,
  isDescriptionShown,
  lineQuantity,
  TRUNCATE_LIMITS,
  toFils,
  truncate,
} from '../../domain';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../shared/Icon';
import { QuantityStepper } from '../shared/QuantityStepper';
import { SafeImage } from '../shared/SafeImage';
import { useLanguage } from '../shared/useLanguage';
import { variantOptionsText } from '../shared/variantOptionsText';
import { useSwipeToDelete } from './useSwipeToDelete';

const IMAGE_SIZE = 88;

/**
 * One cart line (SPEC §2/§3 Cart item): image, name and variant options in the interface language, the subtext cut
 * to 50 characters (SPEC §9), the price, the quantity stepper and a remove button. Swiping the line towards the
 * reading start deletes it too; the button is the same action for keyboards and screen readers.
 */
export function CartLineItem({
  item,
  stock,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  /** The stock this device knows of the line, which its stepper stops at; null when it knows none. */
  stock: number | null;
  onQuantity: (delta: 1 | -1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const swipe = useSwipeToDelete(onRemove);
  const name = cartLineName(item, lang);
  const quantity = lineQuantity(item);
  // SPEC §3 language rule: an English cart shows the English description or none, never the Arabic one.
  const text = lang === 'en' ? item.subTextEn : item.subText || item.description;
  // SPEC §5 Display: '0' is an ERP's "no description"; a line added before that rule still holds it.
  const subText = isDescriptionShown(text) ? truncate(text, TRUNCATE_LIMITS.cartSubText) : '';
  const options = variantOptionsText(cartLineOptions(item, lang), item, t);

  return (
    <div className="cart-line">
      <div className="cart-line__reveal" aria-hidden="true">
        <Icon name="trash" />
      </div>
      <div
        className={swipe.dragging ? 'cart-line__body is-dragging' : 'cart-line__body'}
        style={swipe.style}
        data-swipe-offset={swipe.offset}
        {...swipe.handlers}
      >
        <SafeImage
          className="cart-line__image"
          src={item.image || item.coverUrl}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
        />
        <div className="cart-line__info">
          <h2 className="cart-line__name">{name}</h2>
          {options && <p className="cart-line__options">{options}</p>}
          {subText && <p className="cart-line__subtext">{subText}</p>}
          <p className="cart-line__price">
            <span className="visually-hidden">{t('cart.unitPrice')} </span>
            {formatKd(toFils(item.price), lang)}
          </p>
        </div>
        <div className="cart-line__actions">
          <button
            type="button"
            className="cart-line__remove"
            aria-label={t('cart.remove', { name })}
            onClick={onRemove}
          >
            <Icon name="trash" size={20} />
          </button>
          <QuantityStepper
            value={quantity}
            stock={stock}
            onChange={(next) => onQuantity(next > quantity ? 1 : -1)}
          />
        </div>
      </div>
    </div>
  );
}
