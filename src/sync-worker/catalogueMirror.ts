/**
 * The whole catalogue onto the device, so search works offline and every product seen stays browsable. Thousands
 * of products: each page or category is written in one bulk write (productWrites.ts) while the next one is fetched.
 */
import {
  type CatalogueChangesResponse,
  CatalogueChangesResponseSchema,
  CategoryProductsResponseSchema,
  CategoryTreeResponseSchema,
} from '../domain';
import type { ApiResult } from './apiClient';
import type { CatalogueStore } from './catalogueStore';
import { lacksTheCall } from './missingCall';
import type { Keep, RefreshOutcome, SyncStatusRecorder } from './syncStatus';
import { categoryDocs, productDoc } from './toDocs';

/** The local document of the products collection holding the catalogue version the last changes call gave. */
export const CATALOGUE_VERSION_DOC = 'catalogue-version';

/** How the last whole-catalogue refresh went: which calls it used. */
export type CatalogueSource = 'changes' | 'lists';

export class CatalogueMirror {
  /** Whether the backend offers the changes call: unknown until asked, then remembered for this session. */
  private changesOffered: boolean | null = null;
  private lastSync: { at: number; ok: boolean } | null = null;
  /** Which calls the last whole-catalogue refresh used. */
  lastSource: CatalogueSource | null = null;

  constructor(
    private readonly store: CatalogueStore,
    private readonly status: SyncStatusRecorder,
  ) {}

  /**
   * The whole catalogue onto the device, for the offline search. Through the reference server's changes call when
   * the backend offers it: only what changed since the version kept beside the products, so a warm refresh with
   * nothing changed is one small request. Otherwise through SPEC §7 calls alone: the category tree once, then every
   * top-level category's list (a list carries its subtree).
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
        this.lastSync = { at: this.store.now(), ok: outcome.ok };
        return outcome;
      });
  }

  /**
   * `syncCatalogue` unless one succeeded within `maxAgeMs` (or failed within a tenth of it): what the worker's
   * schedule and a search ask for, so neither repeats a fresh refresh.
   */
  async syncCatalogueIfStale(maxAgeMs: number): Promise<RefreshOutcome | null> {
    const last = this.lastSync;
    if (last && this.store.now() - last.at < (last.ok ? maxAgeMs : maxAgeMs / 10)) return null;
    return this.syncCatalogue();
  }

  /** False when the backend does not offer the changes call (nothing was stored then). */
  private async syncByChanges(keep: Keep): Promise<boolean> {
    const { db } = this.store;
    const kept = await db.products.getLocal<{ version: string }>(CATALOGUE_VERSION_DOC);
    let next: Promise<ApiResult<CatalogueChangesResponse>> | null = this.changesSince(
      kept?.get('version') ?? null,
    );
    // A whole listing (the first, or the server no longer knows our version) also removes what was stored before
    // it and is not listed: the ids stored when it began.
    let storedBefore: Set<string> | null = null;
    const listed = new Set<string>();
    while (next) {
      const result: ApiResult<CatalogueChangesResponse> = await next;
      // An ERP following SPEC §7 alone: the catalogue then comes through the category lists.
      if (lacksTheCall(result)) return false;
      const answer = keep(result);
      if (!answer) return true;
      this.changesOffered = true;
      const page: CatalogueChangesResponse['data'] = answer.data;
      // The next page is on its way while this one is written.
      next = page.more ? this.changesSince(page.version) : null;
      if (page.full && !storedBefore) {
        storedBefore = new Set((await db.products.find().exec()).map((doc) => doc.primary));
      }
      const now = this.store.now();
      const docs = page.products.map((product) => productDoc(product, now));
      for (const doc of docs) listed.add(doc.id);
      await this.store.storeProducts(docs);
      if (page.removed_products.length)
        await db.products.bulkRemove(page.removed_products.map((id) => String(id)));
      if (page.categories) await this.store.replaceAll('categories', categoryDocs(page.categories));
      if (!page.more && storedBefore) {
        const gone = [...storedBefore].filter((id) => !listed.has(id));
        if (gone.length) await db.products.bulkRemove(gone);
      }
      // A whole listing counts only once complete; a page of changes is kept at once, so an interrupted refresh
      // resumes after it.
      if (!page.more || !storedBefore)
        await db.products.upsertLocal(CATALOGUE_VERSION_DOC, { version: page.version });
    }
    return true;
  }

  private changesSince(version: string | null): Promise<ApiResult<CatalogueChangesResponse>> {
    const query = version ? `?${new URLSearchParams({ since: version })}` : '';
    return this.store.read(`/catalogue/changes${query}`, CatalogueChangesResponseSchema);
  }

  /** SPEC §7 calls alone: the tree once, then each top-level category's list, the next fetched while one is written. */
  private async syncByLists(keep: Keep): Promise<void> {
    const tree = keep(await this.store.read('/getAllCatesWithSub', CategoryTreeResponseSchema));
    if (!tree) return;
    const categories = categoryDocs(tree.data);
    await this.store.replaceAll('categories', categories);
    const tops = categories.filter((doc) => doc.parentId === null).map((doc) => doc.categoryId);
    const list = (id: number) => this.store.read(`/category/${id}/products`, CategoryProductsResponseSchema);
    let next = tops.length ? list(tops[0] as number) : null;
    for (let i = 0; next; i++) {
      const answer = keep(await next);
      next = i + 1 < tops.length ? list(tops[i + 1] as number) : null;
      if (answer) await this.store.storeCategoryList(answer.data, categories);
    }
  }
}
