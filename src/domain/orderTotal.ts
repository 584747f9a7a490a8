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
