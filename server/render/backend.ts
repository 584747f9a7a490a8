// Where the server render reads the shop's API. By default the reference server's own app, in process; with
// RENDER_API_BASE, another backend over HTTP, so a shop in front of an ERP renders the ERP's catalogue and never
// the seed this server holds in its own database.
import type { Hono } from 'hono';
import { renderRequest } from '../http/request-record';
import type { Answer } from './cache';

export interface RenderBackend {
  /** The API's base as the render's API client is given it: a path in process, an absolute URL over HTTP. */
  apiBase: string;
  /** One API call, as the client's ApiClient makes it. Rejects when no answer came (unreachable, timed out). */
  ask(url: string, init?: RequestInit): Promise<Answer>;
}

export function inProcessBackend(app: Hono): RenderBackend {
  return {
    apiBase: '/api',
    async ask(url, init = {}) {
      // Marked as the render's own, so the access log and the metrics count shoppers' requests only.
      const response = await app.request(url, init, renderRequest);
      return { url, status: response.status, body: await response.text() };
    },
  };
}

/** A backend reached over HTTP: each call, its body included, gets at most `timeoutMs`. */
export function httpBackend(apiBase: string, timeoutMs: number): RenderBackend {
  return {
    apiBase: apiBase.replace(/\/+$/, ''),
    async ask(url, init = {}) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const response = await fetch(url, {
        ...init,
        signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      });
      return { url, status: response.status, body: await response.text() };
    },
  };
}
