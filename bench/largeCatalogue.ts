/**
 * A reference server holding a catalogue of a chosen size, for the figures "at 10,000 products". The seed has a few
 * hundred products; the rest are copies of seeded ones (same category, texts, price and images, a new id and a
 * numbered name), so payloads, category spread and search matches keep the seed's proportions. Written through the
 * server's own database layer into a fresh in-memory copy of the seeded database: nothing on disk, no seed change.
 */
import { count, max } from 'drizzle-orm';
import { createApp } from '../server/app';
import type { DatabaseHandle } from '../server/db/database';
import { products } from '../server/db/schema';
import { listen } from '../server/listen';
import { type MountClientOptions, mountClient } from '../server/routes/client';
import { openSeededDatabase } from '../server/testing';

export interface CatalogueServer {
  /** Where `pageDir` is served, so a page there calls the API on its own origin. */
  url: string;
  apiBase: string;
  productCount: number;
  close(): Promise<void>;
}

/**
 * One SQL script, so 10,000 rows take a second rather than the half minute row-by-row inserts take in PGlite. Whole
 * copies of the seeded products (every column, whatever the schema holds) are made in a temporary table, renumbered
 * and renamed there, inserted with their images, and the last copy is trimmed to the wanted total.
 */
function growScript(seededMaxId: number, copies: number, total: number): string {
  const rounds = `generate_series(2, ${copies + 1}) AS round(k)`;
  return `
    CREATE TEMP TABLE bench_copy AS SELECT p.*, round.k AS bench_round FROM products p CROSS JOIN ${rounds};
    UPDATE bench_copy SET
      id = id + (bench_round - 1) * ${seededMaxId},
      name = name || ' ' || bench_round,
      name_en = name_en || ' ' || bench_round,
      default_code = default_code || '-' || bench_round;
    ALTER TABLE bench_copy DROP COLUMN bench_round;
    INSERT INTO products SELECT * FROM bench_copy;
    INSERT INTO product_images (product_id, image_url, sort)
      SELECT i.product_id + (round.k - 1) * ${seededMaxId}, i.image_url, i.sort FROM product_images i CROSS JOIN ${rounds};
    DROP TABLE bench_copy;
    DELETE FROM products WHERE id > (SELECT id FROM products ORDER BY id OFFSET ${total - 1} LIMIT 1);
  `;
}

async function growCatalogue(database: DatabaseHandle, total: number): Promise<void> {
  const [seeded] = await database.db.select({ count: count(), maxId: max(products.id) }).from(products);
  if (!seeded?.count || seeded.maxId === null) throw new Error('the seed holds no products to copy');
  if (total <= seeded.count) return;
  await database.runScript(growScript(seeded.maxId, Math.ceil((total - seeded.count) / seeded.count), total));
}

/** Serves the API over a seeded in-memory database grown to `total` products, and a built page folder beside it. */
export async function startCatalogueServer(
  total: number,
  pageDir: string,
  mount: MountClientOptions = {},
  /** Changes the grown catalogue before the server answers anything (e.g. fills one category). */
  prepare?: (database: DatabaseHandle) => Promise<void>,
): Promise<CatalogueServer> {
  const database = await openSeededDatabase();
  try {
    await growCatalogue(database, total);
    await prepare?.(database);
    const [row] = await database.db.select({ value: count() }).from(products);
    const app = createApp({ db: database.db, mode: 'development' });
    if (!mountClient(app, pageDir, mount)) throw new Error(`no page built in ${pageDir}`);
    const server = await listen(app, { port: 0, hostname: '127.0.0.1' });
    const url = `http://127.0.0.1:${server.port}`;
    return {
      url,
      apiBase: `${url}/api`,
      productCount: row?.value ?? 0,
      async close() {
        await server.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
