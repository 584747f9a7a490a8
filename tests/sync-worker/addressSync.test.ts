import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../server/testing';
import { EventLog, fromEventDoc, openShopDatabase, type ShopDatabase } from '../../src/db';
import { type AddressForm, AddressFormSchema, type AddressSchema, addressCards } from '../../src/domain';
import { createApiClient, SyncEngine } from '../../src/sync-worker';
import { address } from '../domain/factories';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
type Address = ReturnType<(typeof AddressSchema)['parse']>;

let server: TestServer;
let db: ShopDatabase | undefined;
let dbCount = 0;
let phoneCount = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const form = (o: Partial<AddressForm> = {}): AddressForm =>
  AddressFormSchema.parse({
    country: 'Kuwait',
    governorate: 'Hawalli',
    phone: '51234567',
    fullName: 'Sara',
    avenue: 'Street 5',
    city: 'Salmiya',
    apartment: 'Bldg 3',
    latitude: 29.3339,
    longitude: 48.0761,
    ...o,
  });

/**
 * A sync engine against the real server, logged in through the real OTP calls. `network` decides each request's
 * fate: 'up' (answered), 'down' (never reaches the server) or 'lost' (the server acts, the answer is lost).
 */
async function shopper() {
  db = await openShopDatabase({
    name: `addresses-${++dbCount}`,
    dexie: { indexedDB, IDBKeyRange },
    multiInstance: false,
  });
  const seen: Request[] = [];
  let network: 'up' | 'down' | 'lost' = 'up';
  let time = Date.now();
  const api = createApiClient({
    baseUrl: server.apiBase,
    language: () => 'en',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      seen.push(request.clone());
      if (network === 'down') throw new TypeError('fetch failed');
      const response = await fetch(request);
      if (network === 'lost') throw new TypeError('fetch failed');
      return response;
    },
  });
  const engine = new SyncEngine(db, api, () => time);
  const log = new EventLog(db, { now: () => time });
  const phone = `+9656${String(++phoneCount).padStart(7, '0')}`;
  const sent = await engine.account.sendOtp(phone);
  const verified = await engine.account.verifyOtp(phone, sent.otp ?? '');
  if (!verified.session) throw new Error('login failed');
  const { token, userId, name } = verified.session;
  await log.append('LoggedIn', { session: { token, userId, userName: name, mobile: phone } });
  const database = db;
  return {
    engine,
    log,
    seen,
    userId,
    setNetwork: (state: 'up' | 'down' | 'lost') => {
      network = state;
    },
    /** Lets every backoff fall due. */
    later: () => {
      time += 120_000;
    },
    /** What the address list screen shows: the stored list with the pending outbox laid over it. */
    cards: async () => {
      const cached = (await database.addresses.find({ sort: [{ serverId: 'asc' }] }).exec()).map((doc) => ({
        address: doc.toJSON().address as unknown as Address,
        clientId: doc.clientId,
      }));
      const events = (await database.events.find({ selector: { aggregate: 'addresses' } }).exec()).map(
        (doc) => fromEventDoc(doc.toMutableJSON()),
      );
      return addressCards(cached, events);
    },
    /** What the server holds, asked directly with the customer's token. */
    serverList: async (): Promise<Address[]> => {
      const response = await fetch(`${server.apiBase}/user/${userId}/addresses`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { data: Address[] }).data;
    },
    outboxOf: async (type: string) =>
      (await database.events.find({ selector: { type } }).exec()).map((doc) => doc.outboxStatus),
  };
}

