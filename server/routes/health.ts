// What a load balancer or an orchestrator asks an instance (docs/API.md, "Health and drain"): whether the process
// answers at all, and whether it should be sent shoppers now.
import { Hono } from 'hono';

/** `ready` once the database is prepared and the server listens; `draining` from the moment it is told to stop. */
export type Readiness = 'starting' | 'ready' | 'draining';

export function healthRoutes({
  databaseAnswers,
  readiness,
}: {
  /** Resolves when the database answers a query. */
  databaseAnswers: () => Promise<unknown>;
  readiness: () => Readiness;
}) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store');
      const state = readiness();
      if (state !== 'ready') return c.json({ status: state }, 503);
      try {
        await databaseAnswers();
      } catch {
        return c.json({ status: 'database unreachable' }, 503);
      }
      return c.json({ status: 'ready' });
    });
}
