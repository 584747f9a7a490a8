import type { DatabaseHandle } from './db/database';
import { runMigrations } from './db/migrate';
import { sharedSecret } from './db/queries/secrets';
import { seedIfEmpty } from './seed/apply-seed';

/** The advisory lock instances take in turn while they prepare a shared database (any constant unique to the shop). */
const startUpLock = 5_109_001;

/**
 * What an instance does to a database before it serves: migrations, the seed of an empty catalogue, and the
 * secrets every instance shares, one instance at a time, so any number started at once on an empty database all
 * come up on the same schema, catalogue and keys. An `otpSecret` from the environment is used as given.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { otpSecret?: string | undefined } = {},
): Promise<{ otpSecret: string }> {
  return handle.exclusively(startUpLock, async () => {
    await runMigrations(handle);
    await seedIfEmpty(handle.db);
    return { otpSecret: options.otpSecret ?? (await sharedSecret(handle.db, 'otp')) };
  });
}
