// Order in the shape of SPEC §3 "Order as read back" (docs/API.md). Each product carries its quantity both
// plainly and as pivot.quantity, the two places SPEC says a client may find it. A line's description is in the
// request's language (SPEC §3 language rule: English shows the English text or none, never the Arabic one).
import { isCancellableStatus } from '../../src/domain/orders/orderCancellation';
import type { OrderRecord } from '../db/queries/orders';
import type { Language } from '../http/language';

export function presentOrder(row: OrderRecord, language: Language) {
  const detail = row.orderDetail;
  const text = (key: string) => (typeof detail[key] === 'string' ? (detail[key] as string) : null);
  const parts = detail.address_parts;
  return {
    id: row.id,
    user_id: row.customerId,
    created_at: row.createdAt.toISOString(),
    status_changed_at: row.statusChangedAt.toISOString(),
    order_status: row.orderStatus,
    // Beyond SPEC: whether POST /order/{id}/cancel would take it now, so the app offers Cancel only then.
    cancellable: isCancellableStatus(row.orderStatus),
    payment_status: row.paymentStatus,
    paymentType: row.paymentType,
    invoice_id: row.invoiceId,
    total_price: row.total,
    sub_total: row.subtotal,
    delivery_charges: row.delivery,
    discount: row.discount,
    promo_code: text('promo_code'),
    address: text('address'),
    // The line above is in the language the order was placed in; the parts let a page say it in its own.
    address_parts: parts !== null && typeof parts === 'object' ? parts : null,
    full_name: text('full_name'),
    phone_number: text('phone_number'),
    email: text('email'),
    Customer: { name: row.customerName ?? text('full_name'), phone: row.customerPhone },
    products: row.products.map((line) => ({
      id: line.id,
      name: line.name,
      image: line.image,
      description: language === 'en' ? (line.descriptionEn ?? '') : line.description,
      title: line.title,
      price: line.price,
      quantity: line.quantity,
      psize: line.psize,
      pcolor: line.pcolor,
      v_id: line.v_id,
      // As a variant system names them (presenters/variant-system.ts), so an Arabic screen can name the options.
      attributes_array: line.attributes ?? [],
      pivot: { quantity: line.quantity },
    })),
  };
}
