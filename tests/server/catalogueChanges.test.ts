import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct } from '../../server/presenters/product';
import { changesPageSize } from '../../server/routes/catalogue-changes';
import { type Failure, openSeededApp, type SeededApp, type Success } from './support/seeded-app';

let shop: SeededApp;
beforeAll(async () => {
  shop = await openSeededApp();
});
afterAll(() => shop.close());

type ChangedProduct = Omit<ApiProduct, 'description' | 'description_en' | 'description_sale'> & {
  summary: string;
};

interface Changes {
  version: string;
  full: boolean;
  more: boolean;
  products: ChangedProduct[];
  removed_products: number[];
  categories: { id: number; childrens?: unknown[] }[] | null;
}

const changes = async (query = '') => {
  const reply = await shop.get<Success<Changes>>(`/api/catalogue/changes${query}`);
  expect(reply.status).toBe(200);
  return reply.body.data;
};

/** Every page from `since` on, as a client walks them. */
async function walk(since?: string, limit = changesPageSize) {
  const pages: Changes[] = [];
  let next = since;
  do {
    const params = new URLSearchParams({ limit: String(limit), ...(next ? { since: next } : {}) });
    const page = await changes(`?${params}`);
    pages.push(page);
    next = page.version;
  } while (pages.at(-1)?.more);
  return pages;
}

const sql = (script: string) => shop.database.runScript(script);

describe('the catalogue changes call (docs/API.md GET /catalogue/changes; SPEC §7 catalogue)', () => {
  it('lists the whole catalogue without a version, page by page, and the category tree on the last page', async () => {
    const pages = await walk(undefined, 100);
    expect(pages[0]?.full).toBe(true);
    expect(pages.length).toBeGreaterThan(1);
    const ids = pages.flatMap((page) => page.products.map((product) => product.id));
    const { body } = await shop.get<Success<{ products: ApiProduct[] }>>('/api/category/1/products');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(body.data.products.map((product) => product.id)));
    expect(pages.slice(0, -1).every((page) => page.categories === null)).toBe(true);
    expect(pages.at(-1)?.categories?.length).toBeGreaterThan(0);
  });

  it('sends each product as a list does, with its description’s first words as plain text instead of the HTML', async () => {
    const [page] = await walk(undefined, 5000);
    const described = page?.products.find((product) => product.summary);
    expect(described).not.toHaveProperty('description');
    expect(described).not.toHaveProperty('description_en');
    const { body } = await shop.get<Success<ApiProduct>>(`/api/getProductById/${described?.id}`);
    const plain = body.data.description
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(plain.startsWith(described?.summary ?? '-')).toBe(true);
    expect(described?.summary?.length).toBeLessThanOrEqual(51);
  });

  it('sends a summary as text for every product, empty for one whose description is empty', async () => {
    const [page] = await walk(undefined, 5000);
    const summaries = page?.products.map((product) => product.summary) ?? [];
    expect(summaries.every((summary) => typeof summary === 'string')).toBe(true);
    const undescribed = page?.products.find((product) => product.summary === '');
    const { body } = await shop.get<Success<ApiProduct>>(`/api/getProductById/${undescribed?.id}`);
    expect(body.data.description.replace(/<[^>]*>|\s/g, '')).toBe('');
  });

  it('answers nothing changed with a small reply that keeps the version', async () => {
    const [all] = await walk(undefined, 5000);
    const reply = await shop.request(`/api/catalogue/changes?since=${all?.version}`);
    const text = await reply.text();
    expect(JSON.parse(text)).toEqual({
      status: true,
      data: {
        version: all?.version,
        full: false,
        more: false,
        products: [],
        removed_products: [],
        categories: null,
      },
    });
    expect(text.length).toBeLessThan(200);
    expect(reply.headers.get('Cache-Control')).toBe('no-store');
  });

  it('lists a changed product, a product whose variant changed, a removed product and the tree after a change', async () => {
    const [all] = await walk(undefined, 5000);
    const [first, second] = all?.products ?? [];
    const withVariant = all?.products.find(
      (product) => product.has_variants && product.id !== first?.id && product.id !== second?.id,
    );
    await sql(`
      UPDATE products SET quantity = quantity + 1 WHERE id = ${first?.id};
      UPDATE product_variants SET stock_quantity = stock_quantity + 1
        WHERE id = (SELECT min(id) FROM product_variants WHERE product_id = ${withVariant?.id});
      DELETE FROM reels WHERE product_id = ${second?.id};
      DELETE FROM products WHERE id = ${second?.id};
    `);
    const after = await changes(`?since=${all?.version}`);
    expect(after.full).toBe(false);
    expect(after.products.map((product) => product.id).sort()).toEqual([first?.id, withVariant?.id].sort());
    expect(after.products.find((product) => product.id === first?.id)?.quantity).toBe(
      (first?.quantity ?? 0) + 1,
    );
    expect(after.removed_products).toEqual([second?.id]);
    expect(after.categories?.length).toBeGreaterThan(0);
    expect(await changes(`?since=${after.version}`)).toMatchObject({ products: [], removed_products: [] });
  });

  it('lists the whole catalogue again for a version of another database', async () => {
    const other = await changes('?since=0123456789ab.5');
    expect(other.full).toBe(true);
    expect(other.products.length).toBeGreaterThan(0);
  });

  it('refuses a malformed version or page size with a 400', async () => {
    for (const query of ['?since=yesterday', '?limit=0', '?limit=5001', '?limit=ten']) {
      const reply = await shop.get<Failure>(`/api/catalogue/changes${query}`, 'en');
      expect(reply.status).toBe(400);
      expect(reply.body.status).toBe(false);
    }
  });
});
