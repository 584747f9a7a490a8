import { asc } from 'drizzle-orm';
import type { Database } from '../database';
import { arrivals, banners, featuredCategories, reels, sections } from '../schema';

export const listBanners = (db: Database) =>
  db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));

export const listSections = (db: Database) =>
  db.select().from(sections).orderBy(asc(sections.sort), asc(sections.id));

export async function listFeaturedCategoryIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: featuredCategories.categoryId })
    .from(featuredCategories)
    .orderBy(asc(featuredCategories.sort), asc(featuredCategories.categoryId));
  return rows.map((row) => row.id);
}

export async function listArrivalCategoryIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: arrivals.categoryId })
    .from(arrivals)
    .orderBy(asc(arrivals.sort), asc(arrivals.categoryId));
  return rows.map((row) => row.id);
}

export const listReels = (db: Database) => db.select().from(reels).orderBy(asc(reels.sort), asc(reels.id));
