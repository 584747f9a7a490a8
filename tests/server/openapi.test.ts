import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openApiDocument } from '../../server/contract/openApiDocument';
import { unusedDatabase } from './support/unused-database';

describe('GET /api/openapi.json (docs/API.md "The contract as OpenAPI")', () => {
  it('serves the contract, the same document as docs/openapi.json, as JSON with the security headers of every reply', async () => {
    const app = createApp({ db: unusedDatabase, mode: 'production', adminSecret: 'not-used-here' });
    const reply = await app.request('/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(reply.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(reply.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(await reply.json()).toEqual(openApiDocument());
  });
});
