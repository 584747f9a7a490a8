/**
 * The seed's catalogue as the server's search reads it (server/catalogue/product-search.ts): each product's names,
 * SKU, barcode, stock, category and the values of its available variants, and the category tree; and which of its
 * products a relevance query means (relevanceQueries.ts).
 */
import { buildSeed } from '../../../server/seed/build-seed';
import type { Meaning } from './relevanceQueries';

const seed = buildSeed();

export interface SeedProduct {
  productId: number;
  name: string;
  nameEn: string;
  sku: string | null;
  barcode: string | null;
  quantity: number | null;
  categoryId: number;
  options: { name: string; value: string; name_ar?: string; value_ar?: string }[];
}

export interface SeedCategory {
  categoryId: number;
  parentId: number | null;
  name: string;
  nameEn: string;
}

export const seedCategories: SeedCategory[] = seed.categories.map((category) => ({
  categoryId: category.id as number,
  parentId: category.parentId ?? null,
  name: category.name,
  nameEn: category.nameEn ?? '',
}));

export const seedProducts: SeedProduct[] = seed.products.map((product) => {
  const options = new Map<string, SeedProduct['options'][number]>();
  for (const variant of seed.productVariants)
    if (variant.productId === product.id && variant.isAvailable !== false)
      for (const attribute of variant.attributes ?? [])
        options.set(`${attribute.name}\u0000${attribute.value}`, attribute);
  return {
    productId: product.id as number,
    name: product.name,
    nameEn: product.nameEn ?? '',
    sku: product.defaultCode ?? null,
    barcode: product.barcode ?? null,
    quantity: product.quantity ?? null,
    categoryId: product.categoryId as number,
    options: [...options.values()],
  };
});

const categoryById = new Map(seedCategories.map((category) => [category.categoryId, category]));

/** The English names of a category and of every category above it. */
function categoryPath(categoryId: number): string[] {
  const names: string[] = [];
  for (
    let at = categoryById.get(categoryId);
    at;
    at = at.parentId ? categoryById.get(at.parentId) : undefined
  )
    names.push(at.nameEn);
  return names;
}

/** Words as whole words: a "Mirror" is not a "Mirrorless Camera". */
const wholeWords = (words: string) =>
  new RegExp(`(^|[^\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu');

/** The ids of the seed's products a query means. */
export function meantProducts(meaning: Meaning): Set<number> {
  const categories = meaning.category === undefined ? null : [meaning.category].flat();
  const fits = (product: SeedProduct) =>
    (!categories || categoryPath(product.categoryId).some((name) => categories.includes(name))) &&
    (!meaning.item || wholeWords(meaning.item).test(product.nameEn)) &&
    (!meaning.brand || product.nameEn.startsWith(meaning.brand)) &&
    (!meaning.colour ||
      product.options.some((option) => option.name === 'Color' && option.value === meaning.colour)) &&
    (!meaning.option ||
      product.options.some((option) => option.name !== 'Color' && option.value === meaning.option));
  const meant = new Set(seedProducts.filter(fits).map((product) => product.productId));
  if (!meant.size) throw new Error(`the seed has no product meant by ${JSON.stringify(meaning)}`);
  return meant;
}
