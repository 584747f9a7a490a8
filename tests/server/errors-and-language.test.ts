import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { pickLanguage } from '../../server/http/language';
import { unusedDatabase } from './support/unused-database';

describe('the language of a reply (SPEC §1: Arabic by default)', () => {
  it.each([
    [undefined, 'ar'],
    ['', 'ar'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['ar-KW', 'ar'],
    ['fr-FR, en;q=0.5', 'en'],
    ['fr', 'ar'],
    ['en;q=0.3, ar;q=0.8', 'ar'],
    ['en;q=0, ar', 'ar'],
  ])('picks %j as %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('error replies', () => {
  const quietApp = () => {
    const logError = vi.fn();
    return { app: createApp({ db: unusedDatabase, mode: 'production', logError }), logError };
  };

  it('refuses malformed ids on every id route with a 400 before touching the database', async () => {
    const { app } = quietApp();
    for (const path of [
      '/api/getProductById/abc',
      '/api/hasVariants/1e3',
      '/api/category/-1/products',
      '/api/getProductById/%E0%A4%A',
      '/api/getPromoValid/%20%20',
    ]) {
      const response = await app.request(path, { headers: { 'Accept-Language': 'en' } });
      expect(response.status, path).toBe(400);
      expect(response.headers.get('Content-Language')).toBe('en');
      expect(await response.json()).toMatchObject({ status: false });
    }
  });

  it('answers an unknown API path with a 404 JSON message in Arabic or English', async () => {
    const { app } = quietApp();
    const arabic = await app.request('/api/no-such-call');
    expect(arabic.status).toBe(404);
    expect(arabic.headers.get('Content-Language')).toBe('ar');
    expect(await arabic.json()).toEqual({ status: false, message: 'لا يوجد شيء على هذا العنوان.' });
    const english = await app.request('/api/no-such-call', { headers: { 'Accept-Language': 'en' } });
    expect(await english.json()).toEqual({ status: false, message: 'There is nothing at this address.' });
  });

  it('turns a real fault into a logged 500 that names only the method and path', async () => {
    const { app, logError } = quietApp();
    const response = await app.request('/api/getBanners?token=secret', {
      headers: { 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      status: false,
      message: 'Something went wrong. Please try again.',
    });
    expect(logError).toHaveBeenCalledOnce();
    expect(logError.mock.calls[0]?.[0]).toBe('GET /api/getBanners failed');
  });

  it('allows cross-origin calls in development only, for the Vite dev server', async () => {
    const development = createApp({ db: unusedDatabase, mode: 'development', logError: vi.fn() });
    const production = createApp({ db: unusedDatabase, mode: 'production', logError: vi.fn() });
    const headers = { Origin: 'http://localhost:5173' };
    const devReply = await development.request('/api/getProductById/x', { headers });
    const prodReply = await production.request('/api/getProductById/x', { headers });
    expect(devReply.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(prodReply.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
