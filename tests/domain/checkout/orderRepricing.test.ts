import { describe, expect, it } from 'vitest';
import {
  buildOrderPayload,
  type LineNow,
  type OrderStorePayload,
  orderTotals,
  type RepricingInput,
  repriceOrder,
} from '../../../src/domain';
import { cartItem, rate, selectedAddress } from '../factories';

/** Kuwait as the reference server rates it: 0.50 KD a kg up to 5 kg (0.50 KD at least), free from 20 KD. */
const KUWAIT = [rate({ per_kg_price: 0.5, delivery_weight_range_end: 5, free_after: 20 })];

const lamp = cartItem({
  id: '7',
  originalProductId: 7,
  name: 'مصباح',
  title: 'Lamp',
  price: '3.25',
  quantity: 2,
});
const shirt = cartItem({
  id: '9-91',
  originalProductId: 9,
  v_id: 91,
  name: 'قميص',
  title: 'Shirt',
  price: '4',
  quantity: 1,
});

/** An order as checkout agreed it: these lines, this fee and discount, and the total they make (SPEC §9). */
function agreed(
  lines = [lamp, shirt],
  { deliveryFils = 2000, discountFils = 0, promo = null as string | null } = {},
): OrderStorePayload {
  const subtotalFils = lines.reduce((sum, line) => sum + Number(line.price) * 1000 * (line.quantity ?? 1), 0);
  const built = buildOrderPayload({
    userId: 5,
    address: selectedAddress(),
    items: lines,
    totals: orderTotals(subtotalFils, deliveryFils, discountFils),
    paymentMethod: 'cash',
    promoCode: promo,
  });
  if (!built.ok) throw new Error(built.key);
  return built.payload;
}

const same = (priceFils: number, stock: number | null = 10): LineNow => ({
  gone: false,
  priceFils,
  weightKg: null,
  stock,
});

const input = (o: Partial<RepricingInput> = {}): RepricingInput => ({
  agreed: agreed(),
  lines: [same(3250), same(4000)],
  rates: KUWAIT,
  promoPercent: null,
  ...o,
});

