import { get } from 'node:http';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { listen } from '../../server/listen';

describe('the HTTP listener (server/listen.ts)', () => {
  it('keeps an idle connection open longer than a proxy in front keeps it (Caddy: 2 minutes), so the proxy closes first', async () => {
    const server = await listen(
      new Hono().get('/ping', (c) => c.text('pong')),
      {
        port: 0,
        hostname: '127.0.0.1',
      },
    );
    try {
      const keepAlive = await new Promise<string | undefined>((resolve, reject) =>
        get(`http://127.0.0.1:${server.port}/ping`, (reply) => {
          reply.resume();
          resolve(String(reply.headers['keep-alive']));
        }).on('error', reject),
      );
      const seconds = Number(/timeout=(\d+)/.exec(keepAlive ?? '')?.[1]);
      expect(seconds).toBeGreaterThan(120);
    } finally {
      await server.close(0);
    }
  });
});
