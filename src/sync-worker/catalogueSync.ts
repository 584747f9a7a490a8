/**
 * Catalogue and content reads: each screen's data fetched, validated and stored in the local database, which the
 * screens watch (stale-while-revalidate), and the whole catalogue brought onto the device for the offline search
 * (`syncCatalogue`). A failed call never touches what is already stored: the cache is the shopper's shop while the
 * network is away.
 *
 * Thousands of products: each page or category is written in one bulk write (productWrites.ts) while the next one
 * is fetched.
 */
import type { ZodType } from 'zod';
import {
  type CategoryDoc,
  isPageCollection,
  type PageCollection,
  type PageData,
  type ProductDoc,
  type ShopDatabase,
  type SyncError,
} from '../db';
import {
  ArrivalsResponseSchema,
  BannersResponseSchema,
  type CatalogueChangesResponse,
  CatalogueChangesResponseSchema,
  type CategoryProductsResponse,
  CategoryProductsResponseSchema,
  CategoryTreeResponseSchema,
  categorySubtree,
  FeaturedCategoriesResponseSchema,
  HasVariantsResponseSchema,
  HomeCategoriesResponseSchema,
  normaliseSearchQuery,
  ProductByIdResponseSchema,
  ReelsResponseSchema,
  SearchResponseSchema,
} from '../domain';
import type { ApiClient, ApiResult } from './apiClient';
import { storeProducts } from './productWrites';
import type { Keep, RefreshOutcome, SyncStatusRecorder } from './syncStatus';
import { bannerDocs, categoryDoc, categoryDocs, productDetailDoc, productDoc, reelDocs } from './toDocs';

export interface SearchAnswer {
  /** The server's matches in its order (names starting with the query first), already stored locally. */
  ids: number[];
  /** Why the server could not answer; the screen then shows the local matches alone. */
  error: SyncError | null;
}

/** The check before a quick add (SPEC §4; docs/API.md /hasVariants). */
export interface StockAnswer {
  variantCount: number;
  quantity: number;
}

/** The local document of the products collection holding the catalogue version the last changes call gave. */
export const CATALOGUE_VERSION_DOC = 'catalogue-version';

/**
 * Answers of the changes call that mean "this backend does not offer it" (an ERP following SPEC §7 alone): the
 * catalogue is then brought through the category lists.
 */
const NOT_OFFERED = new Set([404, 405, 501]);

/** How the last whole-catalogue refresh went: which calls it used. */
export type CatalogueSource = 'changes' | 'lists';

export class CatalogueSync {
  /** Whether the backend offers the changes call: unknown until asked, then remembered for this session. */
  private changesOffered: boolean | null = null;
  private lastCatalogueSync: { at: number; ok: boolean } | null = null;
  /** Which calls the last whole-catalogue refresh used. */
  lastSource: CatalogueSource | null = null;

  constructor(
    private readonly db: ShopDatabase,
    private readonly api: ApiClient,
    private readonly status: SyncStatusRecorder,
    private readonly now: () => number,
  ) {}

  /** Banners, the category tree, featured categories and arrivals: what the home screen shows. */
  refreshHome(): Promise<RefreshOutcome> {
    return this.status.track('home', async (keep) => {
      const [banners, tree, featured, strip, arrivals] = await Promise.all([
        this.read('/getBanners', BannersResponseSchema),
        this.read('/getAllCatesWithSub', CategoryTreeResponseSchema),
        this.read('/get-featured-categories', FeaturedCategoriesResponseSchema),
        this.read('/getHomeCategories', HomeCategoriesResponseSchema),
        this.read('/getArrivals', ArrivalsResponseSchema),
      ]);

      const bannerList = keep(banners);
      if (bannerList) await this.replaceAll('banners', bannerDocs(bannerList.data));

      const treeList = keep(tree);
      if (treeList) await this.replaceAll('categories', categoryDocs(treeList.data));

      const featuredList = keep(featured);
      if (featuredList) {
        await this.db.home.upsert({
          id: 'featured',
          categoryIds: featuredList.data.map((c) => Number(c.id)),
          arrivals: [],
        });
      }
      const stripList = keep(strip);
      if (stripList) {
        await this.db.home.upsert({
          id: 'strip',
          categoryIds: stripList.data.map((c) => Number(c.id)),
          arrivals: [],
        });
      }
      const arrivalList = keep(arrivals);
      if (arrivalList) {
        const now = this.now();
        const products = arrivalList.data.flatMap((entry) => entry.products.map((p) => productDoc(p, now)));
        await this.storeProducts(products);
        await this.db.home.upsert({
          id: 'arrivals',
          categoryIds: [],
          arrivals: arrivalList.data.map((entry) => ({
            categoryId: Number(entry.category.id),
            productIds: entry.products.map((p) => Number(p.id)),
          })),
        });
      }
    });
  }

