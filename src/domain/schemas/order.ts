import { z } from 'zod';
import { AddressPlaceSchema } from './address';
import { looseId, looseNumber, optionalNumber, optionalText } from './primitives';
import { VariantAttributeSchema } from './variant';

/**
 * The line's variant's attributes in both languages, as a variant system names them (docs/API.md), so an order
 * screen can name the options in Arabic; absent from a line stored or sent without them.
 */
const lineAttributes = z.array(VariantAttributeSchema).optional().catch(undefined);

export const PaymentMethodSchema = z.enum(['card', 'cash']);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** SPEC §3 Order summary record (order_detail), sent when an order is created. */
export const OrderDetailRecordSchema = z.object({
  user_id: looseId,
  address: z.string(),
  delivery_price: looseNumber,
  discount: looseNumber,
  promo_code: optionalText,
  email: optionalText,
  order_status: z.string(),
  payment_status: z.string(),
  subtotal_price: looseNumber,
  total_price: looseNumber,
  full_name: optionalText,
  phone_number: optionalText,
  paymentType: z.string(),
  Avenue: optionalText,
  cityTown: optionalText,
  countryName: optionalText,
  region: optionalText,
  theHome: optionalText,
  theStreet: optionalText,
  /**
   * The address part by part (not in SPEC: `address` is one line in the language it was ordered in), so an order
   * page can say it in its own language. Absent from an order made before the shop sent it.
   */
  address_parts: AddressPlaceSchema.nullish(),
  /** A card order names the provider's invoice that paid it (and the paymentId the callback carried). */
  invoice_id: optionalText,
  paymentId: optionalText,
});
export type OrderDetailRecord = z.infer<typeof OrderDetailRecordSchema>;

/** SPEC §3 Order product line (product_details). */
export const OrderProductLineSchema = z.object({
  id: looseId,
  name: optionalText,
  price: looseNumber,
  quantity: looseNumber,
  image: optionalText,
  title: optionalText,
  psize: optionalText,
  psize_price: optionalNumber,
  pcolor: optionalText,
  v_id: optionalNumber,
  odoo_id: optionalNumber,
  attributes_array: lineAttributes,
});
export type OrderProductLine = z.infer<typeof OrderProductLineSchema>;

/** The body of POST /order/store (and the `orderData` of a pending card payment). */
export const OrderStorePayloadSchema = z.object({
  order_detail: OrderDetailRecordSchema,
  product_details: z.array(OrderProductLineSchema),
});
export type OrderStorePayload = z.infer<typeof OrderStorePayloadSchema>;

/** A product of an order read back: the quantity is `quantity` or `pivot.quantity` (SPEC §3), 1 if neither. */
export const OrderProductSchema = z.preprocess(
  (raw) => {
    if (raw === null || typeof raw !== 'object') return raw;
    const p = raw as Record<string, unknown>;
    const pivot = p.pivot as Record<string, unknown> | null | undefined;
    return { ...p, quantity: p.quantity ?? pivot?.quantity };
  },
  z.object({
    id: looseId,
    name: optionalText,
    image: optionalText,
    description: optionalText,
    title: optionalText,
    price: looseNumber,
    quantity: optionalNumber.transform((v) => v ?? 1),
    psize: optionalText,
    pcolor: optionalText,
    /** The line's variant, where the backend reads it back (the reference does): Order Again finds it by this. */
    v_id: optionalNumber,
    attributes_array: lineAttributes,
  }),
);
export type OrderProduct = z.infer<typeof OrderProductSchema>;

/** SPEC §3 Order as read back. */
export const OrderSchema = z.object({
  id: looseNumber,
  created_at: z.string(),
  /** When the order reached its current status, where the backend says (the reference backend does). */
  status_changed_at: optionalText,
  order_status: optionalText,
  /**
   * Whether the backend would take its shopper's cancellation now (beyond SPEC: the reference backend says so);
   * absent from a backend without the call, whose orders are never offered Cancel (orderCancellation.ts).
   */
  cancellable: z.boolean().nullish().catch(null),
  payment_status: optionalText,
  paymentType: optionalText,
  /** The provider's invoice that paid a card order, where the backend reads it back (the reference does). */
  invoice_id: optionalText,
  total_price: looseNumber,
  sub_total: optionalNumber,
  delivery_charges: optionalNumber,
  discount: optionalNumber,
  address: optionalText,
  /** The address part by part, as the order was sent with it, where the backend reads it back (the reference does). */
  address_parts: AddressPlaceSchema.nullish().catch(null),
  /**
   * The delivery address's contact as the order was placed with it, where the backend reads it back (the reference
   * backend does; SPEC §3 names only the account's Customer): the courier calls this phone.
   */
  full_name: optionalText,
  phone_number: optionalText,
  Customer: z
    .object({ name: optionalText, phone: optionalText })
    .nullish()
    .transform((v) => v ?? null),
  products: z
    .array(OrderProductSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type Order = z.infer<typeof OrderSchema>;

/** SPEC §3 Pending order, kept while the shopper is away on the card provider's page. */
export const PendingOrderSchema = z.object({
  paymentMethod: PaymentMethodSchema,
  invoiceId: optionalText,
  total: looseNumber,
  orderData: OrderStorePayloadSchema,
  orderId: looseId.nullish().transform((v) => v ?? null),
});
export type PendingOrder = z.infer<typeof PendingOrderSchema>;
