import { count } from 'drizzle-orm';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { openShopDatabase, type ShopDatabase } from '../../src/db';
import { createApiClient, SyncEngine } from '../../src/sync-worker';
import { engineHarness } from './support/engineHarness';

const { engineWith, server } = engineHarness('catalogue-refresh');

const sql = (script: string) => server().database.runScript(script);
const serverProductCount = async () => {
  const [row] = await server().database.db.select({ value: count() }).from(products);
  return row?.value ?? 0;
};
const apiPath = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname.replace(/^\/api/, '') + url.search;
};

interface ApiProduct {
  id: number;
  name: string;
  summary: string;
  has_variants: boolean;
}
const serverProducts = async (): Promise<ApiProduct[]> => {
  const reply = await fetch(`${server().apiBase}/catalogue/changes?limit=5000`);
  return ((await reply.json()) as { data: { products: ApiProduct[] } }).data.products;
};

/** A product whose own call answers a description in HTML, as an ERP sends it. */
async function productWithHtmlDescription(): Promise<{ id: number; description: string }> {
  for (const { id, summary } of await serverProducts()) {
    if (!summary) continue;
    const reply = await fetch(`${server().apiBase}/getProductById/${id}`);
    const { data } = (await reply.json()) as { data: { description: string } };
    if (data.description.startsWith('<p>')) return { id, description: data.description };
  }
  throw new Error('the seed has no product with an HTML description');
}

describe('bringing the whole catalogue onto the device (the offline search; docs/API.md GET /catalogue/changes)', () => {
  it('stores every product through the changes call: list copies without the description HTML, a summary instead (none without a description)', async () => {
    const seen: Request[] = [];
    const { engine, db } = await engineWith({ seen });
    expect(await engine.catalogue.syncCatalogue()).toEqual({ ok: true, error: null, failures: [] });
    expect(engine.catalogue.lastSource).toBe('changes');
    expect(seen.every((request) => apiPath(request).startsWith('/catalogue/changes'))).toBe(true);
    expect(await db.products.count().exec()).toBe(await serverProductCount());
    const described = await productWithHtmlDescription();
    const stored = await db.products.findOne(String(described.id)).exec();
    expect(stored?.description ?? null).toBeNull();
    expect(stored?.summary).toBeTruthy();
    expect(described.description).toContain(stored?.summary?.slice(0, 10));
    expect(stored?.summary).not.toContain('<');
    // The server's empty summary is no summary on the device, as a product's own empty description gives none.
    const undescribed = (await serverProducts()).find((product) => product.summary === '');
    expect((await db.products.findOne(String(undescribed?.id)).exec())?.summary).toBeNull();
    const levels = new Set((await db.categories.find().exec()).map((c) => c.level));
    expect([...levels].sort()).toEqual([1, 2, 3]);
  });

  it('refreshes a warm catalogue with nothing changed in one small request', async () => {
    const seen: Request[] = [];
    const { engine } = await engineWith({ seen });
    await engine.catalogue.syncCatalogue();
    seen.length = 0;
    expect((await engine.catalogue.syncCatalogue()).ok).toBe(true);
    expect(seen.map(apiPath)).toEqual([
      expect.stringMatching(/^\/catalogue\/changes\?since=[0-9a-f]+\.\d+$/),
    ]);
  });

  it('keeps what the product’s own call stored when the product comes again in a list', async () => {
    const product = (await serverProducts()).find((p) => p.has_variants);
    const { engine, db } = await engineWith();
    await engine.catalogue.syncCatalogue();
    await engine.catalogue.refreshProduct(Number(product?.id));
    const detail = await db.products.findOne(String(product?.id)).exec();
    expect(detail?.description).toBeTruthy();
    await sql(`UPDATE products SET quantity = quantity + 1 WHERE id = ${product?.id}`);
    await engine.catalogue.syncCatalogue();
    const after = await db.products.findOne(String(product?.id)).exec();
    expect(after?.quantity).toBe((detail?.quantity ?? 0) + 1);
    expect(after?.description).toBe(detail?.description);
    expect(after?.variantSystem).toEqual(detail?.variantSystem);
    expect(after?.detailFetchedAt).toBe(detail?.detailFetchedAt);
  });

  it('brings only what changed since its version and removes what the server removed', async () => {
    const [renamed, removed] = await serverProducts();
    const seen: Request[] = [];
    const { engine, db } = await engineWith({ seen });
    await engine.catalogue.syncCatalogue();
    await sql(`
      UPDATE products SET name = 'قارورة نجمية', name_en = 'Starry Flask' WHERE id = ${renamed?.id};
      DELETE FROM products WHERE id = ${removed?.id};
    `);
    seen.length = 0;
    expect((await engine.catalogue.syncCatalogue()).ok).toBe(true);
    expect(seen).toHaveLength(1);
    expect((await db.products.findOne(String(renamed?.id)).exec())?.nameEn).toBe('Starry Flask');
    expect(await db.products.findOne(String(removed?.id)).exec()).toBeNull();
    expect(await db.products.count().exec()).toBe(await serverProductCount());
    expect((await engine.searchLocal('القاروره النجميه', 10)).ids).toEqual([renamed?.id]);
  });

  it('falls back to the category lists, the tree asked once, when the backend does not offer the changes call (SPEC §7)', async () => {
    const seen: Request[] = [];
    const { engine, db } = await engineWith({
      seen,
      rewrite: async (path, response) =>
        path === '/catalogue/changes'
          ? Response.json({ status: false, message: 'Not found' }, { status: 404 })
          : response,
    });
    expect((await engine.catalogue.syncCatalogue()).ok).toBe(true);
    expect(engine.catalogue.lastSource).toBe('lists');
    expect(await db.products.count().exec()).toBe(await serverProductCount());
    const tops = await db.categories.find({ selector: { level: 1 } }).exec();
    const paths = seen.map(apiPath);
    expect(paths.filter((path) => path === '/getAllCatesWithSub')).toHaveLength(1);
    expect(paths.filter((path) => /^\/category\/\d+\/products$/.test(path))).toHaveLength(tops.length);

    seen.length = 0;
    await engine.catalogue.syncCatalogue();
    expect(seen.map(apiPath)).not.toContain('/catalogue/changes');
  });

  it('removes in the fallback a stored product its category’s list no longer holds', async () => {
    let drop: number | null = null;
    const { engine, db } = await engineWith({
      rewrite: async (path, response) => {
        if (path === '/catalogue/changes') return Response.json({ status: false }, { status: 404 });
        if (drop === null || !/^\/category\/\d+\/products$/.test(path)) return response;
        const body = (await response.json()) as { data: { products: { id: number }[] } };
        const kept = body.data.products.filter((product) => product.id !== drop);
        return Response.json({ ...body, data: { ...body.data, products: kept } });
      },
    });
    await engine.catalogue.syncCatalogue();
    const [first] = await db.products.find({ sort: [{ id: 'asc' }], limit: 1 }).exec();
    drop = Number(first?.productId);
    await engine.catalogue.syncCatalogue();
    expect(await db.products.findOne(String(drop)).exec()).toBeNull();
    expect(await db.products.count().exec()).toBe((await serverProductCount()) - 1);
  });

  it('keeps the stored catalogue and records the quiet offline status when the network is away', async () => {
    let offline = false;
    const { engine, db } = await engineWith({ offline: () => offline });
    await engine.catalogue.syncCatalogue();
    const stored = await db.products.count().exec();
    offline = true;
    const outcome = await engine.catalogue.syncCatalogue();
    expect(outcome.error).toBe('offline');
    expect(await db.products.count().exec()).toBe(stored);
    expect((await db.sync_status.findOne('catalogue').exec())?.error).toBe('offline');
    expect((await engine.searchLocal('غطاء شفاف انكر', 10)).ids).not.toEqual([]);
  });
});

