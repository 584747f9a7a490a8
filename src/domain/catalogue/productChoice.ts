import type { Variant, VariantSystem } from '../schemas';
import { filsToKd } from '../shared/money';
import { effectivePriceFils } from './price';
import { availableStock, isOutOfStock } from './stock';
import { type AttributeSelection, allAttributesSelected, findVariant } from './variants';

export interface ProductChoice {
  hasVariants: boolean;
  variant: Variant | null;
  allAttributesSelected: boolean;
  outOfStock: boolean;
  /** What bounds the quantity stepper; null when unknown. */
  stock: number | null;
  priceFils: number;
}

/**
 * What the product page shows for the shopper's current choice (SPEC §4 Variants, §5 Out of stock, §9 price):
 * the matching variant, its price and stock, and whether it can be bought. A full choice that matches no variant
 * cannot be bought either: there is nothing to put in the cart.
 */
export function productChoice(
  product: { priceFils: number; quantity: number | null },
  system: VariantSystem | null | undefined,
  selection: AttributeSelection,
): ProductChoice {
  const hasVariants = !!system?.has_variants && system.optimized_variants.length > 0;
  const variant = hasVariants && system ? findVariant(system, selection) : null;
  const complete = hasVariants && system ? allAttributesSelected(system, selection) : true;
  const unmatched = hasVariants && complete && variant === null;
  return {
    hasVariants,
    variant,
    allAttributesSelected: complete,
    outOfStock: unmatched || isOutOfStock(product, variant),
    stock: availableStock(product, variant),
    priceFils: effectivePriceFils({ price: filsToKd(product.priceFils) }, variant),
  };
}
