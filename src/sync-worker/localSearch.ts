/**
 * The offline product search (SPEC §2 Search): the shared prefix index (src/domain/search) over
 * the products stored on this device, answering a keystroke in well under a frame.
 *
 * Kept in step with the products collection through its change stream, so every write lands in it as it is
 * stored: this worker's syncs, another tab's worker (RxDB multiInstance), a server render's page data. Stored beside
 * the products as a local document, a few seconds after the last change: a warm start loads that copy and applies
 * only the products written after it (RxDB's changes since a checkpoint), instead of reading and folding every
 * stored product again. An index written by another build's rules is rebuilt from the products.
 *
 * A category's name finds its products too: the stored categories (a few tens) are put in at every start and follow
 * their own change stream; they are not part of the stored copy.
 */
import {
  getChangedDocumentsSince,
  type RxDocumentData,
  type RxStorageChangeEvent,
  type RxStorageDefaultCheckpoint,
} from 'rxdb/plugins/core';
import type { Subscription } from 'rxjs';
import type { CategoryDoc, ProductDoc, ShopDatabase } from '../db';
import { ProductSearchIndex, type SearchSuggestions, type SerializedSearchIndex } from '../domain';

/** The products' local document holding the stored index. */
export const SEARCH_INDEX_DOC = 'search-index';
/** The index is stored this long after the last change, so a sync of thousands writes it once. */
export const SEARCH_INDEX_SAVE_DELAY_MS = 2_000;
/**
 * Another tab's write may reach this worker a moment after a later one of its own: a warm start applies the writes
 * from this long before the stored copy's newest, so one that arrived out of order and was not in the stored copy
 * is not missed (applying one twice is harmless). The broadcast between tabs takes milliseconds; a longer margin
 * would read back the end of every sync on every start (a first sync of thousands takes about a second).
 */
const CLOCK_MARGIN_MS = 250;
const CATCH_UP_BATCH = 1_000;

interface StoredIndex {
  index: SerializedSearchIndex;
  /** The newest write time (`_meta.lwt`) the index holds. */
  lwt: number;
}

export interface LocalSearchTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const defaultTimers: LocalSearchTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class LocalSearch {
  private index = new ProductSearchIndex();
  private lwt = 0;
  private readonly ready: Promise<void>;
  private readonly subscription: Subscription;
  private readonly categorySubscription: Subscription;
  private saveTimer: unknown = null;
  /** Written documents not yet in the index: applied in a task of their own, while the next write is under way. */
  private pending: RxDocumentData<ProductDoc>[] = [];
  private applyTimer: unknown = null;
  private saving: Promise<void> = Promise.resolve();
  private closed = false;
  /** How the last start found the index: loaded and brought up to date, or built from every stored product. */
  startedFrom: 'stored' | 'products' | null = null;

  constructor(
    private readonly db: ShopDatabase,
    private readonly timers: LocalSearchTimers = defaultTimers,
  ) {
    // Changes written while the stored copy loads wait, and are applied after it (they are newer).
    let waiting: RxStorageChangeEvent<RxDocumentData<ProductDoc>>[] | null = [];
    this.subscription = db.products.eventBulks$.subscribe((bulk) => {
      if (bulk.isLocal) return;
      const events = bulk.events as RxStorageChangeEvent<RxDocumentData<ProductDoc>>[];
      if (waiting) waiting.push(...events);
      else this.later(events.map((event) => event.documentData));
    });
    // Categories are few and not stored with the index: each change is applied as it comes, and every start reads them
    // all, so one written before the start is never missed.
    let categoriesWaiting: RxDocumentData<CategoryDoc>[] | null = [];
    this.categorySubscription = db.categories.eventBulks$.subscribe((bulk) => {
      if (bulk.isLocal) return;
      const docs = bulk.events.map((event) => event.documentData as RxDocumentData<CategoryDoc>);
      if (categoriesWaiting) categoriesWaiting.push(...docs);
      else this.applyCategories(docs);
    });
    this.ready = this.start()
      .catch(() => {
        // A stored copy that cannot be read (or a closed database) leaves an empty index, which the change stream fills.
      })
      .then(() => {
        const events = waiting ?? [];
        waiting = null;
        this.apply(events.map((event) => event.documentData));
        this.applyCategories(categoriesWaiting ?? []);
        categoriesWaiting = null;
      });
    db.products.onClose.push(() => this.close());
  }

  /** Ids of the stored products `text` finds, best first (src/domain/search/productSearch.ts). */
  async search(text: string, limit?: number): Promise<number[]> {
    await this.ready;
    this.applyPending();
    return this.index.search(text, limit);
  }

