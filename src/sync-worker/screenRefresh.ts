/**
 * The screens' catalogue and content refreshes: each screen's data fetched, validated and stored in the local
 * database, which the screens watch (stale-while-revalidate), with the outcome recorded in the sync status.
 */
import {
  ArrivalsResponseSchema,
  BannersResponseSchema,
  CategoryProductsResponseSchema,
  CategoryTreeResponseSchema,
  FeaturedCategoriesResponseSchema,
  HomeCategoriesResponseSchema,
  ProductByIdResponseSchema,
  ReelsResponseSchema,
} from '../domain';
import type { ApiResult } from './apiClient';
import type { CatalogueStore } from './catalogueStore';
import type { Extension, MissingCalls } from './missingCall';
import type { RefreshOutcome, SyncStatusRecorder } from './syncStatus';
import { bannerDocs, categoryDoc, categoryDocs, productDetailDoc, productDoc, reelDocs } from './toDocs';

export class ScreenRefresh {
  constructor(
    private readonly store: CatalogueStore,
    private readonly status: SyncStatusRecorder,
    private readonly missing: MissingCalls,
  ) {}

  /**
   * Banners, the category tree, featured categories, the strip and arrivals: what the home screen shows. The strip's
   * and the arrivals' calls are beyond SPEC §7: a backend without them has no such section, which is no failure, so
   * the strip is then the tree's top-level categories and the home has no arrival carousels.
   */
  refreshHome(): Promise<RefreshOutcome> {
    const { store } = this;
    return this.status.track('home', async (keep) => {
      const [banners, tree, featured, strip, arrivals] = await Promise.all([
        store.read('/getBanners', BannersResponseSchema),
        store.read('/getAllCatesWithSub', CategoryTreeResponseSchema),
        store.read('/get-featured-categories', FeaturedCategoriesResponseSchema),
        this.extension('homeCategories', () =>
          store.read('/getHomeCategories', HomeCategoriesResponseSchema),
        ),
        this.extension('arrivals', () => store.read('/getArrivals', ArrivalsResponseSchema)),
      ]);

      const bannerList = keep(banners);
      if (bannerList) await store.replaceAll('banners', bannerDocs(bannerList.data));

      const treeList = keep(tree);
      if (treeList) await store.replaceAll('categories', categoryDocs(treeList.data));

      // The featured grid and the strip of categories: each a row of category ids.
      const categoryRow = async (
        id: 'featured' | 'strip',
        list: { data: { id: string | number }[] } | null,
      ) => {
        if (list)
          await store.db.home.upsert({ id, categoryIds: list.data.map((c) => Number(c.id)), arrivals: [] });
      };
      await categoryRow('featured', keep(featured));
      await categoryRow('strip', strip ? keep(strip) : treeList);

      if (!arrivals) {
        await store.db.home.upsert({ id: 'arrivals', categoryIds: [], arrivals: [] });
        return;
      }
      const arrivalList = keep(arrivals);
      if (arrivalList) {
        const now = store.now();
        const products = arrivalList.data.flatMap((entry) => entry.products.map((p) => productDoc(p, now)));
        await store.storeProducts(products);
        await store.db.home.upsert({
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

  /** An extension's answer, or null when this backend lacks the call (asked once per run). */
  private async extension<T>(
    call: Extension,
    read: () => Promise<ApiResult<T>>,
  ): Promise<ApiResult<T> | null> {
    if (this.missing.has(call)) return null;
    const result = await read();
    return this.missing.lacks(call, result) ? null : result;
  }

  /** The whole category tree, for the categories page (SPEC §2 Categories page). */
  refreshCategories(): Promise<RefreshOutcome> {
    return this.status.track('categories', async (keep) => {
      const tree = keep(await this.store.read('/getAllCatesWithSub', CategoryTreeResponseSchema));
      if (tree) await this.store.replaceAll('categories', categoryDocs(tree.data));
    });
  }

  /**
   * One category's products, which include its descendants' (docs/API.md). The category tree comes along, so a deep
   * link on a cold start has its title, pills and subtree; stored products of the subtree that the server no longer
   * lists are removed, so a product taken off sale disappears from the list.
   */
  refreshCategoryProducts(categoryId: number): Promise<RefreshOutcome> {
    const { store } = this;
    return this.status.track(`category:${categoryId}`, async (keep) => {
      const [tree, list] = await Promise.all([
        store.read('/getAllCatesWithSub', CategoryTreeResponseSchema),
        store.read(`/category/${categoryId}/products`, CategoryProductsResponseSchema),
      ]);
      const treeList = keep(tree);
      const categories = treeList ? categoryDocs(treeList.data) : null;
      if (categories) await store.replaceAll('categories', categories);
      const answer = keep(list);
      if (!answer) return;
      const { category, subcategories } = answer.data;
      if (!categories) {
        const stored = await store.db.categories.findOne(String(category.id)).exec();
        await store.db.categories.bulkUpsert([
          categoryDoc(category, category.parent_id, stored?.level ?? 1, stored?.sort ?? 0),
          ...subcategories.map((sub, i) =>
            categoryDoc(sub, Number(category.id), (category.level ?? 1) + 1, i),
          ),
        ]);
      }
      await store.storeCategoryList(
        answer.data,
        categories ?? (await store.db.categories.find().exec()).map((doc) => doc.toMutableJSON()),
      );
    });
  }

  /** One product with its images and variant system (SPEC §2 Product detail); a product the server no longer has is removed. */
  refreshProduct(productId: number): Promise<RefreshOutcome> {
    const { store } = this;
    return this.status.track(`product:${productId}`, async (keep) => {
      const result = await store.read(`/getProductById/${productId}`, ProductByIdResponseSchema);
      if (!result.ok && result.status === 404) await store.db.products.findOne(String(productId)).remove();
      const answer = keep(result);
      if (answer) await store.db.products.upsert(productDetailDoc(answer, store.now()));
    });
  }

  /** The product videos (SPEC §2 Reels). */
  refreshReels(): Promise<RefreshOutcome> {
    return this.status.track('reels', async (keep) => {
      const reels = keep(await this.store.read('/get-reels', ReelsResponseSchema));
      if (reels) await this.store.replaceAll('reels', reelDocs(reels.data));
    });
  }
}
