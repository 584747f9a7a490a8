import { cartSubtotalFils } from '../cart/cartTotal';
import { cartWeightKg } from '../cart/cartWeight';
import type { CartItem, DeliveryRate } from '../schemas';
import { type DeliveryFee, deliveryFee } from './deliveryFee';
import { promoDiscountFils } from './promo';

export type OrderTotals = {
  subtotalFils: number;
  deliveryFils: number;
  discountFils: number;
  totalFils: number;
};

/**
 * SPEC §9: total = subtotal + delivery − discount, in fils. The discount is capped at the subtotal here too,
 * so a caller that skipped the promo rule still cannot make delivery free or the total negative.
 */
export function orderTotals(subtotalFils: number, deliveryFils: number, discountFils: number): OrderTotals {
  const discount = Math.max(0, Math.min(discountFils, subtotalFils));
  return {
    subtotalFils,
    deliveryFils,
    discountFils: discount,
    totalFils: subtotalFils + deliveryFils - discount,
  };
}

export interface CheckoutPriceInput {
  items: readonly CartItem[];
  /** The delivery address's country; blank or missing means no address chosen yet. */
  country: string | null | undefined;
  /** Null until the rates have answered; 'unavailable' when they could not be loaded. */
  rates: readonly DeliveryRate[] | 'unavailable' | null;
  /** The applied promo's percentage, or null without a promo. */
  promoPercent: number | null;
}

export interface CheckoutPrice {
  /** Null while the rates are not known yet: the total then counts no delivery. */
  fee: DeliveryFee | null;
  totals: OrderTotals;
}

/**
 * SPEC §9 Delivery fee and Totals for a checkout: the cart's subtotal and weight, the fee from the rates, the promo
 * discount as a percentage of the subtotal, and total = subtotal + delivery − discount.
 */
export function checkoutPrice({ items, country, rates, promoPercent }: CheckoutPriceInput): CheckoutPrice {
  const subtotal = cartSubtotalFils(items);
  const fee =
    rates === null
      ? null
      : deliveryFee({ country, weightKg: cartWeightKg(items), subtotalFils: subtotal, rates });
  const discount = promoPercent === null ? 0 : promoDiscountFils(subtotal, promoPercent);
  return { fee, totals: orderTotals(subtotal, fee?.fils ?? 0, discount) };
}