const posts = (seen: Request[]) =>
  seen.filter((r) => r.method === 'POST' && /\/address\//.test(r.url)).map((r) => new URL(r.url).pathname);

describe('addresses saved and deleted offline (DESIGN event sourcing; SPEC §7 Addresses)', () => {
  it('shows an address saved offline at once, then stores it with the SPEC §3 payload and the event id as key', async () => {
    const s = await shopper();
    s.setNetwork('down');
    await s.log.append('AddressSaved', { address: { ...form(), clientId: 'c-1' } });
    expect(await s.engine.outbox.push()).toMatchObject({ sent: 0, waiting: 1 });
    expect((await s.cards()).map((c) => [c.key, c.pending])).toEqual([['c-1', true]]);

    s.setNetwork('up');
    s.later();
    expect(await s.engine.outbox.push()).toMatchObject({ sent: 1 });
    const store = s.seen.filter((r) => r.url.endsWith('/address/store')).at(-1);
    const [event] = await (db as ShopDatabase).events.find({ selector: { type: 'AddressSaved' } }).exec();
    expect(store?.headers.get('Idempotency-Key')).toBe(event?.id);
    expect(store?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await store?.json()).toEqual({
      block_avenue: 'N/A',
      street: 'Street 5',
      house: 'N/A',
      area: 'Hawalli',
      city: 'Salmiya',
      country: 'Kuwait',
      governorate: 'Hawalli',
      user_id: s.userId,
      full_name: 'Sara',
      phone: '+96551234567',
      email: null,
      address: 'Bldg 3',
      pickupLocation: { latitude: 29.3339, longitude: 48.0761, latitudeDelta: null, longitudeDelta: null },
      emirates: null,
    });

    const [onServer] = await s.serverList();
    const cards = await s.cards();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ key: String(onServer?.id), clientId: 'c-1', pending: false });
  });

  it('never creates it twice when the answer is lost and the outbox retries', async () => {
    const s = await shopper();
    s.setNetwork('lost');
    await s.log.append('AddressSaved', { address: { ...form(), clientId: 'c-1' } });
    expect(await s.engine.outbox.push()).toMatchObject({ sent: 0, waiting: 1 });
    s.setNetwork('up');
    s.later();
    expect(await s.engine.outbox.push()).toMatchObject({ sent: 1 });
    expect(posts(s.seen)).toEqual(['/api/address/store', '/api/address/store']);
    expect(await s.serverList()).toHaveLength(1);
  });

  it('ends with nothing on the server when an address is created and deleted before either was sent', async () => {
    const s = await shopper();
    s.setNetwork('down');
    await s.log.append('AddressSaved', { address: { ...form(), clientId: 'c-1' } });
    await s.log.append('AddressSaved', { address: { ...form({ fullName: 'Sara B' }), clientId: 'c-1' } });
    await s.log.append('AddressDeleted', { addressId: 'c-1' });
    await s.engine.outbox.push();
    expect(await s.cards()).toEqual([]);
    s.seen.length = 0;

    s.setNetwork('up');
    s.later();
    expect(await s.engine.outbox.push()).toMatchObject({ sent: 3, failed: 0 });
    const [store, update, remove] = posts(s.seen);
    expect(store).toBe('/api/address/store');
    const id = /\/address\/(\d+)\/update$/.exec(update ?? '')?.[1];
    expect(id).toBeDefined();
    expect(remove).toBe(`/api/address/${id}/delete`);
    expect(await s.serverList()).toEqual([]);
    expect(await s.cards()).toEqual([]);
  });

  it('deletes on the server an address created here, confirmed, and deleted under its client id', async () => {
    const s = await shopper();
    await s.log.append('AddressSaved', { address: { ...form(), clientId: 'c-1' } });
    await s.engine.outbox.push();
    const [created] = await s.serverList();
    await s.log.append('AddressDeleted', { addressId: 'c-1' });
    await s.engine.outbox.push();
    expect(posts(s.seen).at(-1)).toBe(`/api/address/${created?.id}/delete`);
    expect(await s.serverList()).toEqual([]);
  });

  it('settles without a call the delete of an address the server refused to create', async () => {
    const s = await shopper();
    // The server refuses a name it cannot store (over 100 characters): a 4xx marks the create failed.
    await s.log.append('AddressSaved', {
      address: { ...form({ fullName: 'x'.repeat(150) }), clientId: 'c-1' },
    });
    await s.log.append('AddressDeleted', { addressId: 'c-1' });
    expect(await s.engine.outbox.push()).toMatchObject({ sent: 1, failed: 1 });
    expect(posts(s.seen)).toEqual(['/api/address/store']);
    expect(await s.outboxOf('AddressDeleted')).toEqual(['sent']);
  });

  it('updates a server address edited in the form, by its id', async () => {
    const s = await shopper();
    await s.log.append('AddressSaved', { address: { ...form(), clientId: 'c-1' } });
    await s.engine.outbox.push();
    const [created] = await s.serverList();
    if (!created) throw new Error('not created');
    s.setNetwork('down');
    await s.log.append('AddressSaved', { address: { ...created, city: 'Hawalli' } });
    await s.engine.outbox.push();
    expect((await s.cards()).map((c) => [c.form.city, c.pending])).toEqual([['Hawalli', true]]);
    s.setNetwork('up');
    s.later();
    await s.engine.outbox.push();
    expect(posts(s.seen).at(-1)).toBe(`/api/address/${created.id}/update`);
    expect((await s.serverList())[0]?.city).toBe('Hawalli');
    expect((await s.cards()).map((c) => [c.form.city, c.pending])).toEqual([['Hawalli', false]]);
  });
});

