// The server's product search (SPEC §2 Search, §7 /getProductName) runs the same index and normaliser as the sync
// worker (src/domain/search/productSearch.ts), so the shopper's words find the same products online and offline. The
// index lives in memory, built on the first search and kept current through the catalogue's change numbers
// (0005_catalogue_changes.sql): each search first applies what changed since the last one, which costs three
// indexed max() reads when nothing did.
import { ProductSearchIndex } from '../../src/domain/search/productSearch';
import type { Database } from '../db/database';
import {
  currentChangeSeq,
  listRemovedBetween,
  listSearchFieldsChangedBetween,
} from '../db/queries/catalogue-changes';

export class CatalogueSearch {
  private readonly index = new ProductSearchIndex();
  private seen = 0;
  private catchingUp: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database) {}

  /** Ids of the products `text` finds, best first. */
  async search(text: string, limit: number): Promise<number[]> {
    this.catchingUp = this.catchingUp.then(
      () => this.catchUp(),
      () => this.catchUp(),
    );
    await this.catchingUp;
    return this.index.search(text, limit);
  }

  private async catchUp(): Promise<void> {
    const current = await currentChangeSeq(this.db);
    if (current === this.seen) return;
    // A database seeded afresh numbers from the start again: rebuild rather than miss its rows.
    if (current < this.seen) {
      this.index.clear();
      this.seen = 0;
    }
    const [changed, removed] = await Promise.all([
      listSearchFieldsChangedBetween(this.db, this.seen, current),
      listRemovedBetween(this.db, 'product', this.seen, current),
    ]);
    for (const id of removed) this.index.remove(id);
    for (const product of changed) this.index.put(product);
    this.seen = current;
  }
}