  /** The whole category tree, for the categories page (SPEC §2 Categories page). */
  refreshCategories(): Promise<RefreshOutcome> {
    return this.status.track('categories', async (keep) => {
      const tree = keep(await this.read('/getAllCatesWithSub', CategoryTreeResponseSchema));
      if (tree) await this.replaceAll('categories', categoryDocs(tree.data));
    });
  }

  /**
   * One category's products, which include its descendants' (docs/API.md). The category tree comes along, so a deep
   * link on a cold start has its title, pills and subtree; stored products of the subtree that the server no longer
   * lists are removed, so a product taken off sale disappears from the list.
   */
  refreshCategoryProducts(categoryId: number): Promise<RefreshOutcome> {
    return this.status.track(`category:${categoryId}`, async (keep) => {
      const [tree, list] = await Promise.all([
        this.read('/getAllCatesWithSub', CategoryTreeResponseSchema),
        this.read(`/category/${categoryId}/products`, CategoryProductsResponseSchema),
      ]);
      const treeList = keep(tree);
      const categories = treeList ? categoryDocs(treeList.data) : null;
      if (categories) await this.replaceAll('categories', categories);
      const answer = keep(list);
      if (!answer) return;
      const { category, subcategories } = answer.data;
      if (!categories) {
        const stored = await this.db.categories.findOne(String(category.id)).exec();
        await this.db.categories.bulkUpsert([
          categoryDoc(category, category.parent_id, stored?.level ?? 1, stored?.sort ?? 0),
          ...subcategories.map((sub, i) =>
            categoryDoc(sub, Number(category.id), (category.level ?? 1) + 1, i),
          ),
        ]);
      }
      await this.storeCategoryList(
        answer.data,
        categories ?? (await this.db.categories.find().exec()).map((doc) => doc.toMutableJSON()),
      );
    });
  }

  /**
   * Stores a category's full listing and removes the stored products of its subtree that it no longer holds. The
   * stored ones are found through the `categoryId` index before the write, so a first visit reads nothing back.
   */
  private async storeCategoryList(
    list: CategoryProductsResponse['data'],
    tree: readonly CategoryDoc[],
  ): Promise<void> {
    const places = tree.map((doc) => ({ id: doc.categoryId, parentId: doc.parentId, level: doc.level }));
    const subtree = categorySubtree(Number(list.category.id), places);
    const stored = await this.db.products.find({ selector: { categoryId: { $in: subtree } } }).exec();
    const now = this.now();
    const fresh = list.products.map((product) => productDoc(product, now));
    await this.storeProducts(fresh);
    const listed = new Set(fresh.map((doc) => doc.id));
    const gone = stored.filter((doc) => !listed.has(doc.primary));
    if (gone.length) await this.db.products.bulkRemove(gone);
  }

  /**
   * The whole catalogue onto the device, for the offline search (issue 14). Through the reference server's changes
   * call when the backend offers it: only what changed since the version kept beside the products, so a warm
   * refresh with nothing changed is one small request. Otherwise through SPEC §7 calls alone: the category tree
   * once, then every top-level category's list (a list carries its subtree).
   */
  syncCatalogue(): Promise<RefreshOutcome> {
    return this.status
      .track('catalogue', async (keep) => {
        const offered = this.changesOffered !== false && (await this.syncByChanges(keep));
        if (!offered) {
          this.changesOffered = false;
          await this.syncByLists(keep);
        }
        this.lastSource = offered ? 'changes' : 'lists';
      })
      .then((outcome) => {
        this.lastCatalogueSync = { at: this.now(), ok: outcome.ok };
        return outcome;
      });
  }

