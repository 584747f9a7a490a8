import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/app/entry-server';
import { findLive, type ProductDoc } from '../../src/db';
import { PRODUCT_CAROUSEL_PAGE } from '../../src/domain';
import { banner, category, product, seedHome } from './shopFixtures';
import { closeTestDatabases, openTestDatabase } from './testDatabase';

afterEach(closeTestDatabases);

describe('the server render of the home (its HTML at most 20 kB gzip, docs/BUDGETS.md)', () => {
  it('renders and inlines one page of each carousel; the rest comes once the page is in the browser', async () => {
    const database = await openTestDatabase();
    const ids = Array.from({ length: 12 }, (_, i) => 100 + i);
    await seedHome(database, {
      banners: [banner(1)],
      categories: [category(1, { nameEn: 'Phones', name: 'الهواتف' })],
      products: ids.map((id) => product(id, { nameEn: `Phone ${id}`, name: `هاتف ${id}` })),
      strip: [1],
      featured: [],
      arrivals: [{ categoryId: 1, productIds: ids }],
    });
    const page = await renderPage({
      url: '/',
      language: 'en',
      answer: async (query) => (await findLive(database, query).exec()).map((doc) => doc.toMutableJSON()),
    });

    const inlined = Object.values(page.pageData)
      .filter((entry) => entry.collection === 'products')
      .flatMap((entry) => entry.docs as ProductDoc[]);
    expect(inlined.map((doc) => doc.productId).sort()).toEqual(ids.slice(0, PRODUCT_CAROUSEL_PAGE));
    for (const id of ids.slice(0, PRODUCT_CAROUSEL_PAGE)) expect(page.html).toContain(`Phone ${id}`);
    for (const id of ids.slice(PRODUCT_CAROUSEL_PAGE)) expect(page.html).not.toContain(`Phone ${id}`);
  });
});
