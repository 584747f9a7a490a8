import { describe, expect, it } from 'vitest';
import { OrderProductSchema, type ReorderProduct, reorder } from '../../../src/domain';
import { attrs, cartItem, variant, variantSystem } from '../factories';

const line = (o: Record<string, unknown> = {}) =>
  OrderProductSchema.parse({ id: 7, name: 'كوب', title: 'Mug', price: 2, quantity: 2, ...o });

const stored = (o: Partial<ReorderProduct> = {}): ReorderProduct => ({
  productId: 7,
  name: 'كوب',
  nameEn: 'Mug',
  priceFils: 2500,
  quantity: 10,
  image: null,
  ...o,
});

const catalogue = (...products: ReorderProduct[]) =>
  new Map(products.map((product) => [String(product.productId), product]));

describe('Order Again', () => {
  it("puts a line still sold back in the cart at today's price", () => {
    const { items, missed } = reorder([line()], catalogue(stored()), []);
    expect(missed).toEqual([]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: '7', quantity: 2, price: '2.5', title: 'Mug' });
  });

  it('finds a variant line by its variant, at its price and within its stock', () => {
    const red = variant({
      id: 31,
      effective_price: 4,
      stock_quantity: 1,
      attributes_array: attrs({ Color: 'Red' }),
    });
    const product = stored({ variantSystem: variantSystem({ Color: ['Red'] }, [red]) });
    const { items, missed } = reorder([line({ v_id: 31, quantity: 3 })], catalogue(product), []);
    expect(items[0]).toMatchObject({ id: '7-31', v_id: 31, quantity: 1, price: '4' });
    expect(missed).toEqual([{ line: { name: 'كوب', title: 'Mug' }, reason: 'short', added: 1, ordered: 3 }]);
  });

  it('finds the variant of a line read back without its id by its options', () => {
    const blue = variant({ id: 32, attributes_array: attrs({ Color: 'Blue' }) });
    const product = stored({ variantSystem: variantSystem({ Color: ['Blue'] }, [blue]) });
    const { items } = reorder([line({ attributes_array: attrs({ Color: 'Blue' }) })], catalogue(product), []);
    expect(items[0]?.id).toBe('7-32');
  });

  it('names a product or a variant no longer sold, and one sold out, and adds the rest', () => {
    const gone = line({ id: 8, name: 'قديم', title: 'Old' });
    const soldOut = line({ id: 9, name: 'نفد', title: 'Gone quickly' });
    const retired = line({ v_id: 99, name: 'لون', title: 'Retired colour' });
    const product = stored({
      variantSystem: variantSystem({ Color: ['Red'] }, [
        variant({ id: 31, attributes_array: attrs({ Color: 'Red' }) }),
      ]),
    });
    const { items, missed } = reorder(
      [gone, soldOut, retired, line({ id: 10, name: 'شاي', title: 'Tea' })],
      catalogue(
        product,
        stored({ productId: 9, quantity: 0 }),
        stored({ productId: 10, name: 'شاي', nameEn: 'Tea' }),
      ),
      [],
    );
    expect(items.map((item) => item.id)).toEqual(['10']);
    expect(missed.map((miss) => [miss.line.title, miss.reason])).toEqual([
      ['Old', 'gone'],
      ['Gone quickly', 'soldOut'],
      ['Retired colour', 'gone'],
    ]);
  });

  it('adds to what the cart holds of a line, up to the stock', () => {
    const cart = [cartItem({ id: '7', originalProductId: 7, quantity: 9 })];
    const { items, missed } = reorder([line({ quantity: 2 })], catalogue(stored()), cart);
    expect(items[0]?.quantity).toBe(10);
    expect(missed[0]).toMatchObject({ reason: 'short', added: 1, ordered: 2 });
    const full = reorder([line()], catalogue(stored()), [cartItem({ id: '7', quantity: 10 })]);
    expect(full.items).toEqual([]);
    expect(full.missed[0]).toMatchObject({ reason: 'short', added: 0 });
  });

  it('lets two lines of one product share its stock', () => {
    const { items, missed } = reorder(
      [line({ quantity: 6 }), line({ quantity: 6 })],
      catalogue(stored()),
      [],
    );
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(10);
    expect(missed[0]).toMatchObject({ reason: 'short', added: 4, ordered: 6 });
  });
});
