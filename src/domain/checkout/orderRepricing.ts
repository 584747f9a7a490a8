import { cartWeightKg } from '../cart/cartWeight';
import type {
  DeliveryRate,
  OrderProductLine,
  OrderStorePayload,
  RepricingReason,
  ReviewLine,
} from '../schemas';
import { filsToKd, toFils } from '../shared/money';
import { deliveryFee } from './deliveryFee';
import { orderTotals } from './orderTotal';
import { promoDiscountFils } from './promo';

/**
 * What the server's catalogue says of one line of an order now: its unit price (the variant's, for a variant
 * line), its weight (null for the 0.1 kg default, SPEC §9) and the units left (null when the backend does not say);
 * `gone` when the product, or its variant, is no longer sold.
 */
export type LineNow =
  | { gone: true }
  | { gone: false; priceFils: number; weightKg: number | null; stock: number | null };

export interface RepricingInput {
  /** The order as its shopper agreed to it at checkout. */
  agreed: OrderStorePayload;
  /** What the catalogue says of each of its lines now, in the order of `product_details`. */
  lines: readonly LineNow[];
  /** The shop's delivery rates now (SPEC §9); 'unavailable' when the server refused to list them (2 KD). */
  rates: readonly DeliveryRate[] | 'unavailable';
  /** The percentage the order's promo code gives now; null when it no longer does (or the order has none). */
  promoPercent: number | null;
}

export type Repricing =
  | { place: OrderStorePayload }
  | {
      attention: RepricingReason[];
      agreedTotalFils: number;
      /** The total of `order`, null when no line is left to order. */
      newTotalFils: number | null;
      /** The order at the server's amounts with the lines that are left, null when none is. */
      order: OrderStorePayload | null;
    };

const reviewLine = (line: OrderProductLine): ReviewLine => ({
  id: line.id,
  v_id: line.v_id,
  name: line.name,
  title: line.title,
});

const stockKey = (line: OrderProductLine) => `${line.id}:${line.v_id ?? ''}`;

/**
 * An order queued while the shop could not reach its server, priced again with the server's amounts before it is
 * first sent (docs/ARCHITECTURE.md "How a change gets to the server"). Each line at its catalogue price and weight,
 * the delivery fee by SPEC §9 for the order's country, the promo's percentage of the subtotal, and total = subtotal
 * + delivery − discount, all in fils. When that total is not above the total the shopper agreed to and every line
 * is there in full, the order is placed at these amounts (a standard 2 KD fee assumed offline that is 0.50 KD now is
 * simply charged 0.50). Otherwise it waits for the shopper, with the reasons: the fee, a price or the discount moved
 * the total up, a line is gone or has fewer units left (lines of one product and variant share its stock, first
 * come first served), or the promo ended; `order` is then what could be placed now.
 */
export function repriceOrder({ agreed, lines, rates, promoPercent }: RepricingInput): Repricing {
  const detail = agreed.order_detail;
  const missing: RepricingReason[] = [];
  const dearer: RepricingReason[] = [];
  const left = new Map<string, number>();
  const kept: { line: OrderProductLine; weightKg: number | null }[] = [];
  agreed.product_details.forEach((line, index) => {
    const now = lines[index] ?? { gone: true };
    if (now.gone) {
      missing.push({ kind: 'lineGone', line: reviewLine(line) });
      return;
    }
    const requested = Math.max(0, Math.floor(line.quantity));
    const key = stockKey(line);
    const stock = left.get(key) ?? (now.stock === null ? null : Math.max(0, Math.floor(now.stock)));
    const quantity = stock === null ? requested : Math.min(requested, stock);
    if (stock !== null) left.set(key, stock - quantity);
    if (quantity < requested)
      missing.push({ kind: 'lineShort', line: reviewLine(line), requested, available: quantity });
    const agreedFils = toFils(line.price);
    if (now.priceFils > agreedFils)
      dearer.push({ kind: 'priceUp', line: reviewLine(line), fromFils: agreedFils, toFils: now.priceFils });
    if (quantity > 0)
      kept.push({ line: { ...line, price: filsToKd(now.priceFils), quantity }, weightKg: now.weightKg });
  });

  const subtotalFils = kept.reduce((sum, { line }) => sum + toFils(line.price) * line.quantity, 0);
  const weightKg = cartWeightKg(
    kept.map(({ line, weightKg: weight }) => ({
      weight,
      product_weight: null,
      quantity: line.quantity,
      counter: null,
    })),
  );
  const deliveryFils = deliveryFee({ country: detail.countryName, weightKg, subtotalFils, rates }).fils;
  const code = detail.promo_code?.trim() ?? '';
  const promoEnded = code !== '' && promoPercent === null;
  const discountFils = promoPercent === null ? 0 : promoDiscountFils(subtotalFils, promoPercent);
  const totals = orderTotals(subtotalFils, deliveryFils, code === '' ? 0 : discountFils);
  const order: OrderStorePayload = {
    order_detail: {
      ...detail,
      promo_code: promoEnded ? null : detail.promo_code,
      subtotal_price: filsToKd(totals.subtotalFils),
      delivery_price: filsToKd(totals.deliveryFils),
      discount: filsToKd(totals.discountFils),
      total_price: filsToKd(totals.totalFils),
    },
    product_details: kept.map(({ line }) => line),
  };

  const agreedTotalFils = toFils(detail.total_price);
  if (missing.length === 0 && !promoEnded && totals.totalFils <= agreedTotalFils) return { place: order };

  const reasons = [...missing, ...dearer];
  const agreedFeeFils = toFils(detail.delivery_price);
  if (totals.deliveryFils > agreedFeeFils)
    reasons.push({ kind: 'feeUp', fromFils: agreedFeeFils, toFils: totals.deliveryFils });
  const agreedDiscountFils = toFils(detail.discount);
  // The discount the agreed lines would get now: less than agreed only when the promo itself gives less.
  const discountNow =
    promoPercent === null ? 0 : promoDiscountFils(toFils(detail.subtotal_price), promoPercent);
  if (promoEnded) reasons.push({ kind: 'promoEnded', code, discountFils: agreedDiscountFils });
  else if (code !== '' && discountNow < agreedDiscountFils)
    reasons.push({ kind: 'discountDown', fromFils: agreedDiscountFils, toFils: discountNow });
  const anyLeft = kept.length > 0;
  return {
    attention: reasons,
    agreedTotalFils,
    newTotalFils: anyLeft ? totals.totalFils : null,
    order: anyLeft ? order : null,
  };
}
