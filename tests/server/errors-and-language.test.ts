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

  it('answers a known path asked with another method with 405 and the methods it takes in Allow', async () => {
    const { app } = quietApp();
    for (const [method, path, allow] of [
      ['POST', '/api/getBanners', 'GET, HEAD'],
      ['DELETE', '/api/getProductById/3', 'GET, HEAD'],
      ['GET', '/api/customer/send-otp', 'POST'],
      ['PUT', '/api/customer/log', 'GET, HEAD, POST, DELETE'],
      ['GET', '/api/address/7/update', 'POST'],
    ] as const) {
      const response = await app.request(path, { method, headers: { 'Accept-Language': 'en' } });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('Allow'), `${method} ${path}`).toBe(allow);
      expect(await response.json()).toEqual({
        status: false,
        message: 'This address does not take this method; the Allow header lists those it takes.',
      });
    }
    expect((await app.request('/api/no-such-call', { method: 'POST' })).status).toBe(404);
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

describe('a JSON call’s body must say it is JSON', () => {
  const app = createApp({ db: unusedDatabase, mode: 'production', logError: vi.fn() });
  const sendOtp = (headers: Record<string, string>, body = '{"phone":"+96551234567","token":""}') =>
    app.request('/api/customer/send-otp', {
      method: 'POST',
      headers: { 'Accept-Language': 'en', ...headers },
      body,
    });

  it('refuses text/plain, a form or no type at all with a 415 before reading it, and reads any JSON type', async () => {
    // A page of another site may post these without a CORS preflight: none may start a login code's send.
    for (const type of [
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      undefined,
    ]) {
      const response = await sendOtp(type ? { 'Content-Type': type } : {});
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({
        status: false,
        message: 'The request body must be sent as JSON (Content-Type: application/json).',
      });
    }
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/vnd.shop+json']) {
      // A phone the schema refuses, so the call ends before the database, with the 400 of a body that was read.
      const response = await sendOtp({ 'Content-Type': type }, '{"phone":"12","token":""}');
      expect(response.status, type).toBe(400);
    }
  });
});
