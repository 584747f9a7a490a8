// Home content: banners, featured categories, arrivals, sections and reels (SPEC §2 Home, §7).
import { Hono } from 'hono';
import { loadCategoryIndex } from '../catalogue/category-index';
import {
  listArrivalCategoryIds,
  listBanners,
  listFeaturedCategoryIds,
  listReels,
  listSections,
} from '../db/queries/content';
import { listProductsInCategories } from '../db/queries/products';
import { languageOf } from '../http/language';
import { presentCategory } from '../presenters/category';
import { presentBanner, presentReel, presentSection } from '../presenters/content';
import { presentProduct } from '../presenters/product';
import type { RouteDeps } from './deps';

/** Products per arrival carousel: the carousel pages 5 at a time (SPEC §9), so a few pages' worth. */
export const arrivalProductLimit = 15;

export function contentRoutes({ db }: RouteDeps) {
  return new Hono()
    .get('/getBanners', async (c) =>
      c.json({
        status: true,
        data: (await listBanners(db)).map((row) => presentBanner(row, languageOf(c))),
      }),
    )
    .get('/sections', async (c) =>
      c.json({ status: true, data: (await listSections(db)).map(presentSection) }),
    )
    .get('/get-reels', async (c) => c.json({ status: true, data: (await listReels(db)).map(presentReel) }))
    .get('/get-featured-categories', async (c) => {
      const [index, ids] = await Promise.all([loadCategoryIndex(db), listFeaturedCategoryIds(db)]);
      const data = ids.flatMap((id) => {
        const row = index.get(id);
        return row ? [presentCategory(row, index)] : [];
      });
      return c.json({ status: true, data });
    })
    .get('/getArrivals', async (c) => {
      const [index, ids] = await Promise.all([loadCategoryIndex(db), listArrivalCategoryIds(db)]);
      const data = await Promise.all(
        ids.flatMap((id) => {
          const row = index.get(id);
          if (!row) return [];
          return [
            listProductsInCategories(db, index.subtreeIds(id), {
              newestFirst: true,
              limit: arrivalProductLimit,
            }).then((products) => ({
              category: presentCategory(row, index),
              products: products.map(presentProduct),
            })),
          ];
        }),
      );
      return c.json({ status: true, data });
    });
}
