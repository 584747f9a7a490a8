import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hearCatalogueChanges } from '../../../server/catalogue/catalogue-changes-heard';
import { catalogueVersion } from '../../../server/db/schema';
import { openSeededDatabase } from '../../../server/testing';

describe('catalogue changes announced to every instance (0009_catalogue_announced.sql)', () => {
  it('hears a price changed with plain SQL, bumps the version, and nothing of a customer’s writes', async () => {
    const handle = await openSeededDatabase();
    const heard = await hearCatalogueChanges(handle);
    try {
      let changes = 0;
      heard.subscribe(() => {
        changes++;
      });
      const version = async () => (await handle.db.select().from(catalogueVersion))[0]?.version;
      const before = await version();

      await handle.db.execute(
        sql`update products set price = price + 1 where id = (select min(id) from products)`,
      );
      await expect.poll(() => changes).toBe(1);
      expect(await version()).toBe((before ?? 0) + 1);

      await handle.db.execute(sql`insert into customers (phone) values ('+96599000001')`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(changes).toBe(1);
    } finally {
      await heard.stop();
      await handle.close();
    }
  });
});
