import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Readiness } from '../../server/routes/health';
import { openSeededDatabase } from '../../server/testing';

describe('GET /healthz and /readyz (docs/API.md, "Health and drain")', () => {
  it('answers health always, and readiness only while ready with the database reachable', async () => {
    const database = await openSeededDatabase();
    let readiness: Readiness = 'starting';
    const app = createApp({ db: database.db, mode: 'production', readiness: () => readiness });
    const ask = async (path: string) => {
      const reply = await app.request(path);
      return [reply.status, await reply.json()];
    };
    try {
      expect(await ask('/healthz')).toEqual([200, { status: 'ok' }]);
      expect(await ask('/readyz')).toEqual([503, { status: 'starting' }]);
      readiness = 'ready';
      expect(await ask('/readyz')).toEqual([200, { status: 'ready' }]);
      expect((await app.request('/readyz')).headers.get('Cache-Control')).toBe('no-store');
      readiness = 'draining';
      expect(await ask('/readyz')).toEqual([503, { status: 'draining' }]);
      readiness = 'ready';
    } finally {
      await database.close();
    }
    expect(await ask('/readyz')).toEqual([503, { status: 'database unreachable' }]);
    expect(await ask('/healthz')).toEqual([200, { status: 'ok' }]);
  });
});
