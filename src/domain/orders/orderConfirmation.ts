import type { AddressPlace, Order, OrderStorePayload, PaymentMethod } from '../schemas';
import { toFils } from '../shared/money';

/**
 * What a confirmation page tells about an order (SPEC §2 Thank-you, Payment-success, Payment-error): its number
 * once the server gave one, how many items, the total, how it is paid and where it goes. Read from the order the
 * server read back, or from the order the shop sent (a card payment's pending order); null is what is not known.
 */
export interface OrderConfirmation {
  id: string | null;
  itemCount: number | null;
  totalFils: number | null;
  deliveryFils: number | null;
  paymentMethod: PaymentMethod | null;
  /** The line as the order was placed (in that language), and its parts, for a page to say it in its own. */
  address: string | null;
  addressParts: AddressPlace | null;
}

const methodOf = (paymentType: string | null | undefined): PaymentMethod | null =>
  paymentType === 'card' || paymentType === 'cash' ? paymentType : null;

const addressOf = (address: string | null | undefined): string | null => address?.trim() || null;

export function confirmationOfOrder(order: Order): OrderConfirmation {
  return {
    id: String(order.id),
    itemCount: order.products.reduce((sum, product) => sum + product.quantity, 0),
    totalFils: toFils(order.total_price),
    deliveryFils: order.delivery_charges === null ? null : toFils(order.delivery_charges),
    paymentMethod: methodOf(order.paymentType),
    address: addressOf(order.address),
    addressParts: order.address_parts ?? null,
  };
}

export function confirmationOfPayload(payload: OrderStorePayload, id: string | null): OrderConfirmation {
  return {
    id,
    itemCount: payload.product_details.reduce((sum, line) => sum + line.quantity, 0),
    totalFils: toFils(payload.order_detail.total_price),
    deliveryFils: toFils(payload.order_detail.delivery_price),
    paymentMethod: methodOf(payload.order_detail.paymentType),
    address: addressOf(payload.order_detail.address),
    addressParts: payload.order_detail.address_parts ?? null,
  };
}

/** All a page knows before the order is read back (offline, say): its number and how it is paid. */
export function confirmationOfNumber(id: string | null, paymentMethod: PaymentMethod): OrderConfirmation {
  return {
    id,
    itemCount: null,
    totalFils: null,
    deliveryFils: null,
    paymentMethod,
    address: null,
    addressParts: null,
  };
}
