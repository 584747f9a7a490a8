import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../src/sync-worker';

const schema = z.object({ status: z.literal(true), data: z.array(z.number()) });

const clientAnswering = (answer: (request: Request) => Promise<Response>, timeoutMs = 1000) =>
  createApiClient({
    baseUrl: 'http://shop.test/api/',
    language: () => 'en',
    timeoutMs,
    fetch: (input, init) => answer(new Request(input, init)),
  });

describe('the API client', () => {
  it('returns the parsed body of a valid response and sends the current language', async () => {
    let seen: Request | undefined;
    const client = clientAnswering(async (request) => {
      seen = request;
      return Response.json({ status: true, data: [1, 2] });
    });
    expect(await client.get('/numbers', schema)).toEqual({ ok: true, value: { status: true, data: [1, 2] } });
    expect(seen?.url).toBe('http://shop.test/api/numbers');
    expect(seen?.headers.get('Accept-Language')).toBe('en');
  });

  it('reports a body that fails the schema as an invalid response naming the path', async () => {
    const client = clientAnswering(async () => Response.json({ status: true, data: 'not a list' }));
    const result = await client.get('/numbers', schema);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBe('invalidResponse');
      expect(result.message).toContain('/numbers');
    }
  });

  it('reports a body that is not JSON as an invalid response', async () => {
    const client = clientAnswering(async () => new Response('<html>oops</html>', { status: 200 }));
    expect(await client.get('/numbers', schema)).toMatchObject({ ok: false, error: 'invalidResponse' });
  });

  it("keeps the server's message of an error status, and its body for what else it says", async () => {
    const client = clientAnswering(async () =>
      Response.json({ status: false, code: 'badId', message: 'Bad id' }, { status: 400 }),
    );
    expect(await client.get('/numbers', schema)).toEqual({
      ok: false,
      error: 'server',
      status: 400,
      message: 'Bad id',
      body: { status: false, code: 'badId', message: 'Bad id' },
    });
  });

  it('reports a network cut as offline', async () => {
    const client = clientAnswering(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await client.get('/numbers', schema)).toMatchObject({ ok: false, error: 'offline' });
  });

  it('gives up on a server that does not answer in time', async () => {
    // Listens on the client's own signal: a Request's copy of a timeout signal can be garbage-collected on Node 20
    // before it fires, which would make this test hang rather than the client.
    const client = createApiClient({
      baseUrl: 'http://shop.test/api',
      language: () => 'en',
      timeoutMs: 30,
      fetch: (_input, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    expect(await client.get('/numbers', schema)).toMatchObject({ ok: false, error: 'timeout' });
  });
});
