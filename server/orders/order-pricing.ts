// The server's own reckoning of an order (SPEC §9 Totals) before it is stored. Line prices come from the
// catalogue (product price plus the variant's extra), the discount from the promo code's percentage of the
// subtotal (capped at the subtotal), and total = subtotal + delivery − discount. The delivery fee is taken as
// sent: the client computes it from /deliveryCharges_admin and the address (docs/API.md). Every amount the
// client sent must agree with this to the fils (one fils of slack), or the order is refused naming the field.
import type { Database } from '../db/database';
import { loadOrderCatalogue } from '../db/queries/order-prices';
import { findUsablePromo } from '../db/queries/pricing';
import type { StoredOrderLine } from '../db/schema';
import { ApiError } from '../http/errors';
import { sameAmount, toFils } from './fils';
import type { OrderStoreBody } from './order-payload';

export type PricedOrder = {
  lines: StoredOrderLine[];
  subtotalFils: number;
  deliveryFils: number;
  discountFils: number;
  totalFils: number;
};

function mustAgree(sentKd: number, expectedFils: number, field: string): void {
  if (!sameAmount(toFils(sentKd), expectedFils)) throw new ApiError(400, 'amountMismatch', field);
}

export async function priceOrder(db: Database, body: OrderStoreBody, now: Date): Promise<PricedOrder> {
  const { order_detail: detail, product_details: sentLines } = body;
  const catalogue = await loadOrderCatalogue(
    db,
    [...new Set(sentLines.map((line) => line.id))],
    [...new Set(sentLines.flatMap((line) => (line.v_id === null ? [] : [line.v_id])))],
  );

  let subtotalFils = 0;
  const lines = sentLines.map((line, index): StoredOrderLine => {
    const product = catalogue.products.get(line.id);
    if (!product) throw new ApiError(400, 'unknownProduct', `product_details[${index}].id`);
    const variant = line.v_id === null ? undefined : catalogue.variants.get(line.v_id);
    if (line.v_id !== null && variant?.productId !== product.id) {
      throw new ApiError(400, 'unknownProduct', `product_details[${index}].v_id`);
    }
    const unitFils = toFils(product.price) + (variant ? toFils(variant.priceExtra) : 0);
    mustAgree(line.price, unitFils, `product_details[${index}].price`);
    subtotalFils += unitFils * line.quantity;
    return {
      id: product.id,
      name: line.name ?? product.name,
      title: line.title ?? product.nameEn,
      image: line.image ?? product.image,
      description: product.descriptionSale || product.description,
      price: unitFils / 1000,
      quantity: line.quantity,
      psize: line.psize,
      pcolor: line.pcolor,
      v_id: line.v_id,
      odoo_id: line.odoo_id,
    };
  });
  mustAgree(detail.subtotal_price, subtotalFils, 'order_detail.subtotal_price');

  const promoCode = detail.promo_code?.trim() ?? '';
  let discountFils = 0;
  if (promoCode !== '') {
    const promo = await findUsablePromo(db, promoCode, now);
    if (!promo) throw new ApiError(400, 'promoNotUsable');
    discountFils = Math.min(subtotalFils, Math.round((subtotalFils * promo.discount) / 100));
  }
  mustAgree(detail.discount, discountFils, 'order_detail.discount');

  const deliveryFils = toFils(detail.delivery_price);
  const totalFils = subtotalFils + deliveryFils - discountFils;
  mustAgree(detail.total_price, totalFils, 'order_detail.total_price');
  return { lines, subtotalFils, deliveryFils, discountFils, totalFils };
}
