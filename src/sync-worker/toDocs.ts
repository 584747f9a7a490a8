/**
 * Turns parsed API entities into the documents the local database stores. The database keeps what screens need
 * in the form they need it (integer fils, flat category rows), so no screen repeats a conversion.
 */
import type { BannerDoc, CategoryDoc, ProductDoc, ReelDoc } from '../db';
import {
  type Banner,
  type Category,
  descriptionSummary,
  type Product,
  type ProductByIdResponse,
  type Reel,
  toFils,
} from '../domain';

/** One category row; the parent and level come from where it sits in a tree, or from its own fields. */
export function categoryDoc(
  category: Category,
  parentId: number | null,
  level: number,
  sort: number,
): CategoryDoc {
  return {
    id: String(category.id),
    categoryId: Number(category.id),
    parentId,
    level: category.level ?? level,
    sort,
    name: category.name,
    nameEn: category.name_en ?? '',
    image: category.image ?? null,
    totalProducts: category.total_products ?? 0,
  };
}

export function categoryDocs(tree: Category[]): CategoryDoc[] {
  const rows: CategoryDoc[] = [];
  const visit = (category: Category, parentId: number | null, level: number, sort: number) => {
    rows.push(categoryDoc(category, parentId, level, sort));
    const children = category.childrens ?? category.sub ?? [];
    for (const [index, child] of children.entries()) visit(child, Number(category.id), level + 1, index);
  };
  for (const [index, category] of tree.entries()) visit(category, null, 1, index);
  return rows;
}

export function bannerDocs(banners: Banner[]): BannerDoc[] {
  return banners.map((banner, index) => ({
    id: String(banner.id ?? index),
    image: banner.image,
    bannerType: banner.banner_type ?? 'main_banner',
    link: banner.link ?? null,
    sort: banner.sort ?? index,
  }));
}

/**
 * A product from a list call. Without the description HTML: the product's own call brings it (productDetailDoc), and
 * a list of thousands would carry it for nothing; a short plain-text summary serves a card's quick add.
 */
export function productDoc(product: Product, now: number): ProductDoc {
  return {
    id: String(product.id),
    productId: Number(product.id),
    categoryId: product.category == null ? 0 : Number(product.category),
    name: product.name,
    nameEn: product.name_en ?? '',
    priceFils: toFils(product.price),
    oldPriceFils: product.old_price == null ? null : toFils(product.old_price),
    image: product.image ?? null,
    quantity: product.quantity ?? 0,
    hasVariants: product.has_variants ?? false,
    updatedAt: now,
    // An empty summary (a product without a description) is no summary: null, as the description would give.
    summary: product.summary || descriptionSummary(arabicDescription(product)),
    images: galleryImages(product.image, product.images),
    sku: product.default_code ?? null,
    barcode: product.barcode ?? null,
    subLocation: product.sub_location ?? null,
    odooId: product.odoo_id ?? null,
    weight: product.weight ?? null,
    options: product.variant_options,
  };
}

const arabicDescription = (product: Product) => product.description ?? product.description_sale ?? null;

/** The gallery: the main image first, then the others, each once. */
function galleryImages(main: string | null, others: readonly string[]): string[] {
  return [...new Set([main, ...others].filter((url): url is string => !!url))];
}

/** The product page's document: the list fields, every image, and the variant system only this call brings. */
export function productDetailDoc(response: ProductByIdResponse, now: number): ProductDoc {
  const doc = productDoc(response.data, now);
  const extra = response.product_images.map((image) => image.image_url);
  return {
    ...doc,
    description: arabicDescription(response.data),
    descriptionEn: response.data.description_en ?? null,
    images: galleryImages(doc.image, [...(doc.images ?? []), ...extra]),
    hasVariants: response.variant_system?.has_variants ?? doc.hasVariants,
    variantSystem: response.variant_system,
    detailFetchedAt: now,
  };
}

export function reelDocs(reels: Reel[]): ReelDoc[] {
  return reels.map((reel, index) => ({
    id: String(reel.id),
    reelId: Number(reel.id),
    productId: Number(reel.product_id),
    videoUrl: reel.video_url,
    title: reel.title,
    titleEn: reel.title_en,
    description: reel.description,
    descriptionEn: reel.description_en,
    poster: reel.poster,
    sort: index,
  }));
}
