import { describe, expect, it } from 'vitest';
import { type LoggedIn, shopWithCustomers } from './support/customers';
import type { Failure, SeededApp, Success } from './support/seeded-app';

type Address = Record<string, unknown> & { id: number; user_id: number };

let shop: SeededApp;
let noura: LoggedIn;
let salem: LoggedIn;
shopWithCustomers(2, {}, (opened) => {
  [shop, noura, salem] = opened;
});

/** SPEC §3 Address payload sent, as the client's toAddressPayload builds it. */
const payloadFor = (customer: LoggedIn, changes: Record<string, unknown> = {}) => ({
  block_avenue: 'N/A',
  street: 'Street 12',
  house: 'N/A',
  area: 'Hawalli',
  city: 'Salmiya',
  country: 'Kuwait',
  governorate: 'Hawalli',
  user_id: customer.id,
  full_name: 'Noura Al-Sabah',
  phone: '+96551234567',
  email: null,
  address: 'Building 4, flat 9',
  pickupLocation: { latitude: 29.3375, longitude: 48.0758, latitudeDelta: null, longitudeDelta: null },
  emirates: null,
  ...changes,
});

const store = (customer: LoggedIn, body: unknown, idempotencyKey?: string) =>
  shop.post<Success<Address>>('/api/address/store', body, {
    token: customer.token,
    language: 'en',
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
const listOf = async (customer: LoggedIn) =>
  (await shop.get<Success<Address[]>>(`/api/user/${customer.id}/addresses`, { token: customer.token })).body
    .data;

describe('POST /address/store (SPEC §7 Addresses, §3 Address payload sent)', () => {
  it('saves the address and answers it in the shape SPEC §3 returns', async () => {
    const reply = await store(noura, payloadFor(noura));
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      status: true,
      data: expect.objectContaining({
        id: expect.any(Number),
        user_id: noura.id,
        full_name: 'Noura Al-Sabah',
        street: 'Street 12',
        city: 'Salmiya',
        area: 'Hawalli',
        governorate: 'Hawalli',
        phone: '+96551234567',
        country: 'Kuwait',
        email: null,
        address: 'Building 4, flat 9',
        block_avenue: 'N/A',
        house: 'N/A',
        // Deltas sent as null are left out, as docs/API.md names them optional (`latitudeDelta?`).
        pickupLocation: { latitude: 29.3375, longitude: 48.0758 },
        latitude: 29.3375,
        longitude: 48.0758,
        countryCode: '+965',
      }),
    });
  });

  it("defaults block_avenue and house to 'N/A', stores missing values as null, and reads pickupLocation from a JSON string", async () => {
    const { body } = await store(
      noura,
      payloadFor(noura, {
        block_avenue: null,
        house: '',
        street: undefined,
        email: '',
        pickupLocation: JSON.stringify({ latitude: 24.4539, longitude: 54.3773 }),
        phone: '+971501234567',
      }),
    );
    expect(body.data).toMatchObject({
      block_avenue: 'N/A',
      house: 'N/A',
      street: null,
      email: null,
      pickupLocation: { latitude: 24.4539, longitude: 54.3773 },
      countryCode: '+971',
    });
  });

  it('answers the map’s deltas when they were sent, and leaves them out when not, never null (docs/API.md)', async () => {
    const pickupLocation = {
      latitude: 29.3375,
      longitude: 48.0758,
      latitudeDelta: 0.01,
      longitudeDelta: 0.02,
    };
    const sent = await store(noura, payloadFor(noura, { pickupLocation }));
    expect(sent.body.data.pickupLocation).toEqual(pickupLocation);
    const withNulls = { ...pickupLocation, latitudeDelta: null, longitudeDelta: null };
    const unsent = await store(noura, payloadFor(noura, { pickupLocation: withNulls }));
    expect(Object.keys(unsent.body.data.pickupLocation as object)).toEqual(['latitude', 'longitude']);
  });

  it('refuses a country outside SPEC §9’s six with a 400 naming it, and takes the six in English or Arabic', async () => {
    const mars = await shop.post<Failure>('/api/address/store', payloadFor(noura, { country: 'Mars' }), {
      token: noura.token,
      language: 'en',
    });
    expect(mars.status).toBe(400);
    expect(mars.body.message).toBe(
      'The field "country" must name a country the shop delivers to: Kuwait, Saudi Arabia, the United Arab Emirates, Bahrain, Qatar or Oman.',
    );
    for (const country of ['Saudi Arabia', 'عُمان', 'QA'])
      expect((await store(noura, payloadFor(noura, { country }))).status, country).toBe(201);
  });

  it.each([
    ['full_name', { full_name: '  ' }],
    ['phone', { phone: '1234' }],
    ['user_id', { user_id: undefined }],
    ['pickupLocation', { pickupLocation: 'not json' }],
    ['pickupLocation.latitude', { pickupLocation: { latitude: 120, longitude: 48 } }],
    ['email', { email: 'no-at-sign' }],
  ])('refuses a bad %s with a 400 naming the field', async (field, changes) => {
    const reply = await store(noura, payloadFor(noura, changes));
    expect(reply.status).toBe(400);
    expect((reply.body as unknown as Failure).message).toBe(`The field "${field}" is missing or not valid.`);
  });

  it("refuses to store an address for another customer's user_id with a 403", async () => {
    expect((await store(noura, payloadFor(salem))).status).toBe(403);
  });

  it('creates one address per Idempotency-Key and answers a repeat with the same address', async () => {
    const before = (await listOf(noura)).length;
    const first = await store(noura, payloadFor(noura, { city: 'Jabriya' }), 'store-once');
    const again = await store(noura, payloadFor(noura, { city: 'Jabriya' }), 'store-once');
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await listOf(noura)).toHaveLength(before + 1);
    expect((await store(noura, payloadFor(noura, { city: 'Other' }), 'store-once')).status).toBe(409);
  });
});

