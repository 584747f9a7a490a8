// The customer's log across devices (DESIGN; docs/API.md "The customer's log"): push, pull by checkpoint and
// delete. The live stream is tested in customer-log-stream.test.ts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type LoggedIn, shopWithCustomers } from './support/customers';
import { cartCleared, cartItemAdded, eventId, favoriteToggled, type PushedEvent } from './support/log-events';
import type { Failure, SeededApp } from './support/seeded-app';

let shop: SeededApp;
let noura: LoggedIn;
let fahad: LoggedIn;
let huda: LoggedIn;
shopWithCustomers(3, {}, (opened) => {
  [shop, noura, fahad, huda] = opened as [SeededApp, LoggedIn, LoggedIn, LoggedIn];
});

type Stored = { status: 'success'; data: { stored: { id: string; seq: number }[] } };
type Pulled = {
  status: 'success';
  data: { events: (PushedEvent & { seq: number })[]; checkpoint: { seq: number } };
};

const push = (customer: LoggedIn, events: unknown[], language = 'en') =>
  shop.post<Stored & Pick<Failure, 'message'>>(
    '/api/customer/log',
    { events },
    { token: customer.token, language },
  );
const pull = (customer: LoggedIn, query = '') =>
  shop.get<Pulled & Pick<Failure, 'message'>>(`/api/customer/log${query}`, {
    token: customer.token,
    language: 'en',
  });
const pulledIds = async (customer: LoggedIn) =>
  (await pull(customer, '?limit=1000')).body.data.events.map((e) => e.id);

describe('POST /api/customer/log', () => {
  it('stores the events in the order sent and answers each one its seq, one after another', async () => {
    const events = [cartItemAdded(12), favoriteToggled(7), cartCleared()];
    const reply = await push(noura, events);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 'success',
      data: { stored: events.map((event, index) => ({ id: event.id, seq: index + 1 })) },
    });
    const pulled = await pull(noura);
    expect(pulled.body.data.events).toEqual(events.map((event, index) => ({ ...event, seq: index + 1 })));
  });

  it('stores an event once: a repeated push answers the same seqs and stores nothing new', async () => {
    const events = [cartItemAdded(21), cartItemAdded(22)];
    const first = await push(noura, events);
    const before = await pulledIds(noura);
    // Key order in a payload does not make it another event.
    const reordered = events.map((event) => ({
      payload: event.payload,
      at: event.at,
      type: event.type,
      id: event.id,
    }));
    const again = await push(noura, reordered);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await pulledIds(noura)).toEqual(before);
    // A push holding one stored and one new event stores only the new one, after everything before it.
    const next = cartCleared();
    const mixed = await push(noura, [events[1], next]);
    const lastSeq = first.body.data.stored[1]?.seq ?? 0;
    expect(mixed.body.data.stored).toEqual([
      { id: events[1]?.id, seq: lastSeq },
      { id: next.id, seq: lastSeq + 1 },
    ]);
    expect(await pulledIds(noura)).toEqual([...before, next.id]);
  });

  it('answers 409 for an id stored with another event, and stores nothing of that push', async () => {
    const stored = cartItemAdded(31);
    await push(noura, [stored]);
    const before = await pulledIds(noura);
    const changed = { ...stored, payload: { item: { id: '31', price: '1.000', quantity: 2 } } };
    const reply = await push(noura, [cartCleared(), changed]);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(
      'The event id in "events[1].id" is already stored with a different event.',
    );
    expect(await pulledIds(noura)).toEqual(before);
    expect((await push(noura, [{ ...stored, type: 'CartCleared', payload: {} }])).status).toBe(409);
    expect((await push(noura, [{ ...stored, at: stored.at + 1 }])).status).toBe(409);
  });

  it('keeps a payload as sent, fields the server does not know included', async () => {
    const event = cartItemAdded(41, {
      payload: { item: { id: '41', price: '3.250', quantity: 2, giftNote: 'لأمي' }, source: 'reels' },
    });
    await push(fahad, [event]);
    const pulled = await pull(fahad);
    expect(pulled.body.data.events.at(-1)?.payload).toEqual(event.payload);
  });
});

