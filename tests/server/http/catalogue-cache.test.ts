// The catalogue answers this instance keeps (server/http/catalogue-cache.ts), on a small app whose one catalogue
// read answers a price the test sets, and catalogue changes the test announces. The real app on a seeded
// database, with changes heard from PostgreSQL's NOTIFY: tests/server/catalogueCaching.test.ts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { catalogueCache } from '../../../server/http/catalogue-cache';

function shop({ keepChanges = true, maxBytes }: { keepChanges?: boolean; maxBytes?: number } = {}) {
  const announced: (() => void)[] = [];
  const state = { price: '5.000', reads: 0, gate: Promise.resolve() };
  const lookups: boolean[] = [];
  const app = new Hono();
  app.use(
    '/catalogue/*',
    catalogueCache({
      changes: keepChanges ? { subscribe: (changed) => announced.push(changed) } : undefined,
      ...(maxBytes ? { maxBytes } : {}),
      onLookup: (kept) => lookups.push(kept),
    }),
  );
  app.get('/catalogue/:id', async (c) => {
    state.reads++;
    const price = state.price;
    await state.gate;
    // Long enough to be worth compressing.
    return c.json({ id: c.req.param('id'), price, description: 'قماش ناعم '.repeat(200) });
  });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  const priceOf = async (path: string) => ((await (await get(path)).json()) as { price: string }).price;
  return {
    state,
    lookups,
    get,
    priceOf,
    announce: () => {
      for (const changed of announced) changed();
    },
  };
}

describe('catalogue answers kept in memory', () => {
  it('reads the database once, and answers from memory until a change is announced', async () => {
    const { state, lookups, priceOf, announce } = shop();
    expect(await priceOf('/catalogue/1')).toBe('5.000');
    state.price = '4.000';
    expect(await priceOf('/catalogue/1')).toBe('5.000');
    expect(state.reads).toBe(1);
    announce();
    expect(await priceOf('/catalogue/1')).toBe('4.000');
    expect(state.reads).toBe(2);
    expect(lookups).toEqual([false, true, false]);
  });

  it('keeps each language and each query apart', async () => {
    const { state, get } = shop();
    await get('/catalogue/1', { 'Accept-Language': 'en' });
    await get('/catalogue/1', { 'Accept-Language': 'ar' });
    await get('/catalogue/1?page=2', { 'Accept-Language': 'en' });
    await get('/catalogue/1?page=2', { 'Accept-Language': 'en' });
    expect(state.reads).toBe(3);
  });

  it('does not keep a read that was under way when a change was announced', async () => {
    const { state, priceOf, announce } = shop();
    let release = () => {};
    state.gate = new Promise((resolve) => {
      release = resolve;
    });
    const before = priceOf('/catalogue/1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    state.price = '4.000';
    announce();
    release();
    expect(await before).toBe('5.000');
    expect(await priceOf('/catalogue/1')).toBe('4.000');
  });

  it('reads an answer once for the requests that ask for it while it is read', async () => {
    const { state, priceOf } = shop();
    let release = () => {};
    state.gate = new Promise((resolve) => {
      release = resolve;
    });
    const prices = Promise.all([1, 2, 3, 4, 5].map(() => priceOf('/catalogue/1')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    expect(await prices).toEqual(Array(5).fill('5.000'));
    expect(state.reads).toBe(1);
  });

  it('keeps nothing without catalogue changes to listen to', async () => {
    const { state, priceOf } = shop({ keepChanges: false });
    await priceOf('/catalogue/1');
    state.price = '4.000';
    expect(await priceOf('/catalogue/1')).toBe('4.000');
  });

  it('drops the least recently used answers beyond its size', async () => {
    // Each answer weighs about 3.8 kB (plain, brotli and gzip): two fit.
    const { state, get } = shop({ maxBytes: 9_000 });
    for (const id of [1, 2, 1, 3, 1]) await get(`/catalogue/${id}`);
    // 1, 2 and 3 read once each; 2 was dropped when 3 came, 1 was kept as the most recently used.
    expect(state.reads).toBe(3);
    await get('/catalogue/2');
    expect(state.reads).toBe(4);
  });
});

describe('compressed once', () => {
  it('sends brotli or gzip as the client takes them, the same bytes once opened, under the weak form of the tag', async () => {
    const { state, get } = shop();
    const plain = await get('/catalogue/1');
    const body = Buffer.from(await plain.arrayBuffer());
    const tag = plain.headers.get('ETag') ?? '';
    expect(tag).toMatch(/^"ar-[\w-]{27}"$/);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Language, Accept-Encoding');

    const br = await get('/catalogue/1', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(body.length / 4);
    expect(brotliDecompressSync(brBody)).toEqual(body);
    expect(br.headers.get('ETag')).toBe(`W/${tag}`);

    const gzip = await get('/catalogue/1', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer()))).toEqual(body);
    expect(gzip.headers.get('Content-Type')).toBe(plain.headers.get('Content-Type'));
    expect(state.reads).toBe(1);

    const revalidated = await get('/catalogue/1', { 'Accept-Encoding': 'br', 'If-None-Match': `W/${tag}` });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });
});
