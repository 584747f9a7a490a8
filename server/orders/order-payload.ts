// The body of POST /order/store (SPEC §3 order_detail and product_details). Unknown fields are dropped. A
// card order names its paid invoice in order_detail.invoice_id (or paymentId, the name the callback URL uses).
import { z } from 'zod';
import { bodyId } from '../http/params';
import { initialOrderStatuses } from './statuses';

/**
 * KD: a number, or a plain decimal as text ("12.500"), as SPEC §3's ERP fields carry prices. No sign, exponent,
 * hex or spaces: `Number` would read "0x10" as 16 and " 12 " as 12, amounts no client means to send.
 */
const kd = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(?:\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().min(0).max(1_000_000));

const id = bodyId;

const optionalText = (max: number) =>
  z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().max(max).nullish())
    .transform((value) => value ?? null);

/** A variant id, or null for a line of the product itself (false and '' as ERPs send them). */
export const optionalId = z
  .preprocess((value) => (value === false || value === '' ? null : value), id.nullish())
  .transform((value) => value ?? null);

// The address part by part (docs/API.md), so an order page can say it in the page's language; each part as typed
// or stored, none required.
const addressParts = z
  .object({
    street: optionalText(200),
    avenue: optionalText(100),
    piece: optionalText(100),
    house: optionalText(100),
    floor: optionalText(100),
    apartment: optionalText(200),
    city: optionalText(100),
    area: optionalText(100),
    country: optionalText(100),
  })
  .nullish()
  .transform((value) => value ?? null);

const orderDetail = z.object({
  user_id: id,
  address: z.string().max(500),
  delivery_price: kd,
  discount: kd,
  promo_code: optionalText(32),
  email: optionalText(200),
  order_status: z.enum(initialOrderStatuses),
  // The client always sends 'pending'; the server decides (paid for a paid card invoice).
  payment_status: z.string().max(50),
  subtotal_price: kd,
  total_price: kd,
  full_name: optionalText(100),
  phone_number: optionalText(30),
  paymentType: z.enum(['card', 'cash']),
  Avenue: optionalText(200),
  cityTown: optionalText(100),
  countryName: optionalText(100),
  region: optionalText(100),
  theHome: optionalText(100),
  theStreet: optionalText(200),
  address_parts: addressParts,
  invoice_id: optionalText(100),
  paymentId: optionalText(100),
});

/** How many of a line: a whole number from 1 to 999 (the shop's client counts, it never sends text). */
export const lineQuantity = z.number().int().min(1).max(999);

const productLine = z.object({
  id,
  name: optionalText(300),
  price: kd,
  quantity: lineQuantity,
  image: optionalText(2000),
  title: optionalText(300),
  psize: optionalText(100),
  psize_price: z.preprocess((value) => (value === false || value === '' ? null : value), kd.nullish()),
  pcolor: optionalText(100),
  v_id: optionalId,
  odoo_id: optionalId,
});

export const orderStoreBody = z.object({
  order_detail: orderDetail,
  product_details: z.array(productLine).min(1).max(100),
});

export type OrderStoreBody = z.output<typeof orderStoreBody>;
