import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCategory } from '../../server/presenters/category';
import type { ApiProduct } from '../../server/presenters/product';
import type { ApiVariantSystem } from '../../server/presenters/variant-system';
import { type Failure, openSeededApp, type SeededApp, type Success } from './support/seeded-app';

let shop: SeededApp;
beforeAll(async () => {
  shop = await openSeededApp();
});
afterAll(() => shop.close());

type Tree = Success<ApiCategory[]>;
type CategoryProducts = Success<{
  category: ApiCategory;
  subcategories: ApiCategory[];
  products: ApiProduct[];
}>;
type ProductReply = Success<ApiProduct> & {
  variant_system: ApiVariantSystem;
  product_images: { image_url: string }[];
};

const flatten = (nodes: ApiCategory[], key: 'sub' | 'childrens'): ApiCategory[] =>
  nodes.flatMap((node) => [node, ...flatten(node[key] ?? [], key)]);

describe('category trees (SPEC §3 Category, §7)', () => {
  it('nests children under `sub` in the menu tree and under `childrens` in the home tree', async () => {
    const web = await shop.get<Tree>('/api/getAllCatesWithSubWeb');
    const home = await shop.get<Tree>('/api/getAllCatesWithSub');
    expect(web.status).toBe(200);
    const electronics = web.body.data.find((category) => category.name_en === 'Electronics');
    expect(electronics?.sub?.map((category) => category.name_en)).toContain('Phones');
    expect(electronics).not.toHaveProperty('childrens');
    const homeElectronics = home.body.data.find((category) => category.name_en === 'Electronics');
    expect(homeElectronics?.childrens?.map((category) => category.name_en)).toContain('Phones');
    expect(homeElectronics).not.toHaveProperty('sub');
  });

  it('lists the SPEC §9 sample categories at level 1 with real Arabic names, plus Kitchen', async () => {
    const { body } = await shop.get<Tree>('/api/getAllCatesWithSubWeb');
    expect(body.data.map((category) => [category.name_en, category.name])).toEqual([
      ['Electronics', 'إلكترونيات'],
      ['Fashion', 'أزياء'],
      ['Home & Garden', 'المنزل والحديقة'],
      ['Sports', 'رياضة'],
      ['Books', 'كتب'],
      ['Beauty', 'جمال'],
      ['Toys', 'ألعاب'],
      ['Automotive', 'سيارات'],
      ['Kitchen', 'المطبخ'],
    ]);
    expect(body.data.every((category) => category.level === 1 && category.parent_id === null)).toBe(true);
  });

  it('reaches three levels, and every total_products counts the products of all descendants', async () => {
    const { body } = await shop.get<Tree>('/api/getAllCatesWithSubWeb');
    const all = flatten(body.data, 'sub');
    expect(new Set(all.map((category) => category.level))).toEqual(new Set([1, 2, 3]));
    for (const category of all) {
      const children = category.sub ?? [];
      if (children.length === 0) continue;
      const childTotal = children.reduce((sum, child) => sum + child.total_products, 0);
      expect(category.total_products).toBeGreaterThanOrEqual(childTotal);
    }
    const grandTotal = body.data.reduce((sum, category) => sum + category.total_products, 0);
    expect(grandTotal).toBeGreaterThanOrEqual(300);
  });

  it('lists every level-2 category, without children, for /getListSubTwoCategory', async () => {
    const { body } = await shop.get<Tree>('/api/getListSubTwoCategory');
    const tree = await shop.get<Tree>('/api/getAllCatesWithSubWeb');
    const levelTwo = flatten(tree.body.data, 'sub').filter((category) => category.level === 2);
    expect(body.data.map((category) => category.id)).toEqual(levelTwo.map((category) => category.id));
    expect(body.data[0]).not.toHaveProperty('sub');
  });

  it('lists the level-1 categories of the home strip for /getHomeCategories', async () => {
    const { body } = await shop.get<Tree>('/api/getHomeCategories');
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    expect(body.data.every((category) => category.level === 1)).toBe(true);
  });
});

describe('a category product list (/category/{id}/products)', () => {
  it('holds the category, its direct subcategories and the products of all its descendants', async () => {
    const tree = await shop.get<Tree>('/api/getAllCatesWithSubWeb');
    const electronics = tree.body.data[0] as ApiCategory;
    const { status, body } = await shop.get<CategoryProducts>(`/api/category/${electronics.id}/products`);
    expect(status).toBe(200);
    expect(body.data.category).toMatchObject({ id: electronics.id, name_en: 'Electronics', level: 1 });
    expect(body.data.subcategories.map((category) => category.id)).toEqual(
      electronics.sub?.map((category) => category.id),
    );
    expect(body.data.products).toHaveLength(electronics.total_products);
    const leafIds = new Set(flatten([electronics], 'sub').map((category) => category.id));
    expect(body.data.products.every((product) => leafIds.has(product.category))).toBe(true);
  });

  it('gives a leaf category an empty subcategory list', async () => {
    const tree = await shop.get<Tree>('/api/getAllCatesWithSubWeb');
    const leaf = flatten(tree.body.data, 'sub').find((category) => category.level === 3) as ApiCategory;
    const { body } = await shop.get<CategoryProducts>(`/api/category/${leaf.id}/products`);
    expect(body.data.subcategories).toEqual([]);
    expect(body.data.products.length).toBe(leaf.total_products);
  });

  it('answers 400 for a malformed id and 404 for an unknown one, in the asked language', async () => {
    const malformed = await shop.get<Failure>('/api/category/abc/products', 'en');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      status: false,
      message: 'The category id must be a positive whole number.',
    });
    const unknown = await shop.get<Failure>('/api/category/999999/products', 'ar');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: false, message: 'التصنيف غير موجود.' });
  });
});

