import { beforeAll, describe, expect, it } from 'vitest';
import type { SyncEngine } from '../../src/sync-worker';
import type { RefreshOutcome } from '../../src/sync-worker/syncStatus';
import { type CollectionName, FAULTS, faultHarness, STATUS_FALSE, stored } from './faultHarness';
import { expectNotice, translated } from './shopperTexts';

const harness = faultHarness('catalogue');

/** The four faults, and the failure answer SPEC §8 describes for the catalogue helpers. */
const CATALOGUE_FAULTS = [...FAULTS, STATUS_FALSE];

let categoryId = 0;
let productId = 0;
beforeAll(async () => {
  type ApiCategory = { id: number; childrens?: ApiCategory[] };
  const tree = await harness.serverData<ApiCategory[]>('/getAllCatesWithSub');
  const category = tree.find((c) => (c.childrens ?? []).length > 0);
  if (!category) throw new Error('the seed has no category with subcategories');
  categoryId = category.id;
  const listing = await harness.serverData<{ products: { id: number }[] }>(
    `/category/${categoryId}/products`,
  );
  productId = listing.products[0]?.id ?? 0;
});

interface Screen {
  name: string;
  /** What the screen shows from the local database. */
  data: string;
  keeps: readonly CollectionName[];
  statusId: () => string;
  refresh: (engine: SyncEngine) => Promise<RefreshOutcome>;
  /** A screen whose answer is not a list reads `{ status: false, data: [] }` as the wrong shape. */
  statusFalseIsMalformed?: boolean;
}

/** Each catalogue screen's refresh (SPEC §7 Catalogue and content), with the collections it shows. */
const SCREENS: readonly Screen[] = [
  {
    name: 'the home screen',
    data: 'banners, categories, sections and arrivals',
    keeps: ['banners', 'categories', 'home', 'products'],
    statusId: () => 'home',
    refresh: (engine) => engine.refreshHome(),
  },
  {
    name: 'the categories page',
    data: 'category tree',
    keeps: ['categories'],
    statusId: () => 'categories',
    refresh: (engine) => engine.catalogue.refreshCategories(),
  },
  {
    name: 'the category products',
    data: 'categories and products',
    keeps: ['categories', 'products'],
    statusId: () => `category:${categoryId}`,
    refresh: (engine) => engine.catalogue.refreshCategoryProducts(categoryId),
  },
  {
    name: 'the product page',
    data: 'product with its variants',
    keeps: ['products'],
    statusId: () => `product:${productId}`,
    refresh: (engine) => engine.catalogue.refreshProduct(productId),
    statusFalseIsMalformed: true,
  },
  {
    name: 'the reels',
    data: 'reels',
    keeps: ['reels'],
    statusId: () => 'reels',
    refresh: (engine) => engine.catalogue.refreshReels(),
  },
];

describe('catalogue screens under faults (DESIGN: stale-while-revalidate; SPEC §8 data helpers keep going)', () => {
  for (const screen of SCREENS) {
    describe(screen.name, () => {
      for (const fault of CATALOGUE_FAULTS) {
        it(`${fault.name} keeps the stored ${screen.data}, records the failure and shows its notice`, async () => {
          const error =
            fault === STATUS_FALSE && screen.statusFalseIsMalformed ? 'invalidResponse' : fault.error;
          const { engine, db, network } = await harness.open();
          expect(await screen.refresh(engine)).toMatchObject({ ok: true });
          const before = await stored(db, screen.keeps);
          for (const name of screen.keeps) expect(before[name], `${name} seeded`).not.toEqual([]);
          const success = (await db.sync_status.findOne(screen.statusId()).exec())?.lastSuccessAt;

          network.inject(fault);
          const outcome = await screen.refresh(engine);
          expect(outcome).toMatchObject({ ok: false, error });
          expect(await stored(db, screen.keeps)).toEqual(before);
          expect((await db.sync_status.findOne(screen.statusId()).exec())?.toJSON()).toMatchObject({
            error,
            lastSuccessAt: success,
          });
          await expectNotice(outcome.error);

          network.heal();
          expect(await screen.refresh(engine)).toMatchObject({ ok: true, error: null });
          expect((await db.sync_status.findOne(screen.statusId()).exec())?.error).toBeNull();
        });
      }
    });
  }
});

describe('search under faults (SPEC §8: search errors show empty results)', () => {
  for (const fault of CATALOGUE_FAULTS) {
    it(`${fault.name} answers no server matches, says why, and keeps the stored products for the local matches`, async () => {
      const { engine, db, network } = await harness.open();
      const found = await engine.catalogue.search('shirt');
      expect(found.ids.length).toBeGreaterThan(0);
      const before = await stored(db, ['products']);

      network.inject(fault);
      expect(await engine.catalogue.search('shirt')).toEqual({ ids: [], error: fault.error });
      expect(await stored(db, ['products'])).toEqual(before);
      // What the server found before (by name, category, colour or a near spelling) stays on the device for the
      // local matches.
      const local = await db.products.find({ selector: { productId: { $in: found.ids } } }).exec();
      expect(local.map((doc) => doc.productId).sort()).toEqual([...found.ids].sort());

      network.heal();
      expect(await engine.catalogue.search('shirt')).toEqual({ ids: found.ids, error: null });
    });
  }
});

describe('the stock check before a quick add under faults (SPEC §4 Add to cart on a product card)', () => {
  for (const fault of CATALOGUE_FAULTS) {
    it(`${fault.name} rejects, so the button reports that it could not check, and stores nothing`, async () => {
      const { engine, db, network } = await harness.open();
      await engine.catalogue.refreshProduct(productId);
      const before = await stored(db, ['products']);

      network.inject(fault);
      await expect(engine.catalogue.checkStock(productId)).rejects.toThrow();
      // AddToCartButton: the machine's reportCheckFailed shows product.checkFailed.
      translated('product.checkFailed');
      expect(await stored(db, ['products'])).toEqual(before);

      network.heal();
      expect(await engine.catalogue.checkStock(productId)).toMatchObject({
        variantCount: expect.any(Number),
      });
    });
  }
});
