import { describe, expect, it } from 'vitest';
import { engineHarness } from './support/engineHarness';

const { engineWith, server } = engineHarness('catalogue');

const serverGet = async <T>(path: string): Promise<T> =>
  ((await (await fetch(`${server().apiBase}${path}`)).json()) as { data: T }).data;

type ApiCategory = { id: number; childrens?: ApiCategory[] };
type ApiProduct = { id: number; has_variants: boolean; category: number };

/** A level-1 category of the seed with subcategories and products, found through the server itself. */
async function seededCategory(): Promise<ApiCategory> {
  const tree = await serverGet<ApiCategory[]>('/getAllCatesWithSub');
  const withChildren = tree.find((c) => (c.childrens ?? []).length > 0);
  if (!withChildren) throw new Error('the seed has no category with subcategories');
  return withChildren;
}

const categoryProducts = async (id: number) =>
  (await serverGet<{ products: ApiProduct[] }>(`/category/${id}/products`)).products;

async function productWithVariants(): Promise<ApiProduct> {
  const products = await categoryProducts((await seededCategory()).id);
  const found = products.find((p) => p.has_variants);
  if (!found) throw new Error('the seed has no product with variants there');
  return found;
}

describe('refreshing the categories page (SPEC §2 Categories page)', () => {
  it('stores the whole tree with every level', async () => {
    const { engine, db } = await engineWith();
    expect((await engine.catalogue.refreshCategories()).ok).toBe(true);
    const levels = new Set((await db.categories.find().exec()).map((c) => c.level));
    expect([...levels].sort()).toEqual([1, 2, 3]);
    expect((await db.sync_status.findOne('categories').exec())?.error).toBeNull();
  });
});

describe('refreshing a category’s products (SPEC §2 Category products page)', () => {
  it('stores the category, its subcategories and the products of its whole subtree', async () => {
    const category = await seededCategory();
    const { engine, db } = await engineWith();
    expect((await engine.catalogue.refreshCategoryProducts(category.id)).ok).toBe(true);
    const subs = await db.categories.find({ selector: { parentId: category.id } }).exec();
    expect(subs.length).toBe(category.childrens?.length);
    const served = await categoryProducts(category.id);
    const stored = await db.products.findByIds(served.map((p) => String(p.id))).exec();
    expect(stored.size).toBe(served.length);
    expect((await db.sync_status.findOne(`category:${category.id}`).exec())?.error).toBeNull();
  });

  it('removes a stored product of that category the server no longer lists', async () => {
    const category = await seededCategory();
    let dropFirst = false;
    const { engine, db } = await engineWith({
      rewrite: async (path, response) => {
        if (!dropFirst || path !== `/category/${category.id}/products`) return response;
        const body = (await response.json()) as { data: { products: unknown[] } };
        return Response.json({ ...body, data: { ...body.data, products: body.data.products.slice(1) } });
      },
    });
    await engine.catalogue.refreshCategoryProducts(category.id);
    const served = await categoryProducts(category.id);
    const first = String(served[0]?.id);
    expect(await db.products.findOne(first).exec()).not.toBeNull();

    dropFirst = true;
    await engine.catalogue.refreshCategoryProducts(category.id);
    expect(await db.products.findOne(first).exec()).toBeNull();
    expect(await db.products.findOne(String(served[1]?.id)).exec()).not.toBeNull();
  });

  it('keeps the cached products when offline and records the quiet offline status', async () => {
    const category = await seededCategory();
    let offline = false;
    const { engine, db } = await engineWith({ offline: () => offline });
    await engine.catalogue.refreshCategoryProducts(category.id);
    const before = await db.products.count().exec();

    offline = true;
    const outcome = await engine.catalogue.refreshCategoryProducts(category.id);
    expect(outcome.error).toBe('offline');
    expect(await db.products.count().exec()).toBe(before);
    const status = await db.sync_status.findOne(`category:${category.id}`).exec();
    expect(status?.error).toBe('offline');
    expect(status?.lastSuccessAt).not.toBeNull();
  });
});