describe('GET /api/customer/log', () => {
  it('pages through the log by checkpoint, in seq order', async () => {
    const events = [cartItemAdded(1), cartItemAdded(2), cartItemAdded(3), cartItemAdded(4), cartItemAdded(5)];
    await push(huda, events);
    const seen: string[] = [];
    const checkpoints: number[] = [];
    let after = 0;
    // Bounded, so a pull that never moves on fails the test instead of looping.
    for (let page = 0; page < 10; page += 1) {
      const page = await pull(huda, `?after=${after}&limit=2`);
      expect(page.status).toBe(200);
      expect(page.body.data.events.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.events.map((event) => event.id));
      after = page.body.data.checkpoint.seq;
      checkpoints.push(after);
      if (page.body.data.events.length === 0) break;
    }
    expect(seen).toEqual(events.map((event) => event.id));
    expect(checkpoints).toEqual([2, 4, 5, 5]);
    // Without parameters: from the start, up to 200.
    expect((await pull(huda)).body.data.events.map((event) => event.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ['?after=-1'],
    ['?after=1.5'],
    ['?after=01'],
    ['?after=x'],
    ['?limit=0'],
    ['?limit=1001'],
    ['?limit=ten'],
  ])('refuses %s with a 400 that says what it takes', async (query) => {
    const reply = await pull(huda, query);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'after (or Last-Event-ID) must be a whole number from 0, and limit one from 1 to 1000.',
    );
  });
});

describe('a customer reaches only their own log', () => {
  it('another customer neither reads nor writes it, and the same event ids are theirs to use', async () => {
    const nourasIds = await pulledIds(noura);
    expect(nourasIds.length).toBeGreaterThan(0);
    const outsider = await shop.post<Stored>(
      '/api/customer/log',
      { events: [cartCleared()] },
      {
        token: huda.token,
      },
    );
    expect(outsider.status).toBe(200);
    // An id Noura stored is no conflict for Huda: it goes to Huda's own log.
    const copied = (await pull(noura)).body.data.events[0] as PushedEvent;
    const reused = await push(huda, [
      { id: copied.id, type: copied.type, at: copied.at, payload: copied.payload },
    ]);
    expect(reused.status).toBe(200);
    expect(await pulledIds(noura)).toEqual(nourasIds);
    expect(await pulledIds(huda)).toContain(copied.id);
    expect((await pulledIds(huda)).every((id) => id === copied.id || !nourasIds.includes(id))).toBe(true);
  });

  it('answers 401 without a token, or with one that is not a live token, on every call', async () => {
    const calls = [
      () => shop.post<Failure>('/api/customer/log', { events: [cartCleared()] }),
      () => shop.get<Failure>('/api/customer/log'),
      () => shop.get<Failure>('/api/customer/log', { token: 'not-a-live-token' }),
      () => shop.get<Failure>('/api/customer/log/stream'),
      async () => {
        const response = await shop.request('/api/customer/log', { method: 'DELETE' });
        return {
          status: response.status,
          headers: response.headers,
          body: (await response.json()) as Failure,
        };
      },
    ];
    for (const call of calls) {
      const reply = await call();
      expect(reply.status).toBe(401);
      expect(reply.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(reply.body.message).toBe('يرجى تسجيل الدخول للمتابعة.');
    }
  });
});

describe('the limits of a push', () => {
  it('refuses more than 100 events in one push with a 413', async () => {
    const events = Array.from({ length: 101 }, () => cartCleared());
    const reply = await push(fahad, events);
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe(
      'A push may carry at most 100 events. Please send the rest in another push.',
    );
    // 100 is allowed.
    expect((await push(fahad, events.slice(0, 100))).status).toBe(200);
  });

  it('refuses an event over 4 KB of JSON with a 413 naming it, in either language', async () => {
    const large = cartItemAdded(51, {
      payload: { item: { id: '51', price: '1.000', quantity: 1, description: 'x'.repeat(5_000) } },
    });
    const reply = await push(fahad, [cartCleared(), large]);
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe('The event "events[1]" is larger than 4 KB.');
    const arabic = await push(fahad, [large], 'ar');
    expect(arabic.body.message).toBe('الحدث "events[0]" أكبر من 4 كيلوبايت.');
  });

  it.each([
    ['an unknown type', { type: 'NameChanged', payload: { name: 'x' } }, 'events[0].type'],
    ['a type the log does not keep', { type: 'OrderPlaced' }, 'events[0].type'],
    ['an id with capitals', { id: 'ABC' }, 'events[0].id'],
    ['an id over 40 characters', { id: 'a'.repeat(41) }, 'events[0].id'],
    ['an empty id', { id: '' }, 'events[0].id'],
    ['a time before 1970', { at: -1 }, 'events[0].at'],
    ['a time that is not whole', { at: 1.5 }, 'events[0].at'],
    ['a payload that is not an object', { payload: [] }, 'events[0].payload'],
    [
      'a payload its type does not take',
      { payload: { item: { id: '5', price: 'free' } } },
      'events[0].payload.item.price',
    ],
    [
      'half a surrogate pair',
      { payload: { item: { id: '5', price: '1', name: '\ud800' } } },
      'events[0].payload',
    ],
  ])('refuses %s with a 400 naming the field', async (_what, changes, field) => {
    const reply = await push(fahad, [cartItemAdded(61, changes as Partial<PushedEvent>)]);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(`The field "${field}" is missing or not valid.`);
  });

  it('refuses a push without events, and an id twice in one push', async () => {
    for (const body of [{}, { events: [] }, { events: 'none' }]) {
      const reply = await shop.post<Failure>('/api/customer/log', body, {
        token: fahad.token,
        language: 'en',
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('The field "events" is missing or not valid.');
    }
    const event = cartCleared();
    const twice = await push(fahad, [event, cartCleared(), event]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('The event id in "events[2].id" appears earlier in this push.');
  });

  it('refuses a push that would take the log past 20,000 events with a 403, but still answers stored ids', async () => {
    const customer = huda;
    const stored = cartCleared();
    await push(customer, [stored]);
    // The log filled up to one short of the most: as if the customer had pushed for years.
    await shop.database.db.execute(sql`
      with last as (select log_seq from customers where id = ${customer.id}),
           room as (select 20000 - count(*) as free from customer_log where customer_id = ${customer.id})
      insert into customer_log (customer_id, seq, id, type, at, payload)
      select ${customer.id}, (select log_seq from last) + n, 'filler-' || n, 'CartCleared', 0, '{}'
      from generate_series(1, (select free from room) - 1) as n`);
    await shop.database.db.execute(sql`
      update customers set log_seq = (select max(seq) from customer_log where customer_id = ${customer.id})
      where id = ${customer.id}`);
    const full = await push(customer, [cartCleared(), cartCleared()]);
    expect(full.status).toBe(403);
    expect(full.body.message).toBe(
      'Your account has stored the most cart and favourites changes it can keep (20000).',
    );
    expect((await push(customer, [stored])).status).toBe(200);
    expect((await push(customer, [cartCleared()])).status).toBe(200);
    expect((await push(customer, [cartCleared()])).status).toBe(403);
    await shop.request('/api/customer/log', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${customer.token}` },
    });
  });

  it('lets a customer push 120 times a minute, then answers 429 with Retry-After', async () => {
    const event = { id: eventId(), type: 'PromoRemoved', at: 1, payload: {} };
    const customer = fahad;
    const spent = await shop.database.db.execute(
      sql`select count(*)::int as uses from rate_limit_hits where bucket = ${`customer-log:${customer.id}`}`,
    );
    const used = (spent as unknown as { rows: { uses: number }[] }).rows[0]?.uses ?? 0;
    for (let i = used; i < 120; i += 1) expect((await push(customer, [event])).status).toBe(200);
    const refused = await push(customer, [event]);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many changes were sent. Please try again in a moment.');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    // Another customer's budget is their own.
    expect((await push(noura, [cartCleared()])).status).toBe(200);
  });
});

describe('DELETE /api/customer/log', () => {
  it("removes every event of the caller's log, and only theirs; later events never reuse a seq", async () => {
    const customer = noura;
    const before = await pull(customer);
    const lastSeq = before.body.data.checkpoint.seq;
    expect(before.body.data.events.length).toBeGreaterThan(0);
    const fahadsBefore = await pulledIds(fahad);
    const response = await shop.request('/api/customer/log', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success' });
    expect((await pull(customer)).body.data).toEqual({ events: [], checkpoint: { seq: 0 } });
    expect(await pulledIds(fahad)).toEqual(fahadsBefore);
    const next = await push(customer, [cartCleared()]);
    expect(next.body.data.stored[0]?.seq).toBe(lastSeq + 1);
  });
});