describe('the offline search index in the worker (SPEC §2 Search)', () => {
  it('finds a stored product by Arabic spelling variants as soon as it is stored', async () => {
    const target = (await serverProducts()).find((product) => product.name === 'غطاء شفاف أنكر');
    const { engine } = await engineWith();
    await engine.catalogue.syncCatalogue();
    for (const typed of ['غطاء شفاف انكر', 'غِطَاء شَفَّاف أنكر', 'الغطاء الشفاف', 'انكر غطا'])
      expect((await engine.searchLocal(typed, 10)).ids).toContain(target?.id);
  });

  it('answers every id it finds, best first, with the documents of the first few only, in that order', async () => {
    const { engine } = await engineWith();
    await engine.catalogue.syncCatalogue();
    const all = await engine.searchLocal('غطاء', 0);
    expect(all.ids.length).toBeGreaterThan(3);
    expect(all.docs).toEqual([]);
    const first = await engine.searchLocal('غطاء', 3);
    expect(first.ids).toEqual(all.ids);
    expect(first.docs.map((doc) => doc.productId)).toEqual(all.ids.slice(0, 3));
  });

  describe('kept across visits', () => {
    let open: ShopDatabase | undefined;
    afterEach(async () => {
      await open?.remove();
      open = undefined;
    });
    const visit = async (name: string) => {
      open = await openShopDatabase({ name, dexie: { indexedDB, IDBKeyRange }, multiInstance: false });
      const api = createApiClient({ baseUrl: server().apiBase, language: () => 'ar' });
      return { db: open, engine: new SyncEngine(open, api) };
    };

    it('loads the stored index on a warm start and applies only the products written after it', async () => {
      const first = await visit('search-kept');
      await first.engine.catalogue.syncCatalogue();
      await first.engine.search.save();
      const later = await first.db.products.findOne().exec();
      await later?.incrementalPatch({ name: 'منتج أضيف بعد الحفظ' });
      await first.db.close();

      const second = await visit('search-kept');
      expect(await second.engine.search.size()).toBe(await second.db.products.count().exec());
      expect(second.engine.search.startedFrom).toBe('stored');
      expect(await second.engine.search.search('منتج اضيف')).toEqual([later?.productId]);
    });

    it('builds the index from the stored products when none was stored', async () => {
      const first = await visit('search-rebuilt');
      await first.engine.catalogue.syncCatalogue();
      await first.engine.search.save();
      first.engine.search.close();
      await first.db.products.getLocal('search-index').then((doc) => doc?.remove());
      await first.db.close();

      const second = await visit('search-rebuilt');
      expect(await second.engine.search.size()).toBe(await second.db.products.count().exec());
      expect(second.engine.search.startedFrom).toBe('products');
    });
  });
});
