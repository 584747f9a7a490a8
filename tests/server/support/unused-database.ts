// A stand-in database for tests of routes that must answer before touching data (media, validation, client
// files). Any query throws, so a test also proves the route never reached the database.
import type { Database } from '../../../server/db/database';

export const unusedDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error('the database was used');
    },
  },
) as Database;
