import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct } from '../../server/presenters/product';
import { type Failure, openSeededApp, type SeededApp, type Success } from './support/seeded-app';

let shop: SeededApp;
beforeAll(async () => {
  shop = await openSeededApp();
});
afterAll(() => shop.close());

const search = (text: string, language?: string) =>
  shop.get<Success<ApiProduct[]>>(`/api/getProductName?name=${encodeURIComponent(text)}`, language);

describe('product search (SPEC §2 Search, §7 /getProductName)', () => {
  it('matches English names case-insensitively', async () => {
    const lower = await search('samsung');
    const upper = await search('SAMSUNG');
    expect(lower.status).toBe(200);
    expect(lower.body.data.length).toBeGreaterThan(0);
    expect(lower.body.data.every((product) => product.name_en.toLowerCase().includes('samsung'))).toBe(true);
    expect(upper.body.data.map((product) => product.id)).toEqual(
      lower.body.data.map((product) => product.id),
    );
  });

  it('matches Arabic names, before the names one typo away (عناية)', async () => {
    const { body } = await search('عباية');
    const named = body.data.map((product) => product.name.includes('عباية'));
    expect(named[0]).toBe(true);
    expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
  });

  it('finds a name written with a hamza when the shopper types a bare alef', async () => {
    const { body } = await search('اسبريسو');
    expect(body.data.some((product) => product.name.includes('إسبريسو'))).toBe(true);
  });

  it.each([
    ['ه for ة and ال for لل', 'حامل السياره', 'حامل هاتف للسيارة'],
    ['no hamza and diacritics', 'غِطَاء شفاف انكر', 'غطاء شفاف أنكر'],
    ['Arabic-Indic digits for the Latin ones names are written with', 'ألعاب ١٧', 'حاسوب ألعاب 17 بوصة'],
  ])('folds spellings with the client’s normaliser: %s', async (_, typed, found) => {
    const { body } = await search(typed);
    expect(body.data.some((product) => product.name.startsWith(found))).toBe(true);
  });

  it('finds a product by its SKU', async () => {
    const { body } = await search('el-0001');
    expect(body.data[0]?.default_code).toBe('EL-0001');
  });

  it('requires every word to match, in any order', async () => {
    const { body } = await search('phone samsung');
    expect(body.data.length).toBeGreaterThan(0);
    for (const product of body.data) {
      expect(product.name_en.toLowerCase()).toContain('samsung');
      expect(product.name_en.toLowerCase()).toContain('phone');
    }
  });

  it('returns at most 50 products', async () => {
    const { body } = await search('a');
    expect(body.data.length).toBe(50);
  });

  it('answers an empty list for an empty or blank query instead of the whole catalogue', async () => {
    expect((await search('')).body).toEqual({ status: true, data: [] });
    expect((await search('   ')).body).toEqual({ status: true, data: [] });
    expect((await shop.get('/api/getProductName')).body).toEqual({ status: true, data: [] });
  });

  it('treats % and _ as plain characters, not wildcards', async () => {
    expect((await search('%')).body.data).toEqual([]);
    expect((await search('_')).body.data).toEqual([]);
  });

  it('refuses a query over 100 characters with a 400 in the asked language', async () => {
    const reply = await shop.get<Failure>(`/api/getProductName?name=${'x'.repeat(101)}`, 'en');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: false, message: 'The search text must be at most 100 characters.' });
    expect((await search('x'.repeat(100))).status).toBe(200);
  });
});
