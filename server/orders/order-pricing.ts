// The server's own reckoning of an order (SPEC §9 Totals, Delivery fee) before it is stored. Line prices come
// from the catalogue (product price plus the variant's extra), the delivery fee from the shop's own rates for the
// order's country and the catalogue weights (the rule the client applies, src/domain/checkout/deliveryFee.ts), the
// discount from the promo code's percentage of the subtotal (capped at the subtotal), and total = subtotal +
// delivery − discount. Every amount the client sent must agree with this to the fils (one fils of slack), or the
// order is refused naming the field. A line's name, title, image, size, colour and ERP id are the catalogue's
// too: the client names only the product, the variant and the quantity, so it cannot set what it pays.
import { countryFromName } from '../../src/domain/addresses/countries';
import { cartWeightKg } from '../../src/domain/cart/cartWeight';
import { deliveryFee } from '../../src/domain/checkout/deliveryFee';
import { toFils } from '../../src/domain/shared/money';
import type { Database } from '../db/database';
import { loadOrderCatalogue } from '../db/queries/order-prices';
import { findUsablePromo, listDeliveryRates } from '../db/queries/pricing';
import type { StoredOrderLine } from '../db/schema';
import { ApiError } from '../http/errors';
import { presentDeliveryRate } from '../presenters/content';
import { sameAmount } from './fils';
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
  const weighed: { weight: number; product_weight: null; quantity: number; counter: null }[] = [];
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
    weighed.push({ weight: product.weight, product_weight: null, quantity: line.quantity, counter: null });
    // As the cart names a line (src/domain/cart/cartItemFromProduct.ts): the Arabic name, the English title, and the
    // variant's picture before the product's.
    return {
      id: product.id,
      name: product.name,
      title: product.nameEn || product.name,
      image: variant?.image || product.image,
      description: product.descriptionSale || product.description,
      descriptionEn: product.descriptionEn,
      price: unitFils / 1000,
      quantity: line.quantity,
      // A variant's own size and colour; without a variant, the attributes the shopper picked.
      psize: variant ? (variant.size ?? line.psize) : line.psize,
      pcolor: variant ? (variant.color ?? line.pcolor) : line.pcolor,
      v_id: variant ? variant.id : null,
      odoo_id: variant ? variant.odooId : product.odooId,
      attributes: variant ? variant.attributes : [],
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

  // SPEC §9 needs the delivery country; an order without one would travel free, so it is refused instead.
  const country = detail.countryName?.trim() ?? '';
  if (country === '') throw new ApiError(400, 'invalidField', 'order_detail.countryName');
  // SPEC §9's six countries, named as the client may send them (English, Arabic, ISO code): any other would be
  // charged SPEC's 2 KD for a place the shop never delivers to.
  if (!countryFromName(country)) throw new ApiError(400, 'countryNotServed', 'order_detail.countryName');
  const rates = (await listDeliveryRates(db)).map(presentDeliveryRate);
  const deliveryFils = deliveryFee({
    country,
    weightKg: cartWeightKg(weighed),
    subtotalFils,
    rates,
  }).fils;
  mustAgree(detail.delivery_price, deliveryFils, 'order_detail.delivery_price');
  const totalFils = subtotalFils + deliveryFils - discountFils;
  mustAgree(detail.total_price, totalFils, 'order_detail.total_price');
  return { lines, subtotalFils, deliveryFils, discountFils, totalFils };
}
