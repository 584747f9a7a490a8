/**
 * Migrations stay compatible with the previous release for one release (docs/API.md, "Migrations stay compatible
 * for one release"): during a rolling upgrade the old instances keep serving on the migrated schema. Each migration
 * since the rule was written is applied in turn to a database at the one before it, and what the previous
 * release's queries rely on must still hold: every column it reads is still there with its type, and a column a
 * migration adds to an existing table is nullable or has a default, so the old release's inserts still work.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listMigrations, migrationsDir } from '../../../server/db/migrate';
import { openEmptyDatabase } from '../../../server/testing';

/** The first migration written under the rule; those before it were released with no instance to stay compatible with. */
const firstUnderTheRule = '0007_server_secrets.sql';

type Column = { table: string; column: string; type: string; nullable: boolean; hasDefault: boolean };

describe('migrations (server/db/migrate.ts)', () => {
  it('each keep every column the release before it reads, and add to existing tables only what old inserts can leave out', async () => {
    const database = await openEmptyDatabase();
    try {
      const columns = async (): Promise<Map<string, Column>> => {
        type Row = {
          table_name: string;
          column_name: string;
          data_type: string;
          is_nullable: string;
          column_default: string | null;
        };
        const result = await database.db.execute(sql`
          select table_name, column_name, data_type, is_nullable, column_default
          from information_schema.columns where table_schema = 'public'`);
        const rows = (result as unknown as { rows: Row[] }).rows;
        return new Map(
          rows.map((row) => [
            `${row.table_name}.${row.column_name}`,
            {
              table: row.table_name,
              column: row.column_name,
              type: row.data_type,
              nullable: row.is_nullable === 'YES',
              hasDefault: row.column_default !== null,
            },
          ]),
        );
      };
      const files = await listMigrations();
      expect(files).toContain(firstUnderTheRule);
      const problems: string[] = [];
      for (const file of files) {
        const before = await columns();
        await database.runScript(await readFile(join(migrationsDir, file), 'utf8'));
        if (file < firstUnderTheRule) continue;
        const after = await columns();
        const oldTables = new Set([...before.values()].map((column) => column.table));
        for (const [name, column] of before) {
          const now = after.get(name);
          if (!now) problems.push(`${file} removes ${name}`);
          else if (now.type !== column.type) problems.push(`${file} changes the type of ${name}`);
        }
        for (const [name, column] of after)
          if (!before.has(name) && oldTables.has(column.table) && !column.nullable && !column.hasDefault)
            problems.push(`${file} adds ${name}, which old inserts cannot fill`);
      }
      expect(problems).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
