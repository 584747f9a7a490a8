/**
 * How well search finds what Gulf shoppers mean (SPEC §2 Search): every query of relevanceQueries.ts asked of an
 * index over the seed catalogue, as the server's search holds it. A query is found when one of the first three
 * results is a product it means. `SEARCH_RELEVANCE_REPORT=1` prints the shares by kind of query and the queries
 * missed (docs/BUDGETS.md "Search relevance").
 */
import { describe, expect, it } from 'vitest';
import { ProductSearchIndex } from '../../../src/domain';
import { RELEVANCE_QUERIES } from './relevanceQueries';
import { meantProducts, seedCategories, seedProducts } from './seedCatalogue';

const index = new ProductSearchIndex();
for (const product of seedProducts) index.put(product);
for (const category of seedCategories) index.putCategory(category);

const outcomes = RELEVANCE_QUERIES.map((query) => {
  const meant = meantProducts(query.means);
  const found = index.search(query.text);
  return {
    query,
    first: meant.has(found[0] ?? 0),
    topThree: found.slice(0, 3).some((id) => meant.has(id)),
    nothing: found.length === 0,
  };
});

const share = (of: typeof outcomes, counted: (outcome: (typeof outcomes)[number]) => boolean) =>
  of.filter(counted).length / of.length;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

if (process.env.SEARCH_RELEVANCE_REPORT) {
  const line = (label: string, of: typeof outcomes) =>
    `${label.padEnd(16)} ${String(of.length).padStart(4)}  first ${percent(share(of, (o) => o.first)).padStart(6)}  ` +
    `top three ${percent(share(of, (o) => o.topThree)).padStart(6)}  nothing ${percent(share(of, (o) => o.nothing)).padStart(6)}`;
  const kinds = [...new Set(RELEVANCE_QUERIES.map((query) => query.kind))];
  console.log(
    [
      line('all', outcomes),
      ...kinds.map((kind) =>
        line(
          kind,
          outcomes.filter((o) => o.query.kind === kind),
        ),
      ),
      `missed: ${outcomes
        .filter((o) => !o.topThree)
        .map((o) => o.query.text)
        .join(' | ')}`,
    ].join('\n'),
  );
}

describe('search relevance over the seed catalogue (SPEC §2 Search)', () => {
  it('asks at least 80 queries of every kind Gulf shoppers type, each meaning some of the seed’s products', () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(80);
    expect(new Set(RELEVANCE_QUERIES.map((query) => query.kind)).size).toBe(8);
  });

  it('finds a product meant in the first three results for nine queries in ten', () => {
    expect(share(outcomes, (o) => o.topThree)).toBeGreaterThanOrEqual(0.9);
  });

  it('finds something for nearly every query', () => {
    expect(share(outcomes, (o) => o.nothing)).toBeLessThanOrEqual(0.02);
  });
});
