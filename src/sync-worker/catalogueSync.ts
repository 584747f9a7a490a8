/**
 * Catalogue and content reads: each screen's data fetched, validated and stored in the local database, which the
 * screens watch (stale-while-revalidate). A failed call never touches what is already stored: the cache is the
 * shopper's shop while the network is away.
 */
import type { ShopDatabase } from '../db';
import {
  ArrivalsResponseSchema,
  BannersResponseSchema,
  CategoryTreeResponseSchema,
  FeaturedCategoriesResponseSchema,
  HomeCategoriesResponseSchema,
} from '../domain';
import type { ApiClient } from './apiClient';
import type { RefreshOutcome, SyncStatusRecorder } from './syncStatus';
import { bannerDocs, categoryDocs, productDoc } from './toDocs';

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
        this.api.get('/getBanners', BannersResponseSchema),
        this.api.get('/getAllCatesWithSub', CategoryTreeResponseSchema),
        this.api.get('/get-featured-categories', FeaturedCategoriesResponseSchema),
        this.api.get('/getHomeCategories', HomeCategoriesResponseSchema),
        this.api.get('/getArrivals', ArrivalsResponseSchema),
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
        await this.db.products.bulkUpsert(products);
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

  /** Stores a complete fresh list and removes what the server no longer has. */
  private async replaceAll<K extends 'banners' | 'categories'>(
    name: K,
    docs: Parameters<ShopDatabase[K]['bulkUpsert']>[0],
  ): Promise<void> {
    const collection = this.db[name] as ShopDatabase['banners'] | ShopDatabase['categories'];
    const fresh = new Set(docs.map((doc) => (doc as { id: string }).id));
    const stored = await collection.find().exec();
    const gone = stored.map((doc) => doc.primary).filter((id) => !fresh.has(id));
    // biome-ignore lint/suspicious/noExplicitAny: the union of the two collections' document types is sound here.
    await collection.bulkUpsert(docs as any);
    if (gone.length) await collection.bulkRemove(gone);
  }
}
