import { describe, expect, it } from 'vitest';
import {
  buildOrderPayload,
  type OrderPayloadInput,
  OrderStorePayloadSchema,
  orderTotals,
} from '../../../src/domain';
import { cartItem, selectedAddress } from '../factories';

const input = (o: Partial<OrderPayloadInput> = {}): OrderPayloadInput => ({
  userId: 9,
  address: selectedAddress(),
  items: [cartItem({ id: '12-34', originalProductId: 12, v_id: 34, price: '2.5', quantity: 2, size: 'M' })],
  totals: orderTotals(5000, 1000, 500),
  paymentMethod: 'cash',
  promoCode: 'SAVE10',
  ...o,
});

describe('order preparation (SPEC §3 order_detail and product_details, §5 Place order)', () => {
  it('needs a delivery address', () => {
    expect(buildOrderPayload(input({ address: null }))).toEqual({ ok: false, key: 'missingDeliveryAddress' });
  });

  it('needs a user id', () => {
    expect(buildOrderPayload(input({ userId: null }))).toEqual({ ok: false, key: 'missingUserInfo' });
  });

  it('sends order_status confirmed and payment_status pending (SPEC §4 Order status)', () => {
    const result = buildOrderPayload(input());
    if (!result.ok) throw new Error('expected a payload');
    expect(result.payload.order_detail).toMatchObject({
      order_status: 'confirmed',
      payment_status: 'pending',
      paymentType: 'cash',
      promo_code: 'SAVE10',
      subtotal_price: 5,
      delivery_price: 1,
      discount: 0.5,
      total_price: 5.5,
      address: 'Street 5, Salmiya, Hawalli, Kuwait',
      user_id: 9,
    });
  });

  it('sends product lines with the bare product id and the variant id', () => {
    const result = buildOrderPayload(input());
    if (!result.ok) throw new Error('expected a payload');
    expect(result.payload.product_details[0]).toMatchObject({
      id: 12,
      v_id: 34,
      price: 2.5,
      quantity: 2,
      psize: 'M',
    });
  });

  it('recovers the product id from a variant line id', () => {
    const result = buildOrderPayload(input({ items: [cartItem({ id: '15-Color:Red' })] }));
    if (!result.ok) throw new Error('expected a payload');
    expect(result.payload.product_details[0]?.id).toBe(15);
  });

  it('builds a body the order store schema accepts', () => {
    const result = buildOrderPayload(input());
    if (!result.ok) throw new Error('expected a payload');
    expect(OrderStorePayloadSchema.parse(result.payload)).toEqual(result.payload);
  });
});
