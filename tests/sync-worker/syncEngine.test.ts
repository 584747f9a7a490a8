import { wrap } from 'comlink';
import { describe, expect, it } from 'vitest';
import type { SyncWorkerApi } from '../../src/contract';
import { workerApi } from '../../src/sync-worker';
import { engineHarness } from './support/engineHarness';

const { engineWith } = engineHarness('sync');

describe('the sync engine refreshing the home data (DESIGN: data flow)', () => {
  it('stores banners, the category tree, featured categories, the strip and arrivals from the real server', async () => {
    const { engine, db } = await engineWith();
    const outcome = await engine.refreshHome();
    expect(outcome).toEqual({ ok: true, error: null, failures: [] });

    const banners = await db.banners.find().exec();
    expect(banners.map((b) => b.bannerType)).toContain('section_banner');
    const levels = new Set((await db.categories.find().exec()).map((c) => c.level));
    expect([...levels].sort()).toEqual([1, 2, 3]);
    const featured = await db.home.findOne('featured').exec();
    expect(featured?.categoryIds.length).toBeGreaterThan(0);
    const arrivals = await db.home.findOne('arrivals').exec();
    const firstArrival = arrivals?.arrivals[0];
    expect(firstArrival?.productIds.length).toBeGreaterThan(0);
    const product = await db.products.findOne(String(firstArrival?.productIds[0])).exec();
    expect(Number.isInteger(product?.priceFils)).toBe(true);
    expect((await db.sync_status.findOne('home').exec())?.error).toBeNull();
  });

  it('sends the shopper language with every call', async () => {
    const seen: Request[] = [];
    const { engine } = await engineWith({ seen });
    engine.setLanguage('en');
    await engine.refreshHome();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((request) => request.headers.get('Accept-Language') === 'en')).toBe(true);
  });

  it('asks for the home data again when the language changes, so banners show words in the new one (SPEC §3 language rule)', async () => {
    const seen: Request[] = [];
    const { engine, db } = await engineWith({ seen });
    const bannerCalls = () => seen.filter((request) => request.url.endsWith('/getBanners'));
    const languages = async () =>
      new Set((await db.banners.find().exec()).flatMap((b) => /[?&]lang=(\w+)/.exec(b.image)?.[1] ?? []));

    await engine.setLanguage('ar');
    await engine.refreshHome();
    expect(await languages()).toEqual(new Set(['ar']));

    await engine.setLanguage('en');
    expect(bannerCalls().map((request) => request.headers.get('Accept-Language'))).toEqual(['ar', 'en']);
    expect(await languages()).toEqual(new Set(['en']));

    await engine.setLanguage('en');
    expect(bannerCalls()).toHaveLength(2);
  });

  it('asks again after a round already under way in the old language, rather than sharing it', async () => {
    const seen: Request[] = [];
    const { engine, db } = await engineWith({ seen });
    await engine.setLanguage('ar');
    const underWay = engine.refreshHome();
    await engine.setLanguage('en');
    await underWay;
    const banners = seen.filter((request) => request.url.endsWith('/getBanners'));
    expect(banners.map((request) => request.headers.get('Accept-Language'))).toEqual(['ar', 'en']);
    expect((await db.banners.find().exec()).some((b) => b.image.includes('lang=ar'))).toBe(false);
  });

  it("asks nothing when it is first told the language: the page's data is already in it", async () => {
    const seen: Request[] = [];
    const { engine } = await engineWith({ seen });
    await engine.setLanguage('en');
    expect(seen).toHaveLength(0);
  });

  it('keeps the cached banners and reports a clear error when a response fails validation', async () => {
    let corrupt = false;
    const { engine, db } = await engineWith({
      rewrite: async (path, response) =>
        corrupt && path === '/getBanners' ? Response.json({ status: true, data: 'garbage' }) : response,
    });
    await engine.refreshHome();
    const before = (await db.banners.find().exec()).map((b) => b.toJSON());

    corrupt = true;
    const outcome = await engine.refreshHome();
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toBe('invalidResponse');
    expect(outcome.failures[0]).toContain('/getBanners');
    expect((await db.banners.find().exec()).map((b) => b.toJSON())).toEqual(before);
    const status = await db.sync_status.findOne('home').exec();
    expect(status?.error).toBe('invalidResponse');
    expect(status?.lastSuccessAt).not.toBeNull();
  });

  it('leaves everything stored when the network is cut and says it is offline', async () => {
    let offline = false;
    const { engine, db } = await engineWith({ offline: () => offline });
    await engine.refreshHome();
    const counts = async () => [await db.banners.count().exec(), await db.categories.count().exec()];
    const before = await counts();

    offline = true;
    const outcome = await engine.refreshHome();
    expect(outcome.error).toBe('offline');
    expect(await counts()).toEqual(before);
  });

  it('removes a category the server no longer has', async () => {
    let dropFirst = false;
    const { engine, db } = await engineWith({
      rewrite: async (path, response) => {
        if (!dropFirst || path !== '/getAllCatesWithSub') return response;
        const body = (await response.json()) as { status: boolean; data: unknown[] };
        return Response.json({ ...body, data: body.data.slice(1) });
      },
    });
    await engine.refreshHome();
    const first = await db.categories.findOne({ selector: { level: 1 }, sort: [{ sort: 'asc' }] }).exec();
    expect(first).not.toBeNull();

    dropFirst = true;
    await engine.refreshHome();
    expect(await db.categories.findOne(first?.primary ?? '').exec()).toBeNull();
  });

  it('shares one round of calls between refreshes asked for at the same time', async () => {
    const seen: Request[] = [];
    const { engine } = await engineWith({ seen });
    await Promise.all([engine.refreshHome(), engine.refreshHome()]);
    expect(seen.filter((request) => request.url.endsWith('/getBanners'))).toHaveLength(1);
  });

  it('answers through a comlink MessageChannel as the app reaches the worker', async () => {
    const { engine, db } = await engineWith();
    const { expose } = await import('comlink');
    const channel = new MessageChannel();
    expose(workerApi(Promise.resolve(engine)), channel.port1);
    const remote = wrap<SyncWorkerApi>(channel.port2);
    await remote.setLanguage('en');
    const outcome = await remote.refreshHome();
    expect(outcome.ok).toBe(true);
    expect(engine.getLanguage()).toBe('en');
    expect(await db.banners.count().exec()).toBeGreaterThan(0);
    channel.port1.close();
    channel.port2.close();
  });
});
