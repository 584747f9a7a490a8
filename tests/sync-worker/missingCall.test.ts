import { describe, expect, it } from 'vitest';
import { EventLog } from '../../src/db';
import { lacksTheCall, MissingCalls } from '../../src/sync-worker/missingCall';
import { engineHarness } from './support/engineHarness';
import { logIn, placeCashOrder } from './support/loggedIn';

const { engineWith, server } = engineHarness('missing-calls');

/** A backend shaped like SPEC §7 alone: these paths are not there. */
const without =
  (pattern: RegExp, status = 404) =>
  async (path: string, response: Response) =>
    pattern.test(path) ? Response.json({ status: false, message: 'Not found' }, { status }) : response;

const asked = (seen: Request[], pattern: RegExp) =>
  seen.filter((request) => pattern.test(new URL(request.url).pathname.replace(/^\/api/, '')));

const ORDERS_LIST = /^\/user\/\d+\/orders$/;

describe('the rule for a call the backend lacks (docs/API.md "Calls beyond SPEC §7")', () => {
  const failed = (status: number) =>
    ({ ok: false, error: 'server', status, message: `HTTP ${status}` }) as const;

  it('reads 404, 405 and 501 as "not offered", and any other failure or answer as not', () => {
    expect([404, 405, 501].map((status) => lacksTheCall(failed(status)))).toEqual([true, true, true]);
    expect([400, 401, 403, 500, 503].map((status) => lacksTheCall(failed(status)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(lacksTheCall({ ok: false, error: 'offline', message: 'fetch failed' })).toBe(false);
    expect(lacksTheCall({ ok: true, value: null })).toBe(false);
  });

  it('remembers a missing call once it is seen missing, and only that one', () => {
    const missing = new MissingCalls();
    expect(missing.lacks('arrivals', failed(500))).toBe(false);
    expect(missing.has('arrivals')).toBe(false);
    expect(missing.lacks('arrivals', failed(404))).toBe(true);
    expect(missing.has('arrivals')).toBe(true);
    expect(missing.has('ordersList')).toBe(false);
  });
});

describe('the home against a backend without the arrivals and home categories calls', () => {
  it('shows banners, the strip (the top-level categories) and the featured grid, no carousels, and no error', async () => {
    const seen: Request[] = [];
    const { engine, db } = await engineWith({
      seen,
      rewrite: without(/^\/(getArrivals|getHomeCategories)$/),
    });
    expect(await engine.refreshHome()).toMatchObject({ ok: true, error: null });
    expect((await db.sync_status.findOne('home').exec())?.error).toBeNull();
    expect(await db.banners.count().exec()).toBeGreaterThan(0);
    const section = async (id: string) => (await db.home.findOne(id).exec())?.toMutableJSON();
    expect((await section('featured'))?.categoryIds.length).toBeGreaterThan(0);
    const tops = (await db.categories.find({ selector: { level: 1 } }).exec()).map((doc) => doc.categoryId);
    expect([...((await section('strip'))?.categoryIds ?? [])].sort()).toEqual([...tops].sort());
    expect((await section('arrivals'))?.arrivals).toEqual([]);

    seen.length = 0;
    expect(await engine.refreshHome()).toMatchObject({ ok: true });
    expect(asked(seen, /^\/(getArrivals|getHomeCategories)$/)).toEqual([]);
  });

  it('still reports a failing arrivals call (a 500) as an error, which is not a missing one', async () => {
    const { engine } = await engineWith({ rewrite: without(/^\/getArrivals$/, 500) });
    expect(await engine.refreshHome()).toMatchObject({ ok: false, error: 'server' });
  });
});

describe('the orders list against a backend without GET /user/{id}/orders', () => {
  it("keeps the orders placed on this device, read through SPEC's order detail call, and says the list is the device's", async () => {
    const seen: Request[] = [];
    const { engine, db } = await engineWith({ seen, rewrite: without(ORDERS_LIST, 405) });
    const customer = await logIn(engine, db);
    const key = await placeCashOrder(server().apiBase, db, customer);
    expect(await engine.outbox.push()).toMatchObject({ sent: 1 });
    const confirmed = await db.events.findOne({ selector: { type: 'OrderConfirmed' } }).exec();
    expect(confirmed?.payload.orderKey).toBe(key);
    const orderId = String(confirmed?.payload.orderId);

    expect(await engine.orders.refreshOrders()).toMatchObject({ ok: true, error: null, deviceOnly: true });
    const stored = await db.orders.find().exec();
    expect(stored.map((doc) => doc.id)).toEqual([orderId]);
    expect(stored[0]?.order.paymentType).toBe('cash');
    expect((await db.sync_status.findOne('orders').exec())?.error).toBeNull();

    seen.length = 0;
    expect(await engine.orders.refreshOrders()).toMatchObject({ ok: true, deviceOnly: true });
    expect(asked(seen, ORDERS_LIST)).toEqual([]);
    expect(asked(seen, new RegExp(`^/order/${orderId}/${customer.userId}$`))).toHaveLength(1);
  });

  it('says nothing of the kind where the backend lists the orders', async () => {
    const { engine, db } = await engineWith();
    await logIn(engine, db);
    expect(await engine.orders.refreshOrders()).toMatchObject({ ok: true, deviceOnly: false });
  });
});

describe('the quieter extensions against a backend without them', () => {
  it('leaves the address form not pre-filled, with no error, and asks no more', async () => {
    const seen: Request[] = [];
    const { engine } = await engineWith({ seen, rewrite: without(/^\/geocode\/reverse$/, 501) });
    expect(await engine.geocode.reverseGeocode(29.3759, 47.9774)).toEqual({ place: null, error: null });
    expect(await engine.geocode.reverseGeocode(29.3, 47.9)).toEqual({ place: null, error: null });
    expect(asked(seen, /^\/geocode\/reverse$/)).toHaveLength(1);
  });

  it('logs out without the warning that the session could not be ended', async () => {
    const { engine, db } = await engineWith({ rewrite: without(/^\/customer\/logout$/) });
    const customer = await logIn(engine, db);
    expect(await engine.account.revokeSession(customer.token)).toEqual({ revoked: true });
  });

  it('drops cart abandonment reports quietly, with no outbox trouble, and sends no more of them', async () => {
    const seen: Request[] = [];
    const { engine, db } = await engineWith({ seen, rewrite: without(/^\/events$/, 501) });
    const log = new EventLog(db);
    await log.append('CartAbandoned', { itemCount: 2, totalFils: 5000 });
    expect(await engine.outbox.push()).toMatchObject({ failed: 1, waiting: 0 });
    expect((await db.sync_status.findOne('outbox').exec())?.error).toBeNull();

    await log.append('CartAbandoned', { itemCount: 1, totalFils: 1000 });
    expect(await engine.outbox.push()).toMatchObject({ failed: 1, waiting: 0 });
    expect(asked(seen, /^\/events$/)).toHaveLength(1);
    const reports = await db.events.find({ selector: { type: 'CartAbandoned' } }).exec();
    expect(reports.map((doc) => doc.outboxStatus)).toEqual(['failed', 'failed']);
  });

  it('brings the catalogue through the SPEC calls when the changes call is not implemented (501)', async () => {
    const seen: Request[] = [];
    const { engine } = await engineWith({ seen, rewrite: without(/^\/catalogue\/changes$/, 501) });
    expect(await engine.catalogue.syncCatalogue()).toMatchObject({ ok: true, error: null });
    expect(engine.catalogue.lastSource).toBe('lists');
    seen.length = 0;
    await engine.catalogue.syncCatalogue();
    expect(asked(seen, /^\/catalogue\/changes$/)).toEqual([]);
  });
});
