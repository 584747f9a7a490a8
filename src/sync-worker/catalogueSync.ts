/**
 * Catalogue and content reads, as the rest of the worker and the server render call them: each screen's data
 * (screenRefresh.ts), the whole catalogue brought onto the device for the offline search (catalogueMirror.ts), the
 * server's search and stock check (catalogueLookups.ts), and a server render's page stored like any answer. They
 * share one way to read and store a catalogue answer (catalogueStore.ts): a failed call never touches what is
 * already stored, so the cache is the shopper's shop while the network is away.
 */
import type { PageData, SearchAnswer, StockAnswer } from '../contract';
import type { ShopDatabase } from '../db';
import type { ApiClient } from './apiClient';
import { checkStock, searchServer } from './catalogueLookups';
import { CatalogueMirror, type CatalogueSource } from './catalogueMirror';
import { CatalogueStore } from './catalogueStore';
import { MissingCalls } from './missingCall';
import { ScreenRefresh } from './screenRefresh';
import type { RefreshOutcome, SyncStatusRecorder } from './syncStatus';

export { CATALOGUE_VERSION_DOC, type CatalogueSource } from './catalogueMirror';

export class CatalogueSync {
  private readonly store: CatalogueStore;
  private readonly screens: ScreenRefresh;
  private readonly mirror: CatalogueMirror;

  constructor(
    db: ShopDatabase,
    api: ApiClient,
    status: SyncStatusRecorder,
    now: () => number,
    missing: MissingCalls = new MissingCalls(),
  ) {
    this.store = new CatalogueStore(db, api, now);
    this.screens = new ScreenRefresh(this.store, status, missing);
    this.mirror = new CatalogueMirror(this.store, status);
  }

  /** Which calls the last whole-catalogue refresh used. */
  get lastSource(): CatalogueSource | null {
    return this.mirror.lastSource;
  }

  refreshHome(): Promise<RefreshOutcome> {
    return this.screens.refreshHome();
  }

  refreshCategories(): Promise<RefreshOutcome> {
    return this.screens.refreshCategories();
  }

  refreshCategoryProducts(categoryId: number): Promise<RefreshOutcome> {
    return this.screens.refreshCategoryProducts(categoryId);
  }

  refreshProduct(productId: number): Promise<RefreshOutcome> {
    return this.screens.refreshProduct(productId);
  }

  refreshReels(): Promise<RefreshOutcome> {
    return this.screens.refreshReels();
  }

  syncCatalogue(): Promise<RefreshOutcome> {
    return this.mirror.syncCatalogue();
  }

  syncCatalogueIfStale(maxAgeMs: number): Promise<RefreshOutcome | null> {
    return this.mirror.syncCatalogueIfStale(maxAgeMs);
  }

  search(text: string): Promise<SearchAnswer> {
    return searchServer(this.store, text);
  }

  checkStock(productId: number): Promise<StockAnswer> {
    return checkStock(this.store, productId);
  }

  storePage(page: PageData): Promise<void> {
    return this.store.storePage(page);
  }
}
