// docs/DEPLOY.md "A street map": the street style the operator names (MAP_STYLE_URL) reaches the map's chunk as a
// module of the shop's server, and the Content-Security-Policy lets the app fetch from the style's origin.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { unusedDatabase } from './support/unused-database';

const shopWith = (options: { mapStyleUrl?: string; connectOrigins?: string[] } = {}) =>
  createApp({ db: unusedDatabase, mode: 'production', adminSecret: 'long-enough', ...options });

const connectSources = (response: Response) =>
  /connect-src ([^;]*)/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]?.split(' ');

/** What the map's chunk reads of the module, evaluated as the browser would. */
async function styleUrlOf(response: Response): Promise<unknown> {
  const loaded = await import(`data:text/javascript,${encodeURIComponent(await response.text())}`);
  return loaded.styleUrl;
}

describe('the street map setting (MAP_STYLE_URL)', () => {
  it('without one, tells the map to draw its own outlines and allows no other origin', async () => {
    const response = await shopWith().request('/map-style.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await styleUrlOf(response)).toBeNull();
    expect(connectSources(response)).toEqual(["'self'"]);
  });

  it('names the style to the map, and lets every page, file and worker of the shop fetch from its origin', async () => {
    const shop = shopWith({
      mapStyleUrl: 'https://maps.example/styles/kuwait.json?v=2',
      connectOrigins: ['https://erp.example', 'https://maps.example'],
    });
    const response = await shop.request('/map-style.js');
    expect(await styleUrlOf(response)).toBe('https://maps.example/styles/kuwait.json?v=2');
    for (const reply of [
      response,
      await shop.request('/api/geocode/reverse?lat=29.3&lng=48'),
      await shop.request('/healthz'),
    ])
      expect(connectSources(reply)).toEqual(["'self'", 'https://erp.example', 'https://maps.example']);
  });
});
