/**
 * The sync engine: every network read and write of the shop goes through here, and everything it learns lands in
 * the local database, which the screens watch. A failed call never touches what is already stored: the cache is the
 * shopper's shop while the network is away. `worker.ts` only exposes this class; tests drive it directly.
 */
import type { ShopDatabase, SyncError } from '../db';
import {
  ArrivalsResponseSchema,
  BannersResponseSchema,
  CategoryTreeResponseSchema,
  FeaturedCategoriesResponseSchema,
  HomeCategoriesResponseSchema,
} from '../domain';
import type { ApiClient, ApiResult, Language } from './apiClient';
import { bannerDocs, categoryDocs, productDoc } from './toDocs';

export interface RefreshOutcome {
  ok: boolean;
  /** The first failure's kind, for the quiet notice the screen shows; null when every call succeeded. */
  error: SyncError | null;
  failures: string[];
}

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

export class SyncEngine {
  private language: Language = 'ar';
  private readonly inFlight = new Map<string, Promise<RefreshOutcome>>();

  constructor(
    private readonly db: ShopDatabase,
    private readonly api: ApiClient,
    private readonly now: () => number = Date.now,
  ) {}

  setLanguage(language: Language): void {
    this.language = language;
  }

  getLanguage(): Language {
    return this.language;
  }

  /** Banners, the category tree, featured categories and arrivals: what the home screen shows. */
  refreshHome(): Promise<RefreshOutcome> {
    return this.once('home', async () => {
      const [banners, tree, featured, strip, arrivals] = await Promise.all([
        this.api.get('/getBanners', BannersResponseSchema),
        this.api.get('/getAllCatesWithSub', CategoryTreeResponseSchema),
        this.api.get('/get-featured-categories', FeaturedCategoriesResponseSchema),
        this.api.get('/getHomeCategories', HomeCategoriesResponseSchema),
        this.api.get('/getArrivals', ArrivalsResponseSchema),
      ]);
      const failures: Failure[] = [];
      const keep = <T>(result: ApiResult<T>): T | null => {
        if (result.ok) return result.value;
        failures.push(result);
        return null;
      };

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
      return this.recordStatus('home', failures);
    });
  }

  /** Concurrent asks for the same refresh share one round of calls. */
  private once(key: string, run: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = run().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
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

  private async recordStatus(id: string, failures: Failure[]): Promise<RefreshOutcome> {
    const now = this.now();
    const first = failures[0];
    const previous = await this.db.sync_status.findOne(id).exec();
    await this.db.sync_status.upsert({
      id,
      lastAttemptAt: now,
      lastSuccessAt: first ? (previous?.lastSuccessAt ?? null) : now,
      error: first?.error ?? null,
      detail: first?.message ?? null,
    });
    return { ok: !first, error: first?.error ?? null, failures: failures.map((f) => f.message) };
  }
}
