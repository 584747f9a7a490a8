import { describe, expect, it } from 'vitest';
import { healthRoutes, type Readiness } from '../../server/routes/health';

// Against a real process and database: tests/server/start.test.ts (ready, then draining on SIGTERM).
describe('GET /healthz and /readyz (docs/API.md, "Health and drain")', () => {
  it('answers health always, and readiness only while ready with the database answering', async () => {
    let readiness: Readiness = 'starting';
    let databaseUp = true;
    const routes = healthRoutes({
      readiness: () => readiness,
      databaseAnswers: async () => {
        if (!databaseUp) throw new Error('connection refused');
      },
    });
    const ask = async (path: string) => {
      const reply = await routes.request(path);
      return [reply.status, await reply.json()];
    };
    expect(await ask('/healthz')).toEqual([200, { status: 'ok' }]);
    expect(await ask('/readyz')).toEqual([503, { status: 'starting' }]);
    readiness = 'ready';
    expect(await ask('/readyz')).toEqual([200, { status: 'ready' }]);
    expect((await routes.request('/readyz')).headers.get('Cache-Control')).toBe('no-store');
    databaseUp = false;
    expect(await ask('/readyz')).toEqual([503, { status: 'database unreachable' }]);
    expect(await ask('/healthz')).toEqual([200, { status: 'ok' }]);
    databaseUp = true;
    readiness = 'draining';
    expect(await ask('/readyz')).toEqual([503, { status: 'draining' }]);
  });
});
