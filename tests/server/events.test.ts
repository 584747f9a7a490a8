import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, logIn } from './support/customers';
import { type Failure, openSeededApp, type SeededApp } from './support/seeded-app';

let shop: SeededApp;
let noura: LoggedIn;
beforeAll(async () => {
  shop = await openSeededApp({ mode: 'development' });
  noura = await logIn(shop);
});
afterAll(() => shop.close());

const abandoned = (totalFils: number) => ({
  type: 'CartAbandoned',
  at: '2026-06-01T09:10:00.000Z',
  payload: { itemCount: 2, totalFils },
});

async function storedEvents(totalFils: number) {
  const result = (await shop.database.db.execute(
    sql`select customer_id from analytics_events where (payload->>'totalFils')::int = ${totalFils}`,
  )) as unknown as { rows: { customer_id: number | null }[] };
  return result.rows;
}

describe('POST /events (SPEC §4 Other UI states: cart abandonment; DESIGN analytics)', () => {
  it('records a guest event and answers { status: true }', async () => {
    const reply = await shop.post('/api/events', abandoned(1001));
    expect(reply).toMatchObject({ status: 200, body: { status: true } });
    expect(await storedEvents(1001)).toEqual([{ customer_id: null }]);
  });

  it('ties the event to the customer when a token is sent, and refuses an invalid token with a 401', async () => {
    await shop.post('/api/events', abandoned(1002), { token: noura.token });
    expect(await storedEvents(1002)).toEqual([{ customer_id: noura.id }]);
    expect((await shop.post('/api/events', abandoned(1003), { token: 'stale-token-value' })).status).toBe(
      401,
    );
    expect(await storedEvents(1003)).toEqual([]);
  });

  it('stores an event once per Idempotency-Key', async () => {
    const options = { token: noura.token, idempotencyKey: 'abandon-1' };
    const first = await shop.post('/api/events', abandoned(1004), options);
    const again = await shop.post('/api/events', abandoned(1004), options);
    expect(again.body).toEqual(first.body);
    expect(await storedEvents(1004)).toHaveLength(1);
  });

  it.each([
    ['type', { type: '' }],
    ['at', { at: 'yesterday' }],
    ['payload', { payload: 'x' }],
    // Over the 2 KB a payload may hold, inside the 4 KB an event's body may.
    ['payload', { payload: { blob: 'x'.repeat(3_000) } }],
  ])('refuses a bad %s with a 400 naming it', async (field, changes) => {
    const reply = await shop.post<Failure>(
      '/api/events',
      { ...abandoned(1005), ...changes },
      { language: 'en' },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(`The field "${field}" is missing or not valid.`);
  });

  it('refuses a body over 4 KB with a 413', async () => {
    const reply = await shop.post<Failure>('/api/events', { ...abandoned(1006), pad: 'x'.repeat(300_000) });
    expect(reply.status).toBe(413);
  });
});
