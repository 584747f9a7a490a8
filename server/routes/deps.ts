import type { Database } from '../db/database';

/** What route modules need from the app; `now` is injectable so expiry rules can be tested. */
export type RouteDeps = { db: Database; now: () => Date };
