import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../../server/http/client-address';

/** The client the server counts for a request carrying `forwardedFor`, with `proxyHops` proxies trusted. */
const clientOf = async (proxyHops: number, forwardedFor?: string) => {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, { proxyHops })));
  const reply = await app.request('/', forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : {});
  return reply.text();
};

describe('the client of a request behind TRUST_PROXY proxies (docs/API.md)', () => {
  it('takes the address the outermost trusted proxy appended, never what the client wrote before it', async () => {
    const chain = '6.6.6.6, 203.0.113.7, 10.0.0.2';
    expect(await clientOf(1, chain)).toBe('10.0.0.2');
    expect(await clientOf(2, chain)).toBe('203.0.113.7');
    expect(await clientOf(2, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For without trusted proxies, and a forwarded value that is not an address', async () => {
    expect(await clientOf(0, '203.0.113.7')).toBe('unknown');
    expect(await clientOf(1, '203.0.113.7, not-an-address')).toBe('unknown');
  });
});