describe('refreshing a product (SPEC §2 Product detail)', () => {
  it('stores its images and variant system, which a later list refresh keeps', async () => {
    const product = await productWithVariants();
    const { engine, db } = await engineWith();
    expect((await engine.catalogue.refreshProduct(product.id)).ok).toBe(true);
    const doc = await db.products.findOne(String(product.id)).exec();
    expect(doc?.variantSystem?.optimized_variants.length).toBeGreaterThan(0);
    expect(doc?.images?.length).toBeGreaterThan(0);
    expect(doc?.detailFetchedAt).not.toBeNull();

    await engine.catalogue.refreshCategoryProducts((await seededCategory()).id);
    const after = await db.products.findOne(String(product.id)).exec();
    expect(after?.variantSystem).toEqual(doc?.variantSystem);
  });

  it('removes a product the server no longer has', async () => {
    const product = await productWithVariants();
    let gone = false;
    const { engine, db } = await engineWith({
      rewrite: async (path, response) =>
        gone && path === `/getProductById/${product.id}`
          ? Response.json({ status: false, message: 'not found' }, { status: 404 })
          : response,
    });
    await engine.catalogue.refreshProduct(product.id);
    gone = true;
    const outcome = await engine.catalogue.refreshProduct(product.id);
    expect(outcome.error).toBe('server');
    expect(await db.products.findOne(String(product.id)).exec()).toBeNull();
  });

  it('keeps the cached product when offline', async () => {
    const product = await productWithVariants();
    let offline = false;
    const { engine, db } = await engineWith({ offline: () => offline });
    await engine.catalogue.refreshProduct(product.id);
    offline = true;
    expect((await engine.catalogue.refreshProduct(product.id)).error).toBe('offline');
    expect((await db.products.findOne(String(product.id)).exec())?.variantSystem).toBeTruthy();
    expect((await db.sync_status.findOne(`product:${product.id}`).exec())?.error).toBe('offline');
  });
});

describe('searching the server (SPEC §2 Search)', () => {
  it('stores what the server finds and answers its ids in the server’s order', async () => {
    const { engine, db } = await engineWith();
    const answer = await engine.catalogue.search('  shirt ');
    expect(answer.error).toBeNull();
    expect(answer.ids.length).toBeGreaterThan(0);
    const stored = await db.products.findByIds(answer.ids.map(String)).exec();
    expect(stored.size).toBe(answer.ids.length);
  });

  it('asks nothing for an empty query', async () => {
    const seen: Request[] = [];
    const { engine } = await engineWith({ seen });
    expect(await engine.catalogue.search('   ')).toEqual({ ids: [], error: null });
    expect(seen).toEqual([]);
  });

  it('answers no ids and says why when offline', async () => {
    const { engine } = await engineWith({ offline: () => true });
    expect(await engine.catalogue.search('shirt')).toEqual({ ids: [], error: 'offline' });
  });
});

describe('refreshing the reels (SPEC §2 Reels)', () => {
  it('stores the videos in the server’s order and keeps them when offline', async () => {
    let offline = false;
    const { engine, db } = await engineWith({ offline: () => offline });
    expect((await engine.catalogue.refreshReels()).ok).toBe(true);
    const reels = await db.reels.find({ sort: [{ sort: 'asc' }] }).exec();
    expect(reels.length).toBeGreaterThan(0);
    expect(reels[0]?.videoUrl).toMatch(/\.mp4$/);

    offline = true;
    expect((await engine.catalogue.refreshReels()).error).toBe('offline');
    expect(await db.reels.count().exec()).toBe(reels.length);
  });
});

describe('the stock check before a quick add (SPEC §4 Add to cart on a product card)', () => {
  it('counts a product’s variants', async () => {
    const product = await productWithVariants();
    const { engine } = await engineWith();
    expect((await engine.catalogue.checkStock(product.id)).variantCount).toBeGreaterThan(1);
  });

  it('rejects when the server cannot be reached', async () => {
    const { engine } = await engineWith({ offline: () => true });
    await expect(engine.catalogue.checkStock(1)).rejects.toThrow();
  });
});
