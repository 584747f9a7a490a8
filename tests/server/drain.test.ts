import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { drain } from '../../server/drain';
import { listen } from '../../server/listen';

/** A server whose /slow answers only once the test lets it, and a log of what happened in which order. */
async function serverWithSlowRequest() {
  const log: string[] = [];
  let letSlowAnswer = () => {};
  const answered = new Promise<void>((resolve) => {
    letSlowAnswer = resolve;
  });
  const app = new Hono()
    .get('/ping', (c) => c.text('pong'))
    .get('/slow', async (c) => {
      await answered;
      log.push('slow answered');
      return c.text('done');
    });
  const server = await listen(app, { port: 0, hostname: '127.0.0.1' });
  const base = `http://127.0.0.1:${server.port}`;
  const slow = fetch(`${base}/slow`).then(async (reply) => [reply.status, await reply.text()]);
  // The slow request has reached the server before the drain starts.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { server, base, slow, log, letSlowAnswer };
}

describe('draining an instance on SIGTERM (server/drain.ts)', () => {
  it('turns readiness off at once, still serves through the grace, lets the request in flight finish, then closes the rest', async () => {
    const { server, base, slow, log, letSlowAnswer } = await serverWithSlowRequest();
    const drained = drain(
      server,
      {
        markDraining: () => log.push('draining'),
        closeRest: async () => {
          log.push('rest closed');
        },
      },
      { graceMs: 300, timeoutMs: 5_000 },
    );
    expect(log).toEqual(['draining']);
    expect(await (await fetch(`${base}/ping`)).text()).toBe('pong');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(fetch(`${base}/ping`)).rejects.toThrow();
    expect(log).toEqual(['draining']);
    letSlowAnswer();
    expect(await slow).toEqual([200, 'done']);
    await drained;
    expect(log).toEqual(['draining', 'slow answered', 'rest closed']);
  });

  it('cuts a request that outlasts the time-out, and still closes the rest', async () => {
    const { server, slow, log, letSlowAnswer } = await serverWithSlowRequest();
    await drain(
      server,
      {
        markDraining: () => log.push('draining'),
        closeRest: async () => {
          log.push('rest closed');
        },
      },
      { graceMs: 0, timeoutMs: 200 },
    );
    await expect(slow).rejects.toThrow();
    expect(log).toEqual(['draining', 'rest closed']);
    letSlowAnswer();
  });
});