describe('the address list refresh (SPEC §7 GET /user/{userId}/addresses, §5 Address fetch)', () => {
  it('stores the fetched list and keeps the client-id links of addresses created here', async () => {
    const s = await shopper();
    await s.log.append('AddressSaved', { address: { ...form(), clientId: 'c-1' } });
    await s.engine.outbox.push();
    const refresh = await s.engine.addresses.refresh();
    expect(refresh).toMatchObject({ ok: true, count: 1 });
    const [doc] = await (db as ShopDatabase).addresses.find().exec();
    expect(doc?.clientId).toBe('c-1');
    expect(doc?.userId).toBe(String(s.userId));
  });

  it('removes what the server no longer lists, and keeps the list when the network fails', async () => {
    const s = await shopper();
    await s.log.append('AddressSaved', { address: { ...form(), clientId: 'c-1' } });
    await s.engine.outbox.push();
    const [created] = await s.serverList();
    // Deleted elsewhere (another device): the next refresh drops it.
    await (db as ShopDatabase).addresses.upsert({
      id: '999999',
      serverId: 999_999,
      userId: String(s.userId),
      clientId: null,
      address: address({ id: 999_999, full_name: 'Gone' }),
    });
    s.setNetwork('down');
    expect(await s.engine.addresses.refresh()).toMatchObject({ ok: false, error: 'offline', count: null });
    expect(await (db as ShopDatabase).addresses.count().exec()).toBe(2);
    s.setNetwork('up');
    expect(await s.engine.addresses.refresh()).toMatchObject({ ok: true, count: 1 });
    expect((await (db as ShopDatabase).addresses.find().exec()).map((d) => d.serverId)).toEqual([
      created?.id,
    ]);
  });

  it('asks nothing without a logged-in customer', async () => {
    const s = await shopper();
    await s.log.append('LoggedOut', {});
    const before = s.seen.length;
    expect(await s.engine.addresses.refresh()).toEqual({ ok: false, error: null, failures: [], count: null });
    expect(s.seen.length).toBe(before);
  });
});

describe('reverse geocoding through the worker (SPEC §7 Maps service)', () => {
  it('reads the readable line and the country of a point', async () => {
    const s = await shopper();
    expect(await s.engine.geocode.reverseGeocode(29.3339, 48.0761)).toEqual({
      place: {
        line: 'Salmiya, Hawalli, Kuwait',
        country: 'Kuwait',
        countryCode: 'KW',
        region: 'Hawalli',
        locality: 'Salmiya',
        // The shop's gazetteer knows places, not streets or blocks.
        street: null,
        block: null,
      },
      error: null,
    });
    expect(s.seen.at(-1)?.url).toContain('/geocode/reverse?lat=29.333900&lng=48.076100');
  });

  it('answers no place far from the six countries, and says why when offline', async () => {
    const s = await shopper();
    expect(await s.engine.geocode.reverseGeocode(0, 0)).toEqual({ place: null, error: null });
    s.setNetwork('down');
    expect(await s.engine.geocode.reverseGeocode(29.3, 48)).toEqual({ place: null, error: 'offline' });
  });
});
