import { describe, expect, it } from 'vitest';
import { productChoice } from '../../../src/domain';
import { attrs, variant, variantSystem } from '../factories';

const shirt = { priceFils: 5_000, quantity: 10 };
const system = variantSystem({ Color: ['Red', 'Blue'], Size: ['M', 'L'] }, [
  variant({
    id: 1,
    effective_price: 6,
    stock_quantity: 3,
    attributes_array: attrs({ Color: 'Red', Size: 'M' }),
  }),
  variant({
    id: 2,
    effective_price: 7,
    stock_quantity: 0,
    attributes_array: attrs({ Color: 'Red', Size: 'L' }),
  }),
  variant({ id: 3, stock_quantity: 4, attributes_array: attrs({ Color: 'Blue', Size: 'M' }) }),
]);

describe('the product page choice (SPEC §4 Variants, §5 Out of stock, §9 prices)', () => {
  it('is the product itself when it has no variants: its price and stock', () => {
    expect(productChoice(shirt, null, {})).toEqual({
      hasVariants: false,
      variant: null,
      allAttributesSelected: true,
      outOfStock: false,
      stock: 10,
      priceFils: 5_000,
    });
  });

  it('follows the matching variant: its effective price and its stock', () => {
    const choice = productChoice(shirt, system, { Color: 'Red', Size: 'M' });
    expect(choice.variant?.id).toBe(1);
    expect(choice.priceFils).toBe(6_000);
    expect(choice.stock).toBe(3);
    expect(choice.outOfStock).toBe(false);
  });

  it('is out of stock when the matching variant has no stock', () => {
    expect(productChoice(shirt, system, { Color: 'Red', Size: 'L' }).outOfStock).toBe(true);
  });

  it('is not complete while an attribute is unchosen, and shows the product price meanwhile', () => {
    const choice = productChoice(shirt, system, { Color: 'Red' });
    expect(choice.allAttributesSelected).toBe(false);
    expect(choice.variant).toBeNull();
    expect(choice.priceFils).toBe(5_000);
  });

  it('cannot be bought when a full choice matches no variant', () => {
    expect(productChoice(shirt, system, { Color: 'Blue', Size: 'L' }).outOfStock).toBe(true);
  });
});
