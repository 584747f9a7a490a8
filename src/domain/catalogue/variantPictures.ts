import type { Variant, VariantSystem } from '../schemas';

/** SPEC §7: images served through this ERP proxy path are product-level, so they never stand for a variant. */
const FETCH_PRODUCT_IMAGE_PATH = '/api/odoo/fetch-product-image/';

/**
 * The pictures that show one variant: its own list where the backend sends one (docs/API.md, `images`), else its
 * main or featured image; never a fetch-product-image URL (SPEC §4 Variants).
 */
function picturesOf(variant: Variant): string[] {
  const own = variant.images?.length ? variant.images : [variant.main_image || variant.featured_image];
  return own.filter((url): url is string => !!url && !url.includes(FETCH_PRODUCT_IMAGE_PATH));
}

/**
 * SPEC §4 Variants, "the gallery image follows the selected variant's image": the product page's pictures for the
 * shopper's choice. The chosen variant's pictures come first, and the product's pictures of its other variants
 * (another colour) are left out, so a navy abaya is never shown in brown; pictures of the product as a whole
 * follow. Without a chosen variant, or one with no picture of its own, the product's pictures as they are.
 */
export function variantPictures(
  images: readonly string[],
  system: VariantSystem | null | undefined,
  variant: Variant | null,
): string[] {
  const own = variant ? picturesOf(variant) : [];
  if (own.length === 0) return [...images];
  const shown = new Set(own);
  const others = new Set(system?.optimized_variants.flatMap(picturesOf));
  return [...shown, ...images.filter((url) => !shown.has(url) && !others.has(url))];
}