describe('an order queued offline, priced again with the server’s amounts before it is sent (SPEC §9 Totals)', () => {
  it('is placed at the server’s lower fee when the standard 2 KD was assumed offline (SPEC §9: 0.50 KD minimum)', () => {
    const outcome = repriceOrder(input());
    expect(outcome).toEqual({
      place: expect.objectContaining({
        order_detail: expect.objectContaining({
          subtotal_price: 10.5,
          delivery_price: 0.5,
          discount: 0,
          total_price: 11,
        }),
      }),
    });
    // Nothing else of the order changes: the address, the lines and who placed it are as agreed.
    if (!('place' in outcome)) throw new Error('expected the order placed');
    const { order_detail, product_details } = outcome.place;
    expect(product_details).toEqual(agreed().product_details);
    expect(order_detail).toMatchObject({ user_id: 5, countryName: 'Kuwait', paymentType: 'cash' });
  });

  it('is placed as agreed when nothing changed', () => {
    const order = agreed([lamp, shirt], { deliveryFils: 500 });
    expect(repriceOrder(input({ agreed: order }))).toEqual({ place: order });
  });

  it('is placed when a price rose but the fee fell more: the shopper pays no more than they agreed to', () => {
    const outcome = repriceOrder(input({ lines: [same(3300), same(4000)] }));
    expect(outcome).toMatchObject({ place: { order_detail: { subtotal_price: 10.6, total_price: 11.1 } } });
  });

  it('waits for the shopper when the fee is higher now, naming the old and the new fee', () => {
    const order = agreed([lamp, shirt], { deliveryFils: 0 });
    expect(repriceOrder(input({ agreed: order }))).toEqual({
      attention: [{ kind: 'feeUp', fromFils: 0, toFils: 500 }],
      agreedTotalFils: 10_500,
      newTotalFils: 11_000,
      order: expect.objectContaining({ order_detail: expect.objectContaining({ delivery_price: 0.5 }) }),
    });
  });

  it('reckons the fee from the catalogue’s weights, not the weights the cart kept (SPEC §9 per-kg price)', () => {
    const order = agreed([lamp, shirt], { deliveryFils: 500 });
    const heavy: LineNow = { gone: false, priceFils: 3250, weightKg: 1.5, stock: null };
    // 1.5 kg × 2 + 0.1 kg = 3.1 kg at 0.50 KD a kg: 1.55 KD.
    expect(repriceOrder(input({ agreed: order, lines: [heavy, same(4000)] }))).toMatchObject({
      attention: [{ kind: 'feeUp', fromFils: 500, toFils: 1550 }],
      newTotalFils: 12_050,
    });
  });

  it('waits for the shopper when a price is higher now and the total with it, naming the line', () => {
    const order = agreed([lamp, shirt], { deliveryFils: 500 });
    expect(repriceOrder(input({ agreed: order, lines: [same(3250), same(4500)] }))).toEqual({
      attention: [
        {
          kind: 'priceUp',
          line: { id: 9, v_id: 91, name: 'قميص', title: 'Shirt' },
          fromFils: 4000,
          toFils: 4500,
        },
      ],
      agreedTotalFils: 11_000,
      newTotalFils: 11_500,
      order: expect.objectContaining({
        order_detail: expect.objectContaining({ subtotal_price: 11, total_price: 11.5 }),
      }),
    });
  });

  it('waits for the shopper when a line has fewer units left, and offers the order with what is left', () => {
    const outcome = repriceOrder(input({ lines: [same(3250, 1), same(4000)] }));
    expect(outcome).toMatchObject({
      attention: [
        { kind: 'lineShort', line: { id: 7, name: 'مصباح', title: 'Lamp' }, requested: 2, available: 1 },
      ],
      agreedTotalFils: 12_500,
      newTotalFils: 7750,
    });
    if ('place' in outcome) throw new Error('expected attention');
    expect(outcome.order?.product_details.map((line) => [line.id, line.quantity])).toEqual([
      [7, 1],
      [9, 1],
    ]);
  });

  it('waits for the shopper when a line’s stock is gone, leaving the line out of the order it offers', () => {
    const outcome = repriceOrder(input({ lines: [same(3250, 0), same(4000)] }));
    expect(outcome).toMatchObject({
      attention: [{ kind: 'lineShort', requested: 2, available: 0 }],
      newTotalFils: 4500,
    });
    if ('place' in outcome) throw new Error('expected attention');
    expect(outcome.order?.product_details.map((line) => line.id)).toEqual([9]);
  });

  it('shares one product’s stock between its lines, first come first served', () => {
    const red = cartItem({ id: '7-Color:Red', originalProductId: 7, price: '3.25', quantity: 2 });
    const blue = cartItem({ id: '7-Color:Blue', originalProductId: 7, price: '3.25', quantity: 2 });
    const outcome = repriceOrder(
      input({ agreed: agreed([red, blue]), lines: [same(3250, 3), same(3250, 3)] }),
    );
    expect(outcome).toMatchObject({ attention: [{ kind: 'lineShort', requested: 2, available: 1 }] });
  });

  it('waits for the shopper when a product is no longer sold', () => {
    const outcome = repriceOrder(input({ lines: [same(3250), { gone: true }] }));
    expect(outcome).toMatchObject({
      attention: [{ kind: 'lineGone', line: { id: 9, v_id: 91 } }],
      newTotalFils: 7000,
    });
  });

  it('has no order to offer when no line is left', () => {
    expect(repriceOrder(input({ lines: [{ gone: true }, same(4000, 0)] }))).toMatchObject({
      newTotalFils: null,
      order: null,
    });
  });

  it('waits for the shopper when the promo has ended, even though the total it offers drops its discount', () => {
    const order = agreed([lamp, shirt], { deliveryFils: 500, discountFils: 1050, promo: 'WELCOME10' });
    const outcome = repriceOrder(input({ agreed: order, promoPercent: null }));
    expect(outcome).toMatchObject({
      attention: [{ kind: 'promoEnded', code: 'WELCOME10', discountFils: 1050 }],
      agreedTotalFils: 9950,
      newTotalFils: 11_000,
      order: { order_detail: { promo_code: null, discount: 0 } },
    });
  });

  it('keeps a promo that still holds, its discount a percentage of the subtotal (SPEC §9)', () => {
    const order = agreed([lamp, shirt], { discountFils: 1050, promo: 'WELCOME10' });
    expect(repriceOrder(input({ agreed: order, promoPercent: 10 }))).toMatchObject({
      place: { order_detail: { promo_code: 'WELCOME10', discount: 1.05, total_price: 9.95 } },
    });
  });

  it('names a discount the promo gives less of now', () => {
    const order = agreed([lamp, shirt], { deliveryFils: 500, discountFils: 1050, promo: 'WELCOME10' });
    expect(repriceOrder(input({ agreed: order, promoPercent: 5 }))).toMatchObject({
      attention: [{ kind: 'discountDown', fromFils: 1050, toFils: 525 }],
    });
  });

  it('charges the standard 2 KD when the server lists no rates, as checkout would (SPEC §9 on an error)', () => {
    const order = agreed([lamp, shirt], { deliveryFils: 500 });
    expect(repriceOrder(input({ agreed: order, rates: 'unavailable' }))).toMatchObject({
      attention: [{ kind: 'feeUp', fromFils: 500, toFils: 2000 }],
    });
  });

  it('counts in whole fils: 0.1 KD three times is 0.3 KD, not a float a fils short', () => {
    const tenth = cartItem({ id: '3', originalProductId: 3, price: '0.1', quantity: 3 });
    const order = agreed([tenth], { deliveryFils: 500 });
    expect(repriceOrder(input({ agreed: order, lines: [same(100)] }))).toEqual({ place: order });
  });
});
