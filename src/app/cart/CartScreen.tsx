import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  type CartItem,
  cartItemCount,
  cartLineName,
  cartSubtotalFils,
  type EventPayload,
  type EventType,
  formatKd,
  loginPath,
} from '../../domain';
import { useSession } from '../account/useSession';
import { SAVED_CART_SLOT_ID } from '../boot/handoff';
import { useEventLog, useShopState } from '../data/EventLogContext';
import { useTranslation } from '../i18n/translation';
import { EmptyState } from '../shared/EmptyState';
import { useBlockSizeProperty } from '../shared/useBlockSizeProperty';
import { useLanguage } from '../shared/useLanguage';
import { CartLineItem } from './CartLineItem';
import { FreeDeliveryNote } from './FreeDeliveryNote';
import { useSaveCartView } from './savedCartView';
import { useCartStock } from './useCartStock';
import './Cart.css';

const CHECKOUT_PATH = '/checkout';
const NO_LINES: CartItem[] = [];

/**
 * SPEC §2 Cart: the lines of the cart projection, a bottom bar with the item count and total (and how much more buys
 * free delivery, SPEC §9), and Proceed to Checkout, which sends a guest to /login with /checkout as the return path.
 * Every change is an event appended to the log; the screen re-renders from the projection. On phones the bar is
 * fixed above the tab bar, and the list ends with room for it (its measured height), so it never covers the last
 * line.
 */
export function CartScreen() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const eventLog = useEventLog();
  const shop = useShopState();
  const cart = shop?.cart ?? null;
  const { loggedIn } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failed, setFailed] = useState(false);
  const barRef = useBlockSizeProperty<HTMLDivElement>('--action-bar-block-size');
  const [drawn, setDrawn] = useState<HTMLDivElement | null>(null);
  useSaveCartView(drawn, cart ? cart.cartProducts : null, lang);

  // The local database can refuse a write (storage full, private mode): the shopper is told, nothing is lost.
  const record = <T extends EventType>(type: T, payload: EventPayload<T>) =>
    void eventLog.append(type, payload).then(
      () => setFailed(false),
      () => setFailed(true),
    );

  const changeQuantity = (item: CartItem, delta: 1 | -1) =>
    record('CartItemQuantityChanged', { id: item.id, delta });

  const remove = (item: CartItem) => {
    record('CartItemRemoved', { id: item.id });
    setAnnouncement(t('cart.removed', { name: cartLineName(item, lang) }));
    // The pressed button leaves with its line: focus goes back to the top of the cart, not to the page.
    heading.current?.focus();
  };

  const proceed = () => navigate(loggedIn ? CHECKOUT_PATH : loginPath(CHECKOUT_PATH));

  const items = cart?.cartProducts ?? NO_LINES;
  const stock = useCartStock(items);
  return (
    <section className="cart-screen" aria-labelledby="cart-title">
      <h1 id="cart-title" className="cart-screen__title" tabIndex={-1} ref={heading}>
        {t('cart.title')}
      </h1>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <p className="cart-screen__error" role="alert">
        {failed ? t('cart.updateFailed') : ''}
      </p>
      {cart === null ? (
        <>
          {/* On a server-rendered /cart, a script the server puts in here fills it with the cart as last drawn on
              this device; React never renders into it, so hydration keeps what it holds until the live lines
              replace it. */}
          <div
            id={SAVED_CART_SLOT_ID}
            className="cart-screen__contents"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; it marks the slot's content as not React's.
            dangerouslySetInnerHTML={{ __html: '' }}
            suppressHydrationWarning
          />
          <p className="cart-screen__loading">{t('common.loading')}</p>
        </>
      ) : items.length === 0 ? (
        <EmptyState icon="cart" title={t('cart.empty')} body={t('cart.emptyBody')}>
          <Link className="button" to="/">
            {t('cart.continueShopping')}
          </Link>
        </EmptyState>
      ) : (
        <div className="cart-screen__contents" ref={setDrawn}>
          {/* Only touch screens can swipe; a mouse or keyboard shopper has the remove button on each line. */}
          <p className="cart-screen__hint">{t('cart.swipeHint')}</p>
          <ul className="cart-lines">
            {items.map((item) => (
              <li key={item.id}>
                <CartLineItem
                  item={item}
                  stock={stock.get(item.id) ?? null}
                  onQuantity={(delta) => changeQuantity(item, delta)}
                  onRemove={() => remove(item)}
                />
              </li>
            ))}
          </ul>
          <div className="cart-bar" ref={barRef}>
            <FreeDeliveryNote items={items} country={shop?.addresses.selected?.country ?? null} />
            <dl className="cart-bar__summary">
              <div>
                <dt>{t('cart.items')}</dt>
                <dd data-testid="cart-count">{cartItemCount(items)}</dd>
              </div>
              <div>
                <dt>{t('cart.total')}</dt>
                <dd className="cart-bar__total" data-testid="cart-total">
                  {formatKd(cartSubtotalFils(items), lang)}
                </dd>
              </div>
            </dl>
            <button type="button" className="button cart-bar__proceed" onClick={proceed}>
              {t('cart.proceed')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
