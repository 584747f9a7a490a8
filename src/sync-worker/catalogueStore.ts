/**
 * What every catalogue read shares (the screens' refreshes, the whole-catalogue mirror, the lookups): the call that
 * reads a catalogue answer, and the writes that store one. A failed call never touches what is already stored: the
 * cache is the shopper's shop while the network is away.
 */
import type { ZodType } from 'zod';
import { isPageCollection, type PageCollection, type PageData } from '../contract';
import type { CategoryDoc, ProductDoc, ShopDatabase } from '../db';
import { type CategoryProductsResponse, categorySubtree } from '../domain';
import type { ApiClient, ApiResult } from './apiClient';
import { storeProducts } from './productWrites';
import { productDoc } from './toDocs';

/** The fields every stored product has, by their type (the products schema's `required`). */
const PRODUCT_FIELDS = {
  id: 'string',
  productId: 'number',
  categoryId: 'number',
  name: 'string',
  nameEn: 'string',
  priceFils: 'number',
  quantity: 'number',
  hasVariants: 'boolean',
  updatedAt: 'number',
} satisfies Partial<Record<keyof ProductDoc, 'string' | 'number' | 'boolean'>>;

/** A product document as a render read it from the products collection (a page's data is plain JSON). */
export function isProductDoc(doc: unknown): doc is ProductDoc {
  if (doc === null || typeof doc !== 'object') return false;
  const fields = doc as Record<string, unknown>;
  return Object.entries(PRODUCT_FIELDS).every(([field, type]) => typeof fields[field] === type);
}

export class CatalogueStore {
  constructor(
    readonly db: ShopDatabase,
    private readonly api: ApiClient,
    readonly now: () => number,
  ) {}

  /**
   * A catalogue call. A 200 whose status is false is the server saying it could not answer (SPEC §8: status false
   * with empty data and 'Error fetching categories'), not an empty catalogue: it is a failure, so nothing stored is
   * replaced by its empty list.
   */
  async read<T extends { status: boolean }>(path: string, schema: ZodType<T>): Promise<ApiResult<T>> {
    const result = await this.api.get(path, schema);
    if (!result.ok || result.value.status) return result;
    return { ok: false, error: 'server', status: 200, message: `${path}: status false` };
  }

  storeProducts(docs: ProductDoc[]): Promise<void> {
    return storeProducts(this.db.products, docs);
  }

  /** Stores a complete fresh list and removes what the server no longer has. */
  async replaceAll<K extends 'banners' | 'categories' | 'reels'>(
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

  /**
   * Stores a category's full listing and removes the stored products of its subtree that it no longer holds. The
   * stored ones are found through the `categoryId` index before the write, so a first visit reads nothing back.
   */
  async storeCategoryList(
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
   * Stores what a server render showed (the page's inlined data) like any answer: a product already stored with
   * its detail keeps it, and only catalogue collections are ever written.
   */
  async storePage(page: PageData): Promise<void> {
    // One document per id and collection: two queries of a page may read the same one (the nav bar's top
    // categories and the whole tree), and one bulk write must not hold it twice.
    const byCollection = new Map<PageCollection, Map<string, unknown>>();
    for (const { collection, docs } of Object.values(page)) {
      if (!isPageCollection(collection)) continue;
      const byId = byCollection.get(collection) ?? new Map<string, unknown>();
      for (const doc of docs) byId.set(String((doc as { id?: unknown } | null)?.id), doc);
      byCollection.set(collection, byId);
    }
    for (const [collection, byId] of byCollection) {
      const docs = [...byId.values()];
      if (collection === 'products') await this.storeProducts(docs.filter(isProductDoc));
      // biome-ignore lint/suspicious/noExplicitAny: each collection receives the documents a render read from it.
      else await (this.db[collection] as any).bulkUpsert(docs);
    }
  }
}
