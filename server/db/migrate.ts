// Applies the SQL files of ./migrations in name order, each in its own transaction together with its row in
// schema_migrations, so a failed file leaves nothing half-applied and a finished one is never run again.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from './database';
import { schemaMigrations } from './schema';

export const migrationsDir = join(import.meta.dirname, 'migrations');
const migrationName = /^\d{4}_[a-z0-9_]+\.sql$/;

export async function listMigrations(dir = migrationsDir): Promise<string[]> {
  const files = await readdir(dir);
  return files.filter((file) => migrationName.test(file)).sort();
}

/** Returns the names of the migrations applied by this call (empty when the database was up to date). */
export async function runMigrations(handle: DatabaseHandle, dir = migrationsDir): Promise<string[]> {
  await handle.runScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());',
  );
  const rows = await handle.db.select({ name: schemaMigrations.name }).from(schemaMigrations);
  const applied = new Set(rows.map((row) => row.name));
  const newlyApplied: string[] = [];
  for (const file of await listMigrations(dir)) {
    if (applied.has(file)) continue;
    const body = await readFile(join(dir, file), 'utf8');
    // The file name is checked against migrationName above, so it is safe inside the SQL literal.
    await handle.runScript(`${body}\nINSERT INTO schema_migrations (name) VALUES ('${file}');`);
    newlyApplied.push(file);
  }
  return newlyApplied;
}
