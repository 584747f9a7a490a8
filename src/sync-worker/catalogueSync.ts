/**
 * Catalogue and content reads: each screen's data fetched, validated and stored in the local database, which the
 * screens watch (stale-while-revalidate). A failed call never touches what is already stored: the cache is the
 * shopper's shop while the network is away.
 */
import type { ZodType } from 'zod';
import type { ProductDoc, ShopDatabase, SyncError } from '../db';
import {
  ArrivalsResponseSchema,
  BannersResponseSchema,
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
import type { RefreshOutcome, SyncStatusRecorder } from './syncStatus';
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

export class CatalogueSync {
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
      if (treeList) await this.replaceAll('categories', categoryDocs(treeList.data));
      const answer = keep(list);
      if (!answer) return;
      const { category, subcategories, products } = answer.data;
      if (!treeList) {
        const stored = await this.db.categories.findOne(String(category.id)).exec();
        await this.db.categories.bulkUpsert([
          categoryDoc(category, category.parent_id, stored?.level ?? 1, stored?.sort ?? 0),
          ...subcategories.map((sub, i) =>
            categoryDoc(sub, Number(category.id), (category.level ?? 1) + 1, i),
          ),
        ]);
      }
      const now = this.now();
      const fresh = products.map((product) => productDoc(product, now));
      await this.storeProducts(fresh);
      await this.removeUnlisted(Number(category.id), fresh);
    });
  }

  /** Removes the stored products of a category's subtree that a fresh full listing of it no longer holds. */
  private async removeUnlisted(categoryId: number, fresh: ProductDoc[]): Promise<void> {
    const places = (await this.db.categories.find().exec()).map((doc) => ({
      id: doc.categoryId,
      parentId: doc.parentId,
      level: doc.level,
    }));
    const subtree = categorySubtree(categoryId, places);
    const listed = new Set(fresh.map((doc) => doc.id));
    const stored = await this.db.products.find({ selector: { categoryId: { $in: subtree } } }).exec();
    const gone = stored.map((doc) => doc.primary).filter((id) => !listed.has(id));
    if (gone.length) await this.db.products.bulkRemove(gone);
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
   * Stores products from a list call. A list carries no variant system, so what the product's own call stored
   * (variants and when they were fetched) is kept rather than overwritten.
   */
  private async storeProducts(docs: ProductDoc[]): Promise<void> {
    if (!docs.length) return;
    const stored = await this.db.products.findByIds(docs.map((doc) => doc.id)).exec();
    await this.db.products.bulkUpsert(
      docs.map((doc) => {
        const previous = stored.get(doc.id);
        return previous
          ? {
              ...doc,
              variantSystem: previous.variantSystem ?? null,
              detailFetchedAt: previous.detailFetchedAt ?? null,
            }
          : doc;
      }),
    );
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
