import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductDoc } from '../../contract';
import {
  type AttributeSelection,
  addButtonLabel,
  availableStock,
  canAddToCart,
  cartItemFromProduct,
  cartLineVariantId,
  cartLineId as lineIdOf,
  lineQuantity,
  type ProjectionState,
  unitsLeftToAdd,
  type Variant,
} from '../../domain';
import type { AddToCartPlace } from '../../machines/addToCartButton.machine';
import { useEventLog, useShopSelection } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import { useTranslation } from '../i18n/translation';
import { useMachineInspect } from '../machines/MachineInspect';
import { Icon } from '../shared/Icon';
import { productPath } from '../shared/shopPaths';
import { skipMouseEmulation } from '../shared/skipMouseEmulation';
import { useToast } from '../toast/useToast';
import type { AddToCartEffects } from './addToCartActor';
import { useAddToCartActor } from './useAddToCartActor';
import './AddToCartButton.css';

interface AddToCartButtonProps {
  place: AddToCartPlace;
  product: ProductDoc;
  /** The product page's choice; a card adds the product as it is, one unit. */
  variant?: Variant | null;
  selection?: AttributeSelection;
  quantity?: number;
  outOfStock: boolean;
  allAttributesSelected?: boolean;
}

const labelKey = {
  outOfStock: 'product.outOfStock',
  selectOptions: 'product.selectOptions',
  added: 'product.added',
  addToCart: 'product.addToCart',
} as const;

/**
 * SPEC §4 Add to cart: the button's timing and its card-only checks (already in the cart, several variants) are the
 * addToCartButton statechart; this component supplies what they do. Adding appends CartItemAdded to the event log
 * at the press, so nothing is lost if the shopper leaves during the animation.
 */
export function AddToCartButton({
  place,
  product,
  variant = null,
  selection = {},
  quantity = 1,
  outOfStock,
  allAttributesSelected = true,
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const eventLog = useEventLog();
  const sync = useSync();
  const toast = useToast();
  const inspect = useMachineInspect();
  const hasVariants = place === 'page' && !!product.variantSystem?.has_variants;
  // The line's id, not the line: every state arrives as a fresh copy, and the button changes only with the line.
  const cartLineId = useShopSelection(
    (state) =>
      state?.cart.cartProducts.find(
        (item) => item.originalProductId === product.productId || item.id === String(product.productId),
      )?.id ?? null,
  );

  // The line this press adds to: the page's choice, or on a card the line of this product the cart holds.
  const pressedLineId =
    place === 'page'
      ? lineIdOf(product.productId, variant ? { variantId: variant.id } : { attributes: selection })
      : cartLineId;
  const lineHeld = (state: ProjectionState | null) =>
    state?.cart.cartProducts.find((item) => item.id === pressedLineId) ?? null;
  // What the cart holds of it, and whether that line is of a variant (a card knows no variant's stock).
  const unitsInCart = useShopSelection((state) => {
    const line = lineHeld(state);
    return line ? lineQuantity(line) : 0;
  });
  const heldVariant = useShopSelection((state) => {
    const line = lineHeld(state);
    return line !== null && cartLineVariantId(line) !== null;
  });
  const stock = place === 'page' ? availableStock(product, variant) : heldVariant ? null : product.quantity;

  // The actor's effects read the latest props through this ref.
  const latest = useRef({ product, variant, selection, quantity, cartLineId });
  latest.current = { product, variant, selection, quantity, cartLineId };
  const effects = useRef<AddToCartEffects | null>(null);
  effects.current = {
    addToCart: () => {
      const now = latest.current;
      const item = cartItemFromProduct(now.product, {
        variant: now.variant,
        selection: now.selection,
        quantity: now.quantity,
      });
      eventLog.append('CartItemAdded', { item }).then(
        () => toast.show('success', t('product.addedToCart')),
        () => toast.show('error', t('product.addFailed')),
      );
    },
    openCartItem: () => {
      const id = latest.current.cartLineId;
      if (id === null) return;
      eventLog.append('CartItemQuantityChanged', { id, delta: 1 }).then(
        () => toast.show('success', t('product.quantityIncreased')),
        () => toast.show('error', t('product.addFailed')),
      );
    },
    openProduct: () => navigate(productPath(latest.current.product.productId)),
    reportCheckFailed: () => toast.show('error', t('product.checkFailed')),
    reportAddFailed: () => toast.show('error', t('product.addFailed')),
    variantCount: async (productId) => (await sync.checkStock(productId)).variantCount,
  };

  const inCart = cartLineId !== null;
  const { snapshot, press } = useAddToCartActor(
    { place, productId: product.productId },
    inCart,
    effects,
    inspect,
  );

  const label = addButtonLabel({
    outOfStock,
    hasVariants,
    allAttributesSelected,
    added: snapshot.added,
  });
  const allowed = canAddToCart({ outOfStock, hasVariants, allAttributesSelected });
  const busy = snapshot.busy;
  // SPEC §5 Quantity: the cart never asks for more than there is; a press past it says so and adds nothing.
  const full = unitsInCart > 0 && unitsLeftToAdd(stock, unitsInCart) === 0;
  const onPress = () => {
    if (full && snapshot.canPress)
      toast.show('warning', t('product.allInCart', { count: stock ?? unitsInCart }));
    else press();
  };

  return (
    <button
      type="button"
      className={`add-to-cart add-to-cart--${place}${snapshot.added ? ' is-added' : ''}${outOfStock ? ' is-out' : ''}`}
      disabled={!allowed || !snapshot.canPress}
      aria-busy={busy}
      onPointerDown={skipMouseEmulation}
      onClick={onPress}
    >
      {busy ? (
        <span className="add-to-cart__spinner" aria-hidden="true" />
      ) : outOfStock ? null : (
        // No cart beside "Out of Stock": nothing can be added, and on a narrow card the words need the room.
        <Icon name={label === 'added' ? 'check' : 'cart'} size={18} />
      )}
      <span className="add-to-cart__label">{busy ? t('product.adding') : t(labelKey[label])}</span>
    </button>
  );
}