  /** What to offer when `text` finds nothing (src/domain/search/searchSuggestions.ts). */
  async suggest(text: string): Promise<SearchSuggestions> {
    await this.ready;
    this.applyPending();
    return this.index.suggest(text);
  }

  /** How many products the index holds, once it has started. */
  async size(): Promise<number> {
    await this.ready;
    this.applyPending();
    return this.index.size;
  }

  /** Stores the index now rather than after the delay (a test, or a worker about to end). */
  async save(): Promise<void> {
    await this.ready;
    this.applyPending();
    if (this.saveTimer !== null) this.timers.clearTimeout(this.saveTimer);
    this.saveTimer = null;
    this.saving = this.saving.then(() => this.write());
    await this.saving;
  }

  close(): void {
    this.closed = true;
    this.subscription.unsubscribe();
    this.categorySubscription.unsubscribe();
    if (this.applyTimer !== null) this.timers.clearTimeout(this.applyTimer);
    this.applyTimer = null;
    if (this.saveTimer !== null) this.timers.clearTimeout(this.saveTimer);
    this.saveTimer = null;
  }

  private async start(): Promise<void> {
    const stored = await this.db.products.getLocal<StoredIndex>(SEARCH_INDEX_DOC);
    const loaded = stored ? ProductSearchIndex.fromJSON(stored.get('index')) : null;
    let checkpoint: RxStorageDefaultCheckpoint | undefined;
    if (loaded) {
      this.index = loaded;
      this.lwt = stored?.get('lwt') ?? 0;
      checkpoint = { id: '', lwt: Math.max(0, this.lwt - CLOCK_MARGIN_MS) };
    }
    this.startedFrom = loaded ? 'stored' : 'products';
    for (const category of await this.db.categories.find().exec()) this.index.putCategory(category);
    let changed = false;
    for (;;) {
      const batch = await getChangedDocumentsSince(
        this.db.products.storageInstance,
        CATCH_UP_BATCH,
        checkpoint,
      );
      const documents = batch.documents as RxDocumentData<ProductDoc>[];
      if (documents.length) changed = this.apply(documents, false) || changed;
      if (documents.length < CATCH_UP_BATCH) break;
      checkpoint = batch.checkpoint as RxStorageDefaultCheckpoint;
    }
    if (changed) this.scheduleSave();
    // What a search sorts on its first key (the terms, the whole-name starts, the words typos are corrected
    // towards) is sorted in a task of its own right after the start, not while the shopper types.
    if (!this.closed) this.timers.setTimeout(() => this.index.prepare(), 0);
  }

  /**
   * Queues written documents for a task of their own: a sync's next bulk write is issued first, and the index is
   * brought up to date while IndexedDB commits it, rather than between two writes.
   */
  private later(documents: RxDocumentData<ProductDoc>[]): void {
    this.pending.push(...documents);
    if (this.applyTimer === null && !this.closed)
      this.applyTimer = this.timers.setTimeout(() => this.applyPending(), 0);
  }

  private applyPending(): void {
    if (this.applyTimer !== null) this.timers.clearTimeout(this.applyTimer);
    this.applyTimer = null;
    const documents = this.pending;
    this.pending = [];
    this.apply(documents);
  }

  /** Puts or removes each written document; true when the index changed. */
  private apply(documents: RxDocumentData<ProductDoc>[], save = true): boolean {
    let changed = false;
    for (const doc of documents) {
      const differs = doc._deleted ? this.index.remove(doc.productId) : this.index.put(doc);
      changed = differs || changed;
      this.lwt = Math.max(this.lwt, doc._meta.lwt);
    }
    if (changed && save) this.scheduleSave();
    return changed;
  }

  private applyCategories(documents: RxDocumentData<CategoryDoc>[]): void {
    for (const doc of documents)
      if (doc._deleted) this.index.removeCategory(doc.categoryId);
      else this.index.putCategory(doc);
  }

  private scheduleSave(): void {
    if (this.closed) return;
    if (this.saveTimer !== null) this.timers.clearTimeout(this.saveTimer);
    this.saveTimer = this.timers.setTimeout(() => {
      this.saveTimer = null;
      // Changes have paused: the sorting a search would otherwise do on the next key is done now.
      this.index.prepare();
      this.saving = this.saving.then(() => this.write());
    }, SEARCH_INDEX_SAVE_DELAY_MS);
  }

  private async write(): Promise<void> {
    if (this.closed) return;
    const stored: StoredIndex = { index: this.index.toJSON(), lwt: this.lwt };
    try {
      await this.db.products.upsertLocal<StoredIndex>(SEARCH_INDEX_DOC, stored);
    } catch {
      // Another tab stored its copy at the same moment, or the database closed: the next change stores it again,
      // and a start without a current copy catches up from the products.
    }
  }
}
