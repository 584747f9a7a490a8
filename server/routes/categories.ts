// Category trees and lists (SPEC §7 catalogue calls; docs/API.md).
import { Hono } from 'hono';
import { loadCategoryIndex } from '../catalogue/category-index';
import { listProductsInCategories } from '../db/queries/products';
import { ApiError, parseInput } from '../http/errors';
import { idParam } from '../http/params';
import { type ChildrenKey, presentCategory, presentCategoryTree } from '../presenters/category';
import { presentProduct } from '../presenters/product';
import type { RouteDeps } from './deps';

export function categoryRoutes({ db }: RouteDeps) {
  const treeWith = (key: ChildrenKey) => async () => {
    const index = await loadCategoryIndex(db);
    return index.children(null).map((row) => presentCategoryTree(row, index, key));
  };
  const menuTree = treeWith('sub');
  const homeTree = treeWith('childrens');

  return new Hono()
    .get('/getAllCatesWithSubWeb', async (c) => c.json({ status: true, data: await menuTree() }))
    .get('/getAllCatesWithSub', async (c) => c.json({ status: true, data: await homeTree() }))
    .get('/getListSubTwoCategory', async (c) => {
      const index = await loadCategoryIndex(db);
      const data = index
        .ordered()
        .filter((row) => row.level === 2)
        .map((row) => presentCategory(row, index));
      return c.json({ status: true, data });
    })
    .get('/getHomeCategories', async (c) => {
      const index = await loadCategoryIndex(db);
      const data = index
        .children(null)
        .filter((row) => row.showInHome)
        .map((row) => presentCategory(row, index));
      return c.json({ status: true, data });
    })
    .get('/category/:id/products', async (c) => {
      const id = parseInput(idParam, c.req.param('id'), 'invalidCategoryId');
      const index = await loadCategoryIndex(db);
      const category = index.get(id);
      if (!category) throw new ApiError(404, 'categoryNotFound');
      const products = await listProductsInCategories(db, index.subtreeIds(id));
      return c.json({
        status: true,
        data: {
          category: presentCategory(category, index),
          subcategories: index.children(id).map((row) => presentCategory(row, index)),
          products: products.map(presentProduct),
        },
      });
    });
}
