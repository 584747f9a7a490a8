import { describe, expect, it } from 'vitest';
import { RELEVANCE_QUERIES } from '../domain/search/relevanceQueries';
import { engineHarness } from './support/engineHarness';

const { engineWith, server } = engineHarness('local-search');

const serverFinds = async (text: string): Promise<number[]> => {
  const reply = await fetch(`${server().apiBase}/getProductName?name=${encodeURIComponent(text)}`);
  const { data } = (await reply.json()) as { data: { id: number }[] };
  return data.map((product) => product.id);
};

describe('the offline index and the server’s search (SPEC §2 Search)', () => {
  it('find the same products in the same order for every query of the relevance list, offline as online', async () => {
    const { engine } = await engineWith();
    expect((await engine.catalogue.syncCatalogue()).ok).toBe(true);
    for (const { text } of RELEVANCE_QUERIES)
      expect(await engine.search.search(text), text).toEqual(await serverFinds(text));
  });

  it('finds a category’s products by its stored name, and follows the category when it is renamed', async () => {
    const { engine, db } = await engineWith();
    expect((await engine.catalogue.syncCatalogue()).ok).toBe(true);
    const abayas = await db.categories.findOne({ selector: { nameEn: 'Abayas' } }).exec();
    const inAbayas = (await db.products.find({ selector: { categoryId: abayas?.categoryId } }).exec()).map(
      (product) => product.productId,
    );
    expect(await engine.search.search('عبايات')).toEqual(expect.arrayContaining(inAbayas));
    await abayas?.incrementalPatch({ name: 'جلابيات', nameEn: 'Jalabiyas' });
    await expect.poll(() => engine.search.search('jalabiyas')).toEqual(expect.arrayContaining(inAbayas));
  });
});
