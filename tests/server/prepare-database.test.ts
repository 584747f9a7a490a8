import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { listMigrations } from '../../server/db/migrate';
import { products, schemaMigrations } from '../../server/db/schema';
import { prepareDatabase } from '../../server/prepare-database';
import { createEmptyPostgresDatabase, openSeededDatabase, testDatabaseKind } from '../../server/testing';
import { newPhone } from './support/customers';

const countOf = async (handle: DatabaseHandle, table: PgTable) => {
  const [row] = await handle.db.select({ n: count() }).from(table);
  return row?.n;
};

describe('preparing a database for the instances that share it', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openSeededDatabase();
  });
  afterAll(() => handle.close());

  // A first preparation of an empty database (migrations and the seed) is what every start of
  // tests/server/start.test.ts does; here the database is seeded already, as at every later start.
  it('keeps one login-code key for every later start, or takes the one given', async () => {
    const seeded = await countOf(handle, products);
    const first = await prepareDatabase(handle);
    expect(first.otpSecret).toMatch(/^[0-9a-f]{64}$/);
    expect((await prepareDatabase(handle)).otpSecret).toBe(first.otpSecret);
    expect(await countOf(handle, products)).toBe(seeded);
    expect(await countOf(handle, schemaMigrations)).toBe((await listMigrations()).length);
    expect((await prepareDatabase(handle, { otpSecret: 'from-the-environment-0123' })).otpSecret).toBe(
      'from-the-environment-0123',
    );
  });

  it('lets a login code sent through one instance verify through another', async () => {
    const instance = async () => {
      const { otpSecret } = await prepareDatabase(handle);
      return createApp({ db: handle.db, mode: 'development', otpSecret });
    };
    const [one, other] = await Promise.all([instance(), instance()]);
    const post = (app: typeof one, path: string, body: object) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const phone = newPhone();
    const sent = (await (await post(one, '/api/customer/send-otp', { phone, token: '' })).json()) as {
      otp: string;
    };
    const verified = (await (
      await post(other, '/api/customer/verify-otp', { phone, otp: sent.otp, token: '' })
    ).json()) as { success: boolean };
    expect(verified.success).toBe(true);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'brings up three instances started at the same moment on one empty PostgreSQL, with one schema, catalogue and key',
    async () => {
      const scratch = await createEmptyPostgresDatabase();
      const handles = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: scratch.url })));
      try {
        const prepared = await Promise.all(handles.map((handle) => prepareDatabase(handle)));
        expect(new Set(prepared.map(({ otpSecret }) => otpSecret)).size).toBe(1);
        const handle = handles[0] as DatabaseHandle;
        expect(await countOf(handle, schemaMigrations)).toBe((await listMigrations()).length);
        const seeded = await openSeededDatabase();
        try {
          expect(await countOf(handle, products)).toBe(await countOf(seeded, products));
        } finally {
          await seeded.close();
        }
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await scratch.drop();
      }
    },
  );
});
