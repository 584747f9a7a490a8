import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { listMigrations, runMigrations } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/apply-seed';
import { openEmptyDatabase, openSeededDatabase } from '../../server/testing';

const tables = [
  'categories',
  'products',
  'product_variants',
  'product_images',
  'banners',
  'sections',
  'featured_categories',
  'arrivals',
  'reels',
  'promo_codes',
  'delivery_rates',
];

type Row = Record<string, unknown>;

// Both drivers answer `execute` with `{ rows }`; the shared Database type leaves the result untyped.
async function rowsOf(handle: DatabaseHandle, query: SQL): Promise<Row[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function dump(handle: DatabaseHandle): Promise<Record<string, Row[]>> {
  const result: Record<string, Row[]> = {};
  for (const table of tables) {
    result[table] = await rowsOf(handle, sql.raw(`select * from ${table} order by 1`));
  }
  return result;
}

let fresh: DatabaseHandle;
beforeAll(async () => {
  fresh = await openEmptyDatabase();
});
afterAll(() => fresh.close());

describe('migrations', () => {
  it('apply every file once and do nothing when run again', async () => {
    const files = await listMigrations();
    expect(await runMigrations(fresh)).toEqual(files);
    expect(await runMigrations(fresh)).toEqual([]);
    const recorded = await rowsOf(fresh, sql`select name from schema_migrations order by name`);
    expect(recorded.map((row) => row.name)).toEqual(files);
  });

  it('leave nothing behind when a file fails half-way', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shop-migrations-'));
    try {
      await writeFile(join(dir, '0900_broken.sql'), 'CREATE TABLE half_done (id integer);\nSELEC broken;');
      await expect(runMigrations(fresh, dir)).rejects.toThrow();
      const leftovers = await rowsOf(fresh, sql`select to_regclass('half_done') as name`);
      expect(leftovers[0]?.name).toBeNull();
      const recorded = await rowsOf(
        fresh,
        sql`select 1 from schema_migrations where name = '0900_broken.sql'`,
      );
      expect(recorded).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('seeding', () => {
  it('fills an empty catalogue once and leaves a filled one alone', async () => {
    expect(await seedIfEmpty(fresh.db)).toBe(true);
    const before = await dump(fresh);
    expect(await seedIfEmpty(fresh.db)).toBe(false);
    expect(await dump(fresh)).toEqual(before);
  });

  it('writes identical rows into two separate databases', async () => {
    const other = await openSeededDatabase();
    try {
      expect(await dump(other)).toEqual(await dump(fresh));
    } finally {
      await other.close();
    }
  });
});
