// The catalogue changes call (docs/API.md "GET /catalogue/changes"): what changed in the products and the category
// tree since a version the client keeps, so a warm client refreshes its whole catalogue with one small request
// when nothing changed. Not part of SPEC §7: an ERP backend may lack it, and the client then falls back to the
// category lists (a 404 here means "not offered").
import { Hono } from 'hono';
import { z } from 'zod';
import { descriptionSummary } from '../../src/domain/cart/cartItemFromProduct';
import { loadCategoryIndex } from '../catalogue/category-index';
import { changeEpoch, currentChangeSeq, listRemovedBetween } from '../db/queries/catalogue-changes';
import type { ProductRecord } from '../db/queries/products';
import { listProductsChangedBetween } from '../db/queries/products';
import { parseInput } from '../http/errors';
import { presentCategoryTree } from '../presenters/category';
import { type ApiProduct, presentProduct } from '../presenters/product';
import type { RouteDeps } from './deps';

/** Products per page unless the client asks for another size. */
export const changesPageSize = 1000;
export const changesMaxPageSize = 5000;

/** A version: the database's epoch and a change number, e.g. `3f9a1c0b2d4e.1234`. */
const version = /^([0-9a-f]{1,32})\.(\d{1,15})$/;

export const changesQuery = z.object({
  since: z.string().regex(version).optional(),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,3}$/)
    .transform(Number)
    .refine((limit) => limit <= changesMaxPageSize)
    .optional(),
});

/**
 * A changed product as a list carries it, but with the description's first words as plain text instead of the HTML:
 * always text, empty for a product without a description (docs/API.md).
 */
type ChangedProduct = Omit<ApiProduct, 'description' | 'description_en' | 'description_sale'> & {
  summary: string;
};

function presentChangedProduct(row: ProductRecord): ChangedProduct {
  const { description, description_en: _en, description_sale: _sale, ...listed } = presentProduct(row);
  return { ...listed, summary: descriptionSummary(description) ?? '' };
}

export function catalogueChangesRoutes({ db }: RouteDeps) {
  return new Hono().get('/catalogue/changes', async (c) => {
    const query = parseInput(changesQuery, c.req.query(), 'invalidChangesQuery');
    const limit = query.limit ?? changesPageSize;
    const [epoch, current] = await Promise.all([changeEpoch(db), currentChangeSeq(db)]);
    const [, sinceEpoch, sinceSeq] = query.since ? (version.exec(query.since) ?? []) : [];
    // No version, or one of another database (re-seeded), or one from the future: the whole catalogue.
    const full = sinceEpoch !== epoch || Number(sinceSeq) > current;
    const after = full ? 0 : Number(sinceSeq);
    const page = await listProductsChangedBetween(db, after, current, limit + 1);
    const more = page.length > limit;
    const products = more ? page.slice(0, limit) : page;
    // A page ends at its last product's number, so the next page starts right after it.
    const upTo = more ? (products.at(-1)?.changeSeq ?? current) : current;
    const changed = upTo > after;
    const [removedProducts, index] = await Promise.all([
      full ? Promise.resolve([]) : listRemovedBetween(db, 'product', after, upTo),
      // Any change may move a category's total, so the (small) tree comes whenever anything changed, once, on the
      // last page (a page that has more after it always leaves a product for the last one).
      changed && !more ? loadCategoryIndex(db) : Promise.resolve(null),
    ]);
    c.header('Cache-Control', 'no-store');
    return c.json({
      status: true,
      data: {
        version: `${epoch}.${upTo}`,
        full,
        more,
        products: products.map(presentChangedProduct),
        removed_products: removedProducts,
        categories: index
          ? index.children(null).map((row) => presentCategoryTree(row, index, 'childrens'))
          : null,
      },
    });
  });
}
