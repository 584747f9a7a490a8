// The server's product search (SPEC §2 Search, §7 /getProductName) runs the same index and normaliser as the sync
// worker (src/domain/search/productSearch.ts), over the same fields (names, SKU, barcode, stock, category, the values
// of the available variants) and the same category tree, so the shopper's words find the same products online and
// offline. The index lives in memory, built on the first search and kept current through the catalogue's change
// numbers (0005_catalogue_changes.sql). An instance that hears the catalogue's changes (0009_catalogue_announced.sql)
// catches up only after one was heard, so a search asks the database nothing more; without them, each search first
// applies what changed since the last one, which costs three indexed max() reads when nothing did. Searches that
// arrive while the index catches up wait for that one catch-up.
import { ProductSearchIndex } from '../../src/domain/search/productSearch';
import type { Database } from '../db/database';
import {
  currentChangeSeq,
  listCategorySearchFieldsChangedBetween,
  listRemovedBetween,
  listSearchFieldsChangedBetween,
} from '../db/queries/catalogue-changes';
import type { CatalogueChangesHeard } from './catalogue-changes-heard';

export class CatalogueSearch {
  private readonly index = new ProductSearchIndex();
  private seen = 0;
  /** Changes heard (the first search counts as one) and how many of them the index has caught up with. */
  private heard = 1;
  private caughtUpWith = 0;
  private catchingUp: Promise<void> | null = null;
  /** Without changes heard: each search's catch-up, in order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly changes?: Pick<CatalogueChangesHeard, 'subscribe'>,
  ) {
    changes?.subscribe(() => {
      this.heard++;
    });
  }

  /** Ids of the products `text` finds, best first. */
  async search(text: string, limit: number): Promise<number[]> {
    if (this.changes) {
      while (this.caughtUpWith < this.heard) {
        this.catchingUp ??= this.catchUpWithHeard().finally(() => {
          this.catchingUp = null;
        });
        await this.catchingUp;
      }
    } else {
      this.queue = this.queue.then(
        () => this.catchUp(),
        () => this.catchUp(),
      );
      await this.queue;
    }
    return this.index.search(text, limit);
  }

  /** A change heard while this reads is caught up with by the next. */
  private async catchUpWithHeard(): Promise<void> {
    const heard = this.heard;
    await this.catchUp();
    this.caughtUpWith = heard;
  }

  private async catchUp(): Promise<void> {
    const current = await currentChangeSeq(this.db);
    if (current === this.seen) return;
    // A database seeded afresh numbers from the start again: rebuild rather than miss its rows.
    if (current < this.seen) {
      this.index.clear();
      this.seen = 0;
    }
    const [changed, removed, changedCategories, removedCategories] = await Promise.all([
      listSearchFieldsChangedBetween(this.db, this.seen, current),
      listRemovedBetween(this.db, 'product', this.seen, current),
      listCategorySearchFieldsChangedBetween(this.db, this.seen, current),
      listRemovedBetween(this.db, 'category', this.seen, current),
    ]);
    for (const id of removed) this.index.remove(id);
    for (const product of changed) this.index.put(product);
    // A category's name finds its products too (and its subcategories'), so its rows are kept beside them.
    for (const id of removedCategories) this.index.removeCategory(id);
    for (const category of changedCategories) this.index.putCategory(category);
    this.seen = current;
  }
}