  /**
   * `syncCatalogue` unless one succeeded within `maxAgeMs` (or failed within a tenth of it): what the worker's
   * schedule and a search ask for, so neither repeats a fresh refresh.
   */
  async syncCatalogueIfStale(maxAgeMs: number): Promise<RefreshOutcome | null> {
    const last = this.lastCatalogueSync;
    if (last && this.now() - last.at < (last.ok ? maxAgeMs : maxAgeMs / 10)) return null;
    return this.syncCatalogue();
  }

  /** False when the backend does not offer the changes call (nothing was stored then). */
  private async syncByChanges(keep: Keep): Promise<boolean> {
    const kept = await this.db.products.getLocal<{ version: string }>(CATALOGUE_VERSION_DOC);
    let next: Promise<ApiResult<CatalogueChangesResponse>> | null = this.changesSince(
      kept?.get('version') ?? null,
    );
    // A whole listing (the first, or the server no longer knows our version) also removes what was stored before
    // it and is not listed: the ids stored when it began.
    let storedBefore: Set<string> | null = null;
    const listed = new Set<string>();
    while (next) {
      const result: ApiResult<CatalogueChangesResponse> = await next;
      if (!result.ok && result.status !== undefined && NOT_OFFERED.has(result.status)) return false;
      const answer = keep(result);
      if (!answer) return true;
      this.changesOffered = true;
      const page: CatalogueChangesResponse['data'] = answer.data;
      // The next page is on its way while this one is written.
      next = page.more ? this.changesSince(page.version) : null;
      if (page.full && !storedBefore) {
        storedBefore = new Set((await this.db.products.find().exec()).map((doc) => doc.primary));
      }
      const now = this.now();
      const docs = page.products.map((product) => productDoc(product, now));
      for (const doc of docs) listed.add(doc.id);
      await this.storeProducts(docs);
      if (page.removed_products.length)
        await this.db.products.bulkRemove(page.removed_products.map((id) => String(id)));
      if (page.categories) await this.replaceAll('categories', categoryDocs(page.categories));
      if (!page.more && storedBefore) {
        const gone = [...storedBefore].filter((id) => !listed.has(id));
        if (gone.length) await this.db.products.bulkRemove(gone);
      }
      // A whole listing counts only once complete; a page of changes is kept at once, so an interrupted refresh
      // resumes after it.
      if (!page.more || !storedBefore)
        await this.db.products.upsertLocal(CATALOGUE_VERSION_DOC, { version: page.version });
    }
    return true;
  }

  private changesSince(version: string | null): Promise<ApiResult<CatalogueChangesResponse>> {
    const query = version ? `?${new URLSearchParams({ since: version })}` : '';
    return this.read(`/catalogue/changes${query}`, CatalogueChangesResponseSchema);
  }

  /** SPEC §7 calls alone: the tree once, then each top-level category's list, the next fetched while one is written. */
  private async syncByLists(keep: Keep): Promise<void> {
    const tree = keep(await this.read('/getAllCatesWithSub', CategoryTreeResponseSchema));
    if (!tree) return;
    const categories = categoryDocs(tree.data);
    await this.replaceAll('categories', categories);
    const tops = categories.filter((doc) => doc.parentId === null).map((doc) => doc.categoryId);
    const list = (id: number) => this.read(`/category/${id}/products`, CategoryProductsResponseSchema);
    let next = tops.length ? list(tops[0] as number) : null;
    for (let i = 0; next; i++) {
      const answer = keep(await next);
      next = i + 1 < tops.length ? list(tops[i + 1] as number) : null;
      if (answer) await this.storeCategoryList(answer.data, categories);
    }
  }

  /** One product with its images and variant system (SPEC §2 Product detail); a product the server no longer has is removed. */
  refreshProduct(productId: number): Promise<RefreshOutcome> {
    return this.status.track(`product:${productId}`, async (keep) => {
      const result = await this.read(`/getProductById/${productId}`, ProductByIdResponseSchema);
      if (!result.ok && result.status === 404) await this.db.products.findOne(String(productId)).remove();
      const answer = keep(result);
      if (answer) await this.db.products.upsert(productDetailDoc(answer, this.now()));
    });
  }

