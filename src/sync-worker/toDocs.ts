/**
 * Turns parsed API entities into the documents the local database stores. The database keeps what screens need
 * in the form they need it (integer fils, flat category rows), so no screen repeats a conversion.
 */
import type { BannerDoc, CategoryDoc, ProductDoc } from '../db';
import { type Banner, type Category, type Product, toFils } from '../domain';

export function categoryDocs(tree: Category[]): CategoryDoc[] {
  const rows: CategoryDoc[] = [];
  const visit = (category: Category, parentId: number | null, level: number, sort: number) => {
    rows.push({
      id: String(category.id),
      categoryId: Number(category.id),
      parentId,
      level: category.level ?? level,
      sort,
      name: category.name,
      nameEn: category.name_en ?? '',
      image: category.image ?? null,
      totalProducts: category.total_products ?? 0,
    });
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

export function productDoc(product: Product, now: number): ProductDoc {
  return {
    id: String(product.id),
    productId: Number(product.id),
    categoryId: product.category == null ? null : Number(product.category),
    name: product.name,
    nameEn: product.name_en ?? '',
    priceFils: toFils(product.price),
    oldPriceFils: product.old_price == null ? null : toFils(product.old_price),
    image: product.image ?? null,
    quantity: product.quantity ?? 0,
    hasVariants: product.has_variants ?? false,
    updatedAt: now,
  };
}
