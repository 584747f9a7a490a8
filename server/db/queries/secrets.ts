import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { serverSecrets } from '../schema';

/**
 * The secret `name` that every instance on this database shares: made (32 random bytes) by the first to ask and
 * read by the others. Two first asks at once both end with the one that was stored.
 */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`the shared secret ${name} was not stored`);
  return row.value;
}