  /**
   * The server's text search (SPEC §2 Search). Its results are stored like any product, so the screen shows them
   * through the same local query; the ids say which stored products the server found. Nothing is recorded in the
   * sync status: a search is a question of the moment, not a screen's data going stale.
   */
  async search(text: string): Promise<SearchAnswer> {
    const query = normaliseSearchQuery(text);
    if (!query) return { ids: [], error: null };
    const result = await this.read(
      `/getProductName?${new URLSearchParams({ name: query })}`,
      SearchResponseSchema,
    );
    if (!result.ok) return { ids: [], error: result.error };
    const now = this.now();
    await this.storeProducts(result.value.data.map((product) => productDoc(product, now)));
    return { ids: result.value.data.map((product) => Number(product.id)), error: null };
  }

  /** The product videos (SPEC §2 Reels). */
  refreshReels(): Promise<RefreshOutcome> {
    return this.status.track('reels', async (keep) => {
      const reels = keep(await this.read('/get-reels', ReelsResponseSchema));
      if (reels) await this.replaceAll('reels', reelDocs(reels.data));
    });
  }

  /** How many variants a product has, asked before a quick add; a failure rejects so the button can say so. */
  async checkStock(productId: number): Promise<StockAnswer> {
    const result = await this.read(`/hasVariants/${productId}`, HasVariantsResponseSchema);
    if (!result.ok) throw new Error(result.message);
    return { variantCount: result.value.data.count, quantity: result.value.data.quantity };
  }

  /**
   * Stores what a server render showed (the page's inlined data) like any answer: a product already stored with
   * its detail keeps it, and only catalogue collections are ever written.
   */
  async storePage(page: PageData): Promise<void> {
    // One document per id and collection: two queries of a page may read the same one (the nav bar's top
    // categories and the whole tree), and one bulk write must not hold it twice.
    const byCollection = new Map<PageCollection, Map<string, Record<string, unknown>>>();
    for (const { collection, docs } of Object.values(page)) {
      if (!isPageCollection(collection)) continue;
      const byId = byCollection.get(collection) ?? new Map<string, Record<string, unknown>>();
      for (const doc of docs as Record<string, unknown>[]) byId.set(String(doc.id), doc);
      byCollection.set(collection, byId);
    }
    for (const [collection, byId] of byCollection) {
      const docs = [...byId.values()];
      if (collection === 'products') await this.storeProducts(docs as unknown as ProductDoc[]);
      // biome-ignore lint/suspicious/noExplicitAny: each collection receives the documents a render read from it.
      else await (this.db[collection] as any).bulkUpsert(docs);
    }
  }

  private storeProducts(docs: ProductDoc[]): Promise<void> {
    return storeProducts(this.db.products, docs);
  }

  /**
   * A catalogue call. A 200 whose status is false is the server saying it could not answer (SPEC §8: status false
   * with empty data and 'Error fetching categories'), not an empty catalogue: it is a failure, so nothing stored is
   * replaced by its empty list.
   */
  private async read<T extends { status: boolean }>(path: string, schema: ZodType<T>): Promise<ApiResult<T>> {
    const result = await this.api.get(path, schema);
    if (!result.ok || result.value.status) return result;
    return { ok: false, error: 'server', status: 200, message: `${path}: status false` };
  }

  /** Stores a complete fresh list and removes what the server no longer has. */
  private async replaceAll<K extends 'banners' | 'categories' | 'reels'>(
    name: K,
    docs: Parameters<ShopDatabase[K]['bulkUpsert']>[0],
  ): Promise<void> {
    const collection = this.db[name] as
      | ShopDatabase['banners']
      | ShopDatabase['categories']
      | ShopDatabase['reels'];
    const fresh = new Set(docs.map((doc) => (doc as { id: string }).id));
    const stored = await collection.find().exec();
    const gone = stored.map((doc) => doc.primary).filter((id) => !fresh.has(id));
    // biome-ignore lint/suspicious/noExplicitAny: the union of the collections' document types is sound here.
    await collection.bulkUpsert(docs as any);
    if (gone.length) await collection.bulkRemove(gone);
  }
}
