import type { BannerDoc, CategoryDoc, ProductDoc, ShopDatabase, SyncStatusDoc } from '../../src/db';

/** One-line builders for the documents the home screen and the menus read. */
export const category = (categoryId: number, overrides: Partial<CategoryDoc> = {}): CategoryDoc => ({
  id: String(categoryId),
  categoryId,
  parentId: null,
  level: 1,
  sort: categoryId,
  name: `قسم ${categoryId}`,
  nameEn: `Category ${categoryId}`,
  image: `/media/category-${categoryId}.jpg`,
  totalProducts: 3,
  ...overrides,
});

export const product = (productId: number, overrides: Partial<ProductDoc> = {}): ProductDoc => ({
  id: String(productId),
  productId,
  categoryId: 0,
  name: `منتج ${productId}`,
  nameEn: `Product ${productId}`,
  priceFils: 1500,
  oldPriceFils: null,
  image: `/media/product-${productId}.jpg`,
  quantity: 5,
  hasVariants: false,
  updatedAt: 1,
  ...overrides,
});

export const banner = (id: number, overrides: Partial<BannerDoc> = {}): BannerDoc => ({
  id: String(id),
  image: `/media/banner-${id}.jpg`,
  bannerType: 'main_banner',
  link: null,
  sort: id,
  ...overrides,
});

export const syncStatus = (overrides: Partial<SyncStatusDoc> = {}): SyncStatusDoc => ({
  id: 'home',
  lastAttemptAt: 1,
  lastSuccessAt: 1,
  error: null,
  detail: null,
  ...overrides,
});

export interface HomeSeed {
  banners?: BannerDoc[];
  categories?: CategoryDoc[];
  products?: ProductDoc[];
  strip?: number[];
  featured?: number[];
  arrivals?: { categoryId: number; productIds: number[] }[];
  status?: SyncStatusDoc;
}

/** Writes what the sync worker would have stored after a home refresh. */
export async function seedHome(db: ShopDatabase, seed: HomeSeed): Promise<void> {
  await db.banners.bulkInsert(seed.banners ?? []);
  await db.categories.bulkInsert(seed.categories ?? []);
  await db.products.bulkInsert(seed.products ?? []);
  await db.home.bulkInsert([
    { id: 'strip', categoryIds: seed.strip ?? [], arrivals: [] },
    { id: 'featured', categoryIds: seed.featured ?? [], arrivals: [] },
    { id: 'arrivals', categoryIds: [], arrivals: seed.arrivals ?? [] },
  ]);
  if (seed.status) await db.sync_status.insert(seed.status);
}