describe('reading addresses (SPEC §7 GET /address/{id}, GET /user/{userId}/addresses)', () => {
  it("lists only the customer's own addresses, oldest first", async () => {
    await store(salem, payloadFor(salem, { full_name: 'Salem' }));
    const mine = await listOf(noura);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((address) => address.user_id === noura.id)).toBe(true);
    expect(mine.map((address) => address.id)).toEqual(
      [...mine.map((address) => address.id)].sort((a, b) => a - b),
    );
  });

  it('reads one address as data[0]', async () => {
    const saved = (await store(noura, payloadFor(noura))).body.data;
    const reply = await shop.get<Success<Address[]>>(`/api/address/${saved.id}`, { token: noura.token });
    expect(reply.body).toEqual({ status: true, data: [saved] });
  });

  it("answers 404 for another customer's address and 403 for another customer's user id", async () => {
    const salems = (await store(salem, payloadFor(salem))).body.data;
    expect((await shop.get(`/api/address/${salems.id}`, { token: noura.token })).status).toBe(404);
    const list = await shop.get<Failure>(`/api/user/${salem.id}/addresses`, {
      token: noura.token,
      language: 'en',
    });
    expect(list).toMatchObject({
      status: 403,
      body: { status: false, message: 'This belongs to another account.' },
    });
  });

  it.each(['demo', '0', 'undefined', 'null'])(
    'refuses the placeholder user id %s with a 400 (SPEC §5 Address fetch)',
    async (placeholder) => {
      const reply = await shop.get<Failure>(`/api/user/${placeholder}/addresses`, {
        token: noura.token,
        language: 'en',
      });
      expect(reply).toMatchObject({
        status: 400,
        body: { message: 'The user id is missing. Please log in again.' },
      });
    },
  );

  it('refuses a malformed user id or address id with a 400', async () => {
    expect((await shop.get(`/api/user/abc/addresses`, { token: noura.token })).status).toBe(400);
    expect((await shop.get(`/api/address/1.5`, { token: noura.token })).status).toBe(400);
  });
});

describe('POST /address/{id}/update and /address/{id}/delete (SPEC §7 Addresses)', () => {
  it('replaces the fields of an own address', async () => {
    const saved = (await store(noura, payloadFor(noura))).body.data;
    const reply = await shop.post<Success<Address>>(
      `/api/address/${saved.id}/update`,
      payloadFor(noura, { city: 'Mishref', street: null }),
      { token: noura.token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: saved.id, city: 'Mishref', street: null });
    const read = await shop.get<Success<Address[]>>(`/api/address/${saved.id}`, { token: noura.token });
    expect(read.body.data[0]).toEqual(reply.body.data);
  });

  it("answers 404 when updating or deleting another customer's address, and leaves it unchanged", async () => {
    const salems = (await store(salem, payloadFor(salem))).body.data;
    const update = await shop.post(
      `/api/address/${salems.id}/update`,
      payloadFor(noura, { city: 'X' }),
      noura,
    );
    expect(update.status).toBe(404);
    expect((await shop.post(`/api/address/${salems.id}/delete`, {}, noura)).status).toBe(404);
    const read = await shop.get<Success<Address[]>>(`/api/address/${salems.id}`, { token: salem.token });
    expect(read.body.data[0]).toEqual(salems);
  });

  it("deletes an own address with { status: true, data: 'deleted' }; it then no longer exists", async () => {
    const saved = (await store(noura, payloadFor(noura))).body.data;
    const reply = await shop.post(`/api/address/${saved.id}/delete`, {}, { token: noura.token });
    expect(reply).toMatchObject({ status: 200, body: { status: true, data: 'deleted' } });
    expect((await shop.get(`/api/address/${saved.id}`, { token: noura.token })).status).toBe(404);
    expect((await listOf(noura)).some((address) => address.id === saved.id)).toBe(false);
    expect((await shop.post(`/api/address/${saved.id}/delete`, {}, { token: noura.token })).status).toBe(404);
  });

  it('answers a repeated delete or update with the same Idempotency-Key as the first time', async () => {
    const saved = (await store(noura, payloadFor(noura))).body.data;
    const options = { token: noura.token, idempotencyKey: 'delete-once' };
    const first = await shop.post(`/api/address/${saved.id}/delete`, {}, options);
    expect(await shop.post(`/api/address/${saved.id}/delete`, {}, options)).toMatchObject({
      status: first.status,
      body: first.body,
    });
    const other = (await store(noura, payloadFor(noura))).body.data;
    const update = { token: noura.token, idempotencyKey: 'update-once' };
    const body = payloadFor(noura, { city: 'Fintas' });
    const updated = await shop.post(`/api/address/${other.id}/update`, body, update);
    expect(await shop.post(`/api/address/${other.id}/update`, body, update)).toMatchObject({
      status: 200,
      body: updated.body,
    });
  });
});

describe('authorization on every address path (SPEC §6)', () => {
  it.each([
    ['POST', '/api/address/store'],
    ['POST', '/api/address/1/update'],
    ['POST', '/api/address/1/delete'],
    ['GET', '/api/address/1'],
    ['GET', '/api/user/1/addresses'],
  ])('%s %s without a token is a 401', async (method, path) => {
    const reply =
      method === 'GET'
        ? await shop.get<Failure>(path, 'en')
        : await shop.post<Failure>(path, {}, { language: 'en' });
    expect(reply).toMatchObject({
      status: 401,
      body: { status: false, message: 'Please log in to continue.' },
    });
  });
});
