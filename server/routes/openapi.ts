// GET /api/openapi.json: the shop's backend contract as OpenAPI 3.1 (server/contract/openApiDocument.ts), the
// same document as docs/openapi.json, for an integrator's tools to read from a running reference server.
import { Hono } from 'hono';
import { openApiDocument } from '../contract/openApiDocument';

export function openApiRoutes() {
  // Made on the first request, then kept: it changes only with the code.
  let document: string | undefined;
  return new Hono().get('/openapi.json', (c) => {
    document ??= JSON.stringify(openApiDocument());
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
}
