// POST /events is open to guests, so an event is small and each client may send only so many an hour; and stored
// idempotency answers are pruned after a retention period (docs/API.md).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultIdempotencyRetentionDays, pruneExpiredRecords } from '../../../server/housekeeping';
import { eventsPerClientPerHour } from '../../../server/routes/events';
import { type LoggedIn, shopWithCustomers } from '../support/customers';
import type { Failure, SeededApp } from '../support/seeded-app';

let clock = new Date('2026-06-01T09:00:00Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const hour = 60 * 60_000;
const day = 24 * hour;

let shop: SeededApp;
let noura: LoggedIn;
shopWithCustomers(1, { now: () => clock }, (opened) => {
  [shop, noura] = opened;
});

let sent = 0;
const event = (payload: Record<string, unknown> = { itemCount: 1, totalFils: ++sent }) => ({
  type: 'CartAbandoned',
  at: '2026-06-01T09:10:00.000Z',
  payload,
});
const send = (
  body: unknown,
  options: { clientAddress?: string; token?: string; idempotencyKey?: string } = {},
) => shop.post<Failure>('/api/events', body, { language: 'en', ...options });
const rows = async (query: ReturnType<typeof sql>) =>
  ((await shop.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('the size of an event', () => {
  it('refuses a payload over 2 KB with a 400 naming it, and a body over 4 KB with a 413', async () => {
    const big = await send(event({ note: 'x'.repeat(2_100) }), { clientAddress: '192.0.2.1' });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('The field "payload" is missing or not valid.');
    const huge = await send(event({ note: 'x'.repeat(16_000) }), { clientAddress: '192.0.2.1' });
    expect(huge.status).toBe(413);
  });
});

describe('the rate of events per client', () => {
  it(`stores at most ${eventsPerClientPerHour} events an hour from one guest address; others are unaffected`, async () => {
    const guest = '192.0.2.10';
    const statuses = [];
    for (let index = 0; index < eventsPerClientPerHour + 5; index += 1)
      statuses.push((await send(event(), { clientAddress: guest })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(eventsPerClientPerHour);
    const refused = await send(event(), { clientAddress: guest });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3600');
    expect(refused.body.message).toBe('Too many events were sent. Please try again later.');
    expect((await send(event(), { clientAddress: '192.0.2.11' })).status).toBe(200);
    later(hour);
    expect((await send(event(), { clientAddress: guest })).status).toBe(200);
  });

  it('counts a logged-in customer’s events as theirs, from whatever address', async () => {
    const statuses = [];
    for (let index = 0; index < eventsPerClientPerHour + 1; index += 1)
      statuses.push(
        (await send(event(), { token: noura.token, clientAddress: `192.0.2.${100 + index}` })).status,
      );
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200)).toHaveLength(eventsPerClientPerHour);
  });

  it('answers a repeated Idempotency-Key from the stored answer without spending the budget', async () => {
    const guest = '192.0.2.20';
    const body = event();
    for (let index = 0; index < eventsPerClientPerHour + 5; index += 1)
      expect((await send(body, { clientAddress: guest, idempotencyKey: 'guest-event-1' })).status).toBe(200);
    expect((await send(event(), { clientAddress: guest })).status).toBe(200);
  });
});

describe('pruning stored idempotency answers', () => {
  it(`drops answers older than ${defaultIdempotencyRetentionDays} days and keeps younger ones`, async () => {
    later(day);
    await send(event(), { clientAddress: '192.0.2.30', idempotencyKey: 'old-event' });
    later((defaultIdempotencyRetentionDays - 1) * day);
    await send(event(), { clientAddress: '192.0.2.30', idempotencyKey: 'young-event' });
    later(day + hour);
    await pruneExpiredRecords(shop.database.db, {
      now: clock,
      retentionDays: defaultIdempotencyRetentionDays,
    });
    const keys = (
      await rows(sql`select key from idempotency_keys where key in ('old-event', 'young-event')`)
    ).map((row) => row.key);
    expect(keys).toEqual(['young-event']);
    // Budget uses older than a day count for nothing and are dropped too.
    expect(
      await rows(sql`select 1 from rate_limit_hits where at < ${new Date(clock.getTime() - day)}`),
    ).toEqual([]);
  });
});
