/**
 * The checkout machine's reading of its context with the domain rules: the facts SPEC §5 Place order checks, the
 * price (SPEC §9), the order it places and what the card payment is handed.
 */
import {
  buildOrderPayload,
  buildPaymentRequest,
  type CheckoutPrice,
  cartItemCount,
  checkoutPrice,
  isLoggedIn,
  type OrderStorePayload,
} from '../domain';
import type { CardHandOff, CashOrder, CheckoutContext, CheckoutInput, CheckoutShop } from './checkout.types';

export const NO_PRICE: CheckoutPrice = {
  fee: null,
  totals: { subtotalFils: 0, deliveryFils: 0, discountFils: 0, totalFils: 0 },
};

/**
 * Checkout as it opens: nothing known of the shop yet, no promo, cash (or the card a shopper comes back to try
 * again), and the rates still to be asked for.
 */
export const initialContext = ({ origin, payment = 'cash' }: CheckoutInput): CheckoutContext => ({
  origin,
  shop: null,
  promoInput: '',
  promo: null,
  promoError: null,
  promoErrorStatus: null,
  rates: null,
  price: NO_PRICE,
  payment,
  order: null,
  orderKey: null,
  error: null,
  paymentError: null,
  orderId: null,
});

/** The facts SPEC §5 Place order checks; a missing shop counts as a guest with an empty cart. */
export function factsOf(shop: CheckoutShop | null) {
  return {
    loggedIn: shop !== null && isLoggedIn(shop.session),
    hasAddress: (shop?.address ?? null) !== null,
    cartCount: shop ? cartItemCount(shop.items) : 0,
  };
}

export const sameFacts = (a: CheckoutShop | null, b: CheckoutShop | null) =>
  JSON.stringify(factsOf(a)) === JSON.stringify(factsOf(b));

/** The price with the shop, the rates and the promo of `context` (the domain's SPEC §9 rules). */
export function priced(context: Pick<CheckoutContext, 'shop' | 'rates' | 'promo'>): CheckoutPrice {
  if (!context.shop) return NO_PRICE;
  return checkoutPrice({
    items: context.shop.items,
    country: context.shop.address?.country,
    rates: context.rates,
    promoPercent: context.promo?.discount ?? null,
  });
}

/** The order as checkout shows it now (SPEC §3 order_detail and product_details). */
export function orderOf(context: CheckoutContext) {
  return buildOrderPayload({
    userId: context.shop?.session.userId ?? null,
    address: context.shop?.address ?? null,
    items: context.shop?.items ?? [],
    totals: context.price.totals,
    paymentMethod: context.payment,
    promoCode: context.promo?.code ?? null,
    language: context.shop?.session.isLanguage,
  });
}

/** The order of a transition whose guards checked `orderUnprepared`; null cannot happen there. */
export function builtOrder(context: CheckoutContext): OrderStorePayload | null {
  const built = orderOf(context);
  return built.ok ? built.payload : null;
}

/** Why the order cannot be built (a payment translation key), or null when it can. */
export function unpreparedReason(context: CheckoutContext): string | null {
  const built = orderOf(context);
  return built.ok ? null : built.key;
}

export const cashOrderOf = (context: CheckoutContext): CashOrder => ({
  order: context.order as OrderStorePayload,
  key: context.orderKey,
});

/** The order fixed at Place Order and the payment request the provider is asked with. */
export function cardHandOffOf(context: CheckoutContext): CardHandOff {
  const order = context.order as OrderStorePayload;
  const session = context.shop?.session;
  const request = buildPaymentRequest({
    order,
    userName: session?.userName ?? null,
    mobile: session?.mobile ?? null,
    origin: context.origin,
  });
  return { order, request };
}
