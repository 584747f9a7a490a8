// Fills an empty catalogue with the deterministic seed in one transaction, so a crash mid-way leaves the
// database empty and the next start seeds again instead of serving half a catalogue.
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { buildSeed } from './build-seed';

// Keeps each INSERT well under PostgreSQL's 65,535 bind parameters per statement.
const rowsPerInsert = 500;

export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(schema.categories);
  return (row?.value ?? 0) === 0;
}

/** Returns true when it seeded, false when the catalogue already had data. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if (!(await isCatalogueEmpty(db))) return false;
  const seed = buildSeed();
  await db.transaction(async (tx) => {
    const insert = async <T extends PgTable>(table: T, rows: T['$inferInsert'][]) => {
      for (let start = 0; start < rows.length; start += rowsPerInsert) {
        await tx.insert(table).values(rows.slice(start, start + rowsPerInsert));
      }
    };
    await insert(schema.categories, seed.categories);
    await insert(schema.products, seed.products);
    await insert(schema.productVariants, seed.productVariants);
    await insert(schema.productImages, seed.productImages);
    await insert(schema.banners, seed.banners);
    await insert(schema.sections, seed.sections);
    await insert(schema.featuredCategories, seed.featuredCategories);
    await insert(schema.arrivals, seed.arrivals);
    await insert(schema.reels, seed.reels);
    await insert(schema.promoCodes, seed.promoCodes);
    await insert(schema.deliveryRates, seed.deliveryRates);
  });
  return true;
}
