import type { ShopDatabase } from '../../src/db';
import { literalPattern } from '../../src/domain';
import type { SyncEngine } from '../../src/sync-worker';

export interface SearchTimes {
  /** The overlay's local query over the stored catalogue (useProductSearch): what a keystroke shows. */
  local: number[];
  /** The server's search through the engine, its results stored: when the overlay has every result. */
  server: number[];
  /** How many products the local query ran over. */
  stored: number;
}

/** Each round times every word once, locally and through the server, so the median mixes rare and common words. */
export async function searchTimes(
  db: ShopDatabase,
  engine: SyncEngine,
  words: readonly string[],
  rounds: number,
): Promise<SearchTimes> {
  const times: SearchTimes = { local: [], server: [], stored: await db.products.count().exec() };
  for (let round = 0; round < rounds; round++) {
    for (const word of words) {
      const contains = { $regex: literalPattern(word), $options: 'i' };
      let started = performance.now();
      await db.products
        .find({ selector: { $or: [{ name: contains }, { nameEn: contains }] }, limit: 50 })
        .exec();
      times.local.push(performance.now() - started);

      started = performance.now();
      const answer = await engine.catalogue.search(word);
      times.server.push(performance.now() - started);
      if (answer.error) throw new Error(`search for ${word} failed: ${answer.error}`);
    }
  }
  return times;
}
