/**
 * "The catalogue sync", run in the page. The client has no whole-catalogue call (docs/API.md lists per-category
 * lists, search and single products), so the whole catalogue reaches the local database as the sync engine's
 * category lists: the category tree, then `refreshCategoryProducts` for every top-level category one after another,
 * as a shopper opening each department triggers them. A top category's list carries its whole subtree's products,
 * so this stores every product the server has.
 */
import type { ShopDatabase } from '../../src/db';
import type { SyncEngine } from '../../src/sync-worker';

/** Stores the whole catalogue through the engine's category lists; throws on any failed call. */
export async function syncWholeCatalogue(engine: SyncEngine, db: ShopDatabase): Promise<void> {
  const tree = await engine.catalogue.refreshCategories();
  if (!tree.ok) throw new Error(`category tree sync failed: ${tree.failures.join('; ')}`);
  const tops = await db.categories.find({ selector: { level: 1 } }).exec();
  for (const top of tops) {
    const outcome = await engine.catalogue.refreshCategoryProducts(top.categoryId);
    if (!outcome.ok)
      throw new Error(`category ${top.categoryId} sync failed: ${outcome.failures.join('; ')}`);
  }
}
