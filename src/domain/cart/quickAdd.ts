/**
 * SPEC §4 Add to cart on a product card: when the check before a quick add (/hasVariants, docs/API.md) counts
 * more than one, the shopper must choose on the product page instead of adding directly.
 */
export function quickAddNeedsProductPage(check: { count: number }): boolean {
  return check.count > 1;
}
