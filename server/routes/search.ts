// Text search (SPEC §2 Search, §7 /getProductName). An empty query answers an empty list rather than the
// whole catalogue; an over-long one is refused with a 400.
import { Hono } from 'hono';
import { searchProducts } from '../db/queries/products';
import { parseInput } from '../http/errors';
import { searchQuery } from '../http/params';
import { presentProduct } from '../presenters/product';
import type { RouteDeps } from './deps';

export const searchResultLimit = 50;

export function searchRoutes({ db }: RouteDeps) {
  return new Hono().get('/getProductName', async (c) => {
    const text = parseInput(searchQuery, c.req.query('name'), 'searchTooLong');
    if (text === '') return c.json({ status: true, data: [] });
    const products = await searchProducts(db, text, searchResultLimit);
    return c.json({ status: true, data: products.map(presentProduct) });
  });
}
