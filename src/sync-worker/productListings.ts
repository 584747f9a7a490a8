/**
 * Sorted and filtered product lists worked out here, over the stored catalogue, so they work offline and
 * the window's thread only renders. A scope's products are read from IndexedDB once and kept until the products
 * change: a choice after the first then costs the sort and filter alone, not another read of a few thousand
 * documents, and the next pages of a list cost a slice. The filters' values are worked out only when asked.
 */
import type { Subscription } from 'rxjs';
import type { ListingAnswer, ListingRequest, ListingScope } from '../contract';
import type { ProductDoc, ShopDatabase } from '../db';
import {
  type Listing,
  type ListingFacets,
  type ListingFilter,
  listingFacets,
  listProducts,
  matchesFilter,
} from '../domain';
import type { Language } from './apiClient';

/** Scopes kept at once: the list on screen, and the few the shopper moves between. */
const KEPT_SCOPES = 4;

const scopeKey = (scope: ListingScope) =>
  'categoryIds' in scope ? `c:${scope.categoryIds.join(',')}` : `p:${scope.productIds.join(',')}`;

export class ProductListings {
  private readonly kept = new Map<string, Promise<ProductDoc[]>>();
  private readonly lists = new Map<string, ProductDoc[]>();
  private readonly changes: Subscription;

  constructor(private readonly db: ShopDatabase) {
    this.changes = db.products.$.subscribe(() => {
      this.kept.clear();
      this.lists.clear();
    });
    db.onClose.push(() => this.changes.unsubscribe());
  }

  async list({ scope, listing, lang, offset, limit }: ListingRequest): Promise<ListingAnswer> {
    const listed = await this.listed(scope, listing, lang);
    const from = Math.max(0, offset);
    return { total: listed.length, products: listed.slice(from, from + Math.max(0, limit)) };
  }

  async facets(scope: ListingScope, lang: Language): Promise<ListingFacets> {
    return listingFacets(await this.productsOf(scope), lang);
  }

  /** Counted, not kept: the Filter dialog asks at every change of its draft, which may never be applied. */
  async count(scope: ListingScope, filter: ListingFilter): Promise<number> {
    const products = await this.productsOf(scope);
    return products.reduce((kept, product) => kept + (matchesFilter(product, filter) ? 1 : 0), 0);
  }

  /** The scope's products sorted and filtered, kept for the pages that follow the first. */
  private async listed(scope: ListingScope, listing: Listing, lang: Language): Promise<ProductDoc[]> {
    const key = JSON.stringify([scopeKey(scope), listing, lang]);
    const kept = this.lists.get(key);
    if (kept) return kept;
    const listed = listProducts(await this.productsOf(scope), listing, lang);
    this.lists.set(key, listed);
    for (const oldest of this.lists.keys()) {
      if (this.lists.size <= KEPT_SCOPES) break;
      this.lists.delete(oldest);
    }
    return listed;
  }

  private productsOf(scope: ListingScope): Promise<ProductDoc[]> {
    const key = scopeKey(scope);
    const kept = this.kept.get(key);
    if (kept) {
      // Most recently used last, so the oldest goes first.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const read = this.read(scope);
    this.kept.set(key, read);
    read.catch(() => this.kept.delete(key));
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= KEPT_SCOPES) break;
      this.kept.delete(oldest);
    }
    return read;
  }

  private async read(scope: ListingScope): Promise<ProductDoc[]> {
    if ('categoryIds' in scope) {
      const docs = await this.db.products
        .find({ selector: { categoryId: { $in: scope.categoryIds } } })
        .exec();
      // A category's own order, as the server lists it (docs/API.md): by id.
      return docs.map((doc) => doc.toMutableJSON() as ProductDoc).sort((a, b) => a.productId - b.productId);
    }
    const found = await this.db.products.findByIds(scope.productIds.map(String)).exec();
    return scope.productIds.flatMap((id) => {
      const doc = found.get(String(id));
      return doc ? [doc.toMutableJSON() as ProductDoc] : [];
    });
  }
}
