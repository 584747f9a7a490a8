import type { Product, Variant } from '../schemas';

type StockedProduct = Pick<Product, 'quantity'>;
type StockedVariant = Pick<Variant, 'is_available' | 'stock_quantity'>;

/**
 * SPEC §5 Out of stock: the chosen variant is unavailable or has no stock, or the product quantity is zero.
 * An unknown product quantity (null) is not treated as zero.
 */
export function isOutOfStock(product: StockedProduct, variant: StockedVariant | null): boolean {
  if (variant !== null && (!variant.is_available || variant.stock_quantity <= 0)) return true;
  return product.quantity !== null && product.quantity <= 0;
}

/** SPEC §5: blocked when out of stock, or when variants exist and not every attribute is chosen. */
export function canAddToCart(state: {
  outOfStock: boolean;
  hasVariants: boolean;
  allAttributesSelected: boolean;
}) {
  return !state.outOfStock && (!state.hasVariants || state.allAttributesSelected);
}

/** The stock that bounds the quantity stepper: the chosen variant's, else the product's (null if unknown). */
export function availableStock(product: StockedProduct, variant: StockedVariant | null): number | null {
  return variant !== null ? variant.stock_quantity : product.quantity;
}

/** SPEC §5 Quantity: minimum 1, maximum the stock. Unknown stock leaves the maximum open. */
export function quantityBounds(stock: number | null): { min: number; max: number } {
  return { min: 1, max: stock === null ? Number.POSITIVE_INFINITY : Math.max(1, Math.floor(stock)) };
}

export function clampQuantity(quantity: number, stock: number | null): number {
  const { min, max } = quantityBounds(stock);
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : min;
  return Math.min(max, Math.max(min, whole));
}
