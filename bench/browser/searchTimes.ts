import type { ShopDatabase } from '../../src/db';
import { LocalSearch, type SyncEngine } from '../../src/sync-worker';

export interface SearchTimes {
  /** The worker's index answering one keystroke: every prefix of every word, as typed (LocalSearch.search). */
  local: number[];
  /** The server's search through the engine, its results stored: when the overlay has every result. */
  server: number[];
  /** How many products the index held. */
  stored: number;
  /** A first start with no stored index: built from every stored product. */
  buildMs: number;
  /** A warm start: the stored index loaded and brought up to date. */
  loadMs: number;
}

async function started(search: LocalSearch): Promise<{ ms: number; size: number }> {
  const begun = performance.now();
  const size = await search.size();
  return { ms: performance.now() - begun, size };
}

/**
 * Starts an engine on the database the catalogue sync filled (closed before its index was stored, so this start
 * builds the index from the products), stores the index, times a warm start from it, then types every word letter
 * by letter (each prefix one query) and asks the server once per word, `rounds` times.
 */
export async function searchTimes(
  db: ShopDatabase,
  makeEngine: () => SyncEngine,
  words: readonly string[],
  rounds: number,
): Promise<SearchTimes> {
  const products = await db.products.count().exec();
  const begun = performance.now();
  const engine = makeEngine();
  const built = { size: await engine.search.size(), ms: performance.now() - begun };
  if (built.size !== products) throw new Error(`the index holds ${built.size} of ${products} products`);
  await engine.search.save();
  const warm = new LocalSearch(db);
  const loaded = await started(warm);
  warm.close();
  const times: SearchTimes = {
    local: [],
    server: [],
    stored: loaded.size,
    buildMs: built.ms,
    loadMs: loaded.ms,
  };
  for (let round = 0; round < rounds; round++) {
    for (const word of words) {
      for (let length = 1; length <= word.length; length++) {
        const begun = performance.now();
        await engine.search.search(word.slice(0, length));
        times.local.push(performance.now() - begun);
      }
      const begun = performance.now();
      const answer = await engine.catalogue.search(word);
      times.server.push(performance.now() - begun);
      if (answer.error) throw new Error(`search for ${word} failed: ${answer.error}`);
    }
  }
  return times;
}
