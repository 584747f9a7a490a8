import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SyncError } from '../../src/db';
import { createApiClient } from '../../src/sync-worker';
import { FAULTS, FaultyNetwork, faultOf, SERVER_ERROR_TEXT } from './faultHarness';
import { expectNotice } from './shopperTexts';

const schema = z.object({ status: z.literal(true), data: z.array(z.number()) });

/** A client whose every request meets the network's fault before any server (none is needed). */
function faultyClient(network: FaultyNetwork, timeoutMs = 50) {
  return createApiClient({
    baseUrl: 'http://shop.test/api',
    language: () => 'ar',
    timeoutMs,
    fetch: network.fetch,
  });
}

/** A 200 whose body starts, then either stalls until the client gives up or is cut by the network. */
function bodyThat(ending: 'stalls' | 'is cut') {
  return createApiClient({
    baseUrl: 'http://shop.test/api',
    language: () => 'en',
    timeoutMs: 50,
    fetch: async (_input, init) => {
      const signal = init?.signal;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"status": true, "data": [1, 2'));
          if (ending === 'is cut') controller.error(new TypeError('terminated'));
          else signal?.addEventListener('abort', () => controller.error(signal.reason), { once: true });
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
}

describe('the API client meeting each fault (the typed failure every screen turns into text)', () => {
  it.each(FAULTS)('turns $name on a read into a "$error" failure instead of throwing', async (fault) => {
    const network = new FaultyNetwork();
    network.inject(fault);
    const result = await faultyClient(network).get('/numbers', schema);
    expect(result).toMatchObject({ ok: false, error: fault.error });
    expect(network.sent).toEqual([
      expect.objectContaining({ method: 'GET', path: '/numbers', fault: fault.kind }),
    ]);
  });

  it.each(FAULTS)(
    'turns $name on a write into a "$error" failure, keeping the idempotency key sent',
    async (fault) => {
      const network = new FaultyNetwork();
      network.inject(fault);
      const result = await faultyClient(network).post('/things', { a: 1 }, schema, {
        idempotencyKey: 'key-1',
      });
      expect(result).toMatchObject({ ok: false, error: fault.error });
      expect(network.withKey('key-1')).toHaveLength(1);
    },
  );

  it("keeps the server's message of a JSON 500 and names the call when the 500 is not JSON", async () => {
    const network = new FaultyNetwork();
    const client = faultyClient(network);
    network.inject(faultOf('status500Json'));
    expect(await client.get('/numbers', schema)).toEqual({
      ok: false,
      error: 'server',
      status: 500,
      message: SERVER_ERROR_TEXT,
      // The body is kept for what it says beyond its message (a 409's code and short lines).
      body: { status: false, message: SERVER_ERROR_TEXT },
    });
    network.inject(faultOf('status500Html'));
    expect(await client.get('/numbers', schema)).toMatchObject({
      status: 500,
      message: expect.stringContaining('/numbers'),
    });
  });

  it('calls a body that starts and then stalls past the time-out a time-out, not a malformed answer', async () => {
    expect(await bodyThat('stalls').get('/numbers', schema)).toMatchObject({ ok: false, error: 'timeout' });
  });

  it('calls a body cut by the network half-way offline, not a malformed answer', async () => {
    expect(await bodyThat('is cut').get('/numbers', schema)).toMatchObject({ ok: false, error: 'offline' });
  });

  it.each<SyncError>(['offline', 'timeout', 'server', 'invalidResponse'])(
    'has a translated notice for a "%s" failure in English and Arabic',
    async (error) => {
      await expectNotice(error);
    },
  );
});