describe('a product (/getProductById/{id}, SPEC §3 Product and Variant system)', () => {
  const findProduct = async (wanted: (product: ApiProduct) => boolean) => {
    const { body } = await shop.get<CategoryProducts>('/api/category/1/products');
    const product = body.data.products.find(wanted);
    if (!product) throw new Error('no seeded product matches');
    return product;
  };

  it('sends the product fields, its variant system and its images', async () => {
    const withVariants = await findProduct((product) => product.has_variants);
    const { status, body } = await shop.get<ProductReply>(`/api/getProductById/${withVariants.id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: withVariants.id, has_variants: true, v_id: null });
    expect(typeof body.data.name).toBe('string');
    expect(typeof body.data.name_en).toBe('string');
    expect(body.data.images.length).toBeGreaterThan(0);
    expect(body.product_images.map((image) => image.image_url)).toEqual(body.data.images);

    const system = body.variant_system;
    expect(system.has_variants).toBe(true);
    expect(Object.keys(system.available_attributes).length).toBeGreaterThan(0);
    const variant = system.optimized_variants[0];
    expect(variant).toBeDefined();
    expect(variant?.effective_price).toBeGreaterThanOrEqual(body.data.price);
    expect(variant?.main_image.startsWith('/media/')).toBe(true);
    for (const { name, value } of variant?.attributes_array ?? []) {
      expect(system.available_attributes[name]).toContain(value);
    }
  });

  it("lists each variant's pictures, the product's pictures drawn in its colour, its main image first", async () => {
    // Product 1 is a phone sold in colours.
    const { body } = await shop.get<ProductReply>('/api/getProductById/1');
    const variants = body.variant_system.optimized_variants;
    expect(new Set(variants.map((variant) => variant.color)).size).toBeGreaterThan(1);
    for (const variant of variants) {
      const colour = (variant.color ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
      expect(variant.images[0]).toBe(variant.main_image);
      for (const url of variant.images)
        expect(url).toMatch(new RegExp(`^/media/img/product/phone-1-${colour}(-\\d)?\\.webp$`));
    }
    // Every picture of the product shows one of its variants, so none shows a colour it is not sold in.
    expect(new Set(variants.flatMap((variant) => variant.images))).toEqual(new Set(body.data.images));
  });

  it('names every variant attribute and value in Arabic and English, in an Arabic and an English answer alike (SPEC §3 language rule)', async () => {
    const withVariants = await findProduct((product) => product.has_variants);
    const path = `/api/getProductById/${withVariants.id}`;
    const [arabic, english] = await Promise.all([
      shop.get<ProductReply>(path, 'ar'),
      shop.get<ProductReply>(path, 'en'),
    ]);
    const attributes = arabic.body.variant_system.optimized_variants.flatMap(
      (variant) => variant.attributes_array,
    );
    expect(attributes.length).toBeGreaterThan(0);
    for (const attribute of attributes) {
      expect(attribute.name).toMatch(/^[A-Za-z]+$/);
      expect(attribute.name_ar).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(attribute.value_ar).toEqual(expect.any(String));
    }
    const color = attributes.find((attribute) => attribute.name === 'Color');
    if (color) expect(color.value_ar).toMatch(/^[\u0600-\u06FF ]+$/);
    // The same keys in both answers: a cart line or an order names a variant the same way in either language.
    expect(english.body.variant_system).toEqual(arabic.body.variant_system);
  });

  it('gives a plain product has_variants false with empty attribute and variant lists', async () => {
    const plain = await findProduct((product) => !product.has_variants);
    const { body } = await shop.get<ProductReply>(`/api/getProductById/${plain.id}`);
    expect(body.variant_system).toEqual({
      has_variants: false,
      available_attributes: {},
      optimized_variants: [],
    });
  });

  it('answers 400 for malformed ids and 404 for an unknown id, in Arabic by default', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '01', '99999999999']) {
      const reply = await shop.get<Failure>(`/api/getProductById/${id}`);
      expect(reply.status, id).toBe(400);
      expect(reply.body.message).toBe('رقم المنتج يجب أن يكون عدداً صحيحاً موجباً.');
    }
    const unknown = await shop.get<Failure>('/api/getProductById/987654', 'en');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: false, message: 'Product not found.' });
  });
});

describe('the stock check before a quick add (/hasVariants/{id}, DESIGN.md)', () => {
  it('counts the variants and adds up the stock of the available ones', async () => {
    const { body: product } = await shop.get<ProductReply>('/api/getProductById/1');
    const { body } =
      await shop.get<Success<{ has_variants: boolean; count: number; quantity: number }>>(
        '/api/hasVariants/1',
      );
    const variants = product.variant_system.optimized_variants;
    const availableStock = variants
      .filter((variant) => variant.is_available)
      .reduce((sum, variant) => sum + variant.stock_quantity, 0);
    expect(body.data).toEqual({ has_variants: true, count: variants.length, quantity: availableStock });
  });

  it('reports the product quantity for a product without variants', async () => {
    const { body: list } = await shop.get<CategoryProducts>('/api/category/1/products');
    const plain = list.data.products.find((product) => !product.has_variants) as ApiProduct;
    const { body } = await shop.get<Success<unknown>>(`/api/hasVariants/${plain.id}`);
    expect(body.data).toEqual({ has_variants: false, count: 0, quantity: plain.quantity });
  });

  it('answers 404 for an unknown product', async () => {
    expect((await shop.get('/api/hasVariants/424242')).status).toBe(404);
  });
});
