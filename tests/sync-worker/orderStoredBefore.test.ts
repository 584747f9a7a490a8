import { describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../src/db';
import { engineHarness } from './support/engineHarness';
import { type LoggedIn, logIn, placeCashOrder } from './support/loggedIn';

const { engineWith, server } = engineHarness('order-stored-before');

/** A backend that ignores Idempotency-Key: every request reaches it under a key of its own. */
const ignoringTheKey = (request: Request) => {
  const headers = new Headers(request.headers);
  if (headers.has('idempotency-key')) headers.set('idempotency-key', crypto.randomUUID());
  return new Request(request, { headers });
};

const isOrderStore = (path: string) => path === '/order/store';

/** The first order call is stored by the server, but its answer is lost on the way back (a 502 from a proxy). */
function firstAnswerLost() {
  let lost = false;
  return async (path: string, response: Response) => {
    if (!isOrderStore(path) || lost) return response;
    lost = true;
    return Response.json({ status: false, message: 'Bad gateway' }, { status: 502 });
  };
}

async function ordersOnServer(customer: LoggedIn): Promise<number[]> {
  const response = await fetch(`${server().apiBase}/user/${customer.userId}/orders`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  return ((await response.json()) as { data: { id: number }[] }).data.map((order) => order.id);
}

const posts = (seen: Request[]) => seen.filter((request) => request.url.endsWith('/order/store'));

async function retryNow(db: ShopDatabase, key: string) {
  await db.events.findOne(key).incrementalPatch({ nextAttemptAt: 0 });
}

describe('an order retried against a backend that ignores Idempotency-Key', () => {
  it('is not stored twice: after a lost answer the customer’s orders show the first one, which the shop takes', async () => {
    const seen: Request[] = [];
    const { engine, db } = await engineWith({ seen, send: ignoringTheKey, rewrite: firstAnswerLost() });
    const customer = await logIn(engine, db);
    const key = await placeCashOrder(server().apiBase, db, customer);

    expect(await engine.outbox.push()).toMatchObject({ sent: 0, waiting: 1 });
    const [stored] = await ordersOnServer(customer);
    expect(stored).toBeDefined();

    await retryNow(db, key);
    expect(await engine.outbox.push()).toMatchObject({ sent: 1, failed: 0 });
    expect(await ordersOnServer(customer)).toEqual([stored]);
    expect(posts(seen)).toHaveLength(1);
    expect((await db.events.findOne(key).exec())?.outboxStatus).toBe('sent');
    const confirmed = await db.events.find({ selector: { type: 'OrderConfirmed' } }).exec();
    expect(confirmed.map((doc) => doc.payload)).toEqual([{ orderKey: key, orderId: stored }]);
  });

  it('is sent again when the first attempt never reached the server, and stored once', async () => {
    const seen: Request[] = [];
    let offline = false;
    // The connection drops as the order itself goes, after it was priced with the server's amounts.
    let asked: Request | null = null;
    const { engine, db } = await engineWith({
      seen,
      send: (request) => {
        asked = request;
        return ignoringTheKey(request);
      },
      offline: () =>
        offline && asked !== null && isOrderStore(new URL(asked.url).pathname.replace(/^\/api/, '')),
    });
    const customer = await logIn(engine, db);
    const key = await placeCashOrder(server().apiBase, db, customer);
    offline = true;
    expect(await engine.outbox.push()).toMatchObject({ waiting: 1 });

    offline = false;
    await retryNow(db, key);
    expect(await engine.outbox.push()).toMatchObject({ sent: 1 });
    expect(await ordersOnServer(customer)).toHaveLength(1);
    expect(posts(seen)).toHaveLength(2);
  });

  it('is not taken for an order of this device confirmed before, even one of the same things', async () => {
    let offline = false;
    const { engine, db } = await engineWith({ send: ignoringTheKey, offline: () => offline });
    const customer = await logIn(engine, db);
    await placeCashOrder(server().apiBase, db, customer);
    expect(await engine.outbox.push()).toMatchObject({ sent: 1 });

    // The shopper orders the same again, and its first attempt never gets through.
    const secondKey = await placeCashOrder(server().apiBase, db, customer);
    offline = true;
    expect(await engine.outbox.push()).toMatchObject({ waiting: 1 });
    offline = false;
    await retryNow(db, secondKey);
    expect(await engine.outbox.push()).toMatchObject({ sent: 1 });
    expect(await ordersOnServer(customer)).toHaveLength(2);
  });

  it('is sent again as before where the backend has no orders list to look in', async () => {
    const seen: Request[] = [];
    const lostAnswer = firstAnswerLost();
    const { engine, db } = await engineWith({
      seen,
      rewrite: async (path, response) =>
        /^\/user\/\d+\/orders$/.test(path)
          ? Response.json({ status: false, message: 'Not found' }, { status: 404 })
          : lostAnswer(path, response),
    });
    const customer = await logIn(engine, db);
    const key = await placeCashOrder(server().apiBase, db, customer);
    await engine.outbox.push();
    await retryNow(db, key);
    expect(await engine.outbox.push()).toMatchObject({ sent: 1 });
    // The reference server honours the key, so the second post answers the first order.
    expect(posts(seen)).toHaveLength(2);
    expect(await ordersOnServer(customer)).toHaveLength(1);
  });
});
