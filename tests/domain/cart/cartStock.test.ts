import { describe, expect, it } from 'vitest';
import { cartLineStock, type ShortLine, takeWhatIsLeft, unitsLeftToAdd } from '../../../src/domain';
import { cartItem, variant, variantSystem } from '../factories';

const plain = cartItem({ id: '7', originalProductId: 7, price: '3', quantity: 3 });
const red = cartItem({ id: '9-91', originalProductId: 9, v_id: 91, price: '4', quantity: 2 });
const other = cartItem({ id: '12', originalProductId: 12, price: '1', quantity: 5 });
const shirts = variantSystem({ Color: ['Red', 'Blue'] }, [
  variant({ id: 91, stock_quantity: 4 }),
  variant({ id: 92, stock_quantity: 6, is_available: false }),
]);

const short = (id: number, v_id: number | null, requested: number, available: number): ShortLine => ({
  line: { id, v_id, name: null, title: null },
  requested,
  available,
});

describe('the stock a cart line is bounded by (SPEC §5 Quantity: maximum the stock quantity)', () => {
  it('is the product’s quantity for a line without a variant', () => {
    expect(cartLineStock(plain, { quantity: 2 })).toBe(2);
  });

  it('is the variant’s stock for a variant line, none when the variant is not sold now', () => {
    expect(cartLineStock(red, { quantity: 50, variantSystem: shirts })).toBe(4);
    const blue = cartItem({ id: '9-92', originalProductId: 9, v_id: 92, price: '4' });
    expect(cartLineStock(blue, { quantity: 50, variantSystem: shirts })).toBe(0);
  });

  it('is unknown (null) when the device never stored the product or its variants', () => {
    expect(cartLineStock(plain, null)).toBeNull();
    expect(cartLineStock(red, { quantity: 50 })).toBeNull();
  });
});

describe('Add to Cart past the stock (SPEC §5 Quantity)', () => {
  it('leaves room for what the cart does not hold yet', () => {
    expect(unitsLeftToAdd(5, 3)).toBe(2);
  });

  it('has no room once the cart holds all there is, or more', () => {
    expect(unitsLeftToAdd(2, 2)).toBe(0);
    expect(unitsLeftToAdd(2, 3)).toBe(0);
  });

  it('is not bounded when the stock is unknown', () => {
    expect(unitsLeftToAdd(null, 40)).toBeNull();
  });
});

describe('Take what is left, after an order was refused for stock (SPEC §4 Cart)', () => {
  it('sets a short line to what is left and removes a sold-out one, through cart events', () => {
    expect(takeWhatIsLeft([plain, red, other], [short(7, null, 3, 2), short(9, 91, 2, 0)])).toEqual([
      { type: 'CartItemAdded', payload: { item: { ...plain, quantity: 2 } } },
      { type: 'CartItemRemoved', payload: { id: '9-91' } },
    ]);
  });

  it('changes nothing else in the cart', () => {
    expect(takeWhatIsLeft([other], [short(7, null, 3, 2)])).toEqual([]);
  });

  it('shares what is left between lines of one product, in the cart’s order', () => {
    const a = cartItem({ id: '7-Color:Red', originalProductId: 7, price: '3', quantity: 2 });
    const b = cartItem({ id: '7-Color:Blue', originalProductId: 7, price: '3', quantity: 2 });
    expect(takeWhatIsLeft([a, b], [short(7, null, 4, 3)])).toEqual([
      { type: 'CartItemAdded', payload: { item: { ...b, quantity: 1 } } },
    ]);
  });

  it('leaves a line the shopper already lowered to what is left as it is', () => {
    expect(takeWhatIsLeft([{ ...plain, quantity: 2 }], [short(7, null, 3, 2)])).toEqual([]);
  });
});
