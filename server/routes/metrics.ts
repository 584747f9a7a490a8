// GET /metrics for Prometheus (docs/API.md, "Logs and metrics"). With a token, only a scraper that sends it as a
// bearer token is answered: the counts describe the shop's business. The token is compared in constant time.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { ShopMetrics } from '../metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsRoutes(metrics: ShopMetrics, token?: string) {
  return new Hono().get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (token !== undefined && !sameToken(c.req.header('Authorization') ?? '', `Bearer ${token}`)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.text('Unauthorized', 401);
    }
    const { contentType, text } = await metrics.scrape();
    return c.body(text, 200, { 'Content-Type': contentType });
  });
}
