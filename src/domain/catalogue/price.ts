import type { Product, Variant } from '../schemas';
import { toFils } from '../shared/money';

/** SPEC §9: the variant's effective_price is preferred, then the variant's price, then the product's. */
export function effectivePriceFils(
  product: Pick<Product, 'price'>,
  variant: Pick<Variant, 'effective_price' | 'price'> | null,
): number {
  return toFils(variant?.effective_price ?? variant?.price ?? product.price);
}

/** SPEC §2 Product detail: the old price is struck out only when it is higher than the price shown. */
export function oldPriceToShow(product: Pick<Product, 'old_price'>, priceFils: number): number | null {
  if (product.old_price === null) return null;
  const old = toFils(product.old_price);
  return old > priceFils ? old : null;
}
