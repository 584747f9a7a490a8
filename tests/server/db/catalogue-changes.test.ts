import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  currentChangeSeq,
  listSearchFieldsChangedBetween,
} from '../../../server/db/queries/catalogue-changes';
import { products } from '../../../server/db/schema';
import { openSeededDatabase, testDatabaseKind } from '../../../server/testing';

describe('catalogue change numbers (docs/API.md "GET /catalogue/changes")', () => {
  // Two writers at once need two connections: PGlite has one, so there the question cannot arise.
  it.runIf(testDatabaseKind === 'postgres')(
    'never let a writer that committed late hide under a watermark read meanwhile',
    async () => {
      const handle = await openSeededDatabase();
      try {
        const [first, second] = await handle.db.select({ id: products.id }).from(products).limit(2);
        if (!first || !second) throw new Error('the seed has fewer than two products');
        const raisePrice = { price: sql`${products.price} + 1` };
        const before = await currentChangeSeq(handle.db);

        let commitEarly = () => {};
        const held = new Promise<void>((resolve) => {
          commitEarly = resolve;
        });
        let drawn = () => {};
        const firstDrawn = new Promise<void>((resolve) => {
          drawn = resolve;
        });
        // The first writer draws its number and stays open; the second writes and commits meanwhile.
        const early = handle.db.transaction(async (tx) => {
          await tx.update(products).set(raisePrice).where(eq(products.id, first.id));
          drawn();
          await held;
        });
        await firstDrawn;
        const late = handle.db.transaction(async (tx) => {
          await tx.update(products).set(raisePrice).where(eq(products.id, second.id));
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const watermark = await currentChangeSeq(handle.db);
        commitEarly();
        await Promise.all([early, late]);

        const after = await listSearchFieldsChangedBetween(
          handle.db,
          watermark,
          await currentChangeSeq(handle.db),
        );
        expect(watermark).toBe(before);
        expect(after.map((row) => row.productId).sort()).toEqual([first.id, second.id].sort());
      } finally {
        await handle.close();
      }
    },
  );
});
