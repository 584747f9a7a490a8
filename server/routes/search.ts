// Text search (SPEC §2 Search, §7 /getProductName). An empty query answers an empty list rather than the
// whole catalogue; an over-long one is refused with a 400. The matching and the order are those of the shared
// product search index (server/catalogue/product-search.ts).
import { Hono } from 'hono';
import type { CatalogueChangesHeard } from '../catalogue/catalogue-changes-heard';
import { CatalogueSearch } from '../catalogue/product-search';
import { findProductsInOrder } from '../db/queries/products';
import { parseInput } from '../http/errors';
import { searchQuery } from '../http/params';
import { presentProduct } from '../presenters/product';
import type { RouteDeps } from './deps';

export const searchResultLimit = 50;

export function searchRoutes({
  db,
  catalogueChanges,
}: RouteDeps & { catalogueChanges?: Pick<CatalogueChangesHeard, 'subscribe'> | undefined }) {
  const catalogue = new CatalogueSearch(db, catalogueChanges);
  return new Hono().get('/getProductName', async (c) => {
    const text = parseInput(searchQuery, c.req.query('name'), 'searchTooLong');
    if (text === '') return c.json({ status: true, data: [] });
    const products = await findProductsInOrder(db, await catalogue.search(text, searchResultLimit));
    return c.json({ status: true, data: products.map(presentProduct) });
  });
}
