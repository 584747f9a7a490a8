import { describe, expect, it } from 'vitest';
import { FavoriteSchema } from '../../../src/domain';

describe('Favorite schema (SPEC §3 Favorite)', () => {
  it('folds pid, productName and stock into id, name and quantity', () => {
    expect(
      FavoriteSchema.parse({
        pid: 3,
        productName: 'Lamp',
        price: '4',
        stock: 2,
        addedAt: '2025-01-01T00:00:00Z',
      }),
    ).toMatchObject({ id: 3, name: 'Lamp', price: 4, quantity: 2 });
  });

  it('requires the time it was added', () => {
    expect(FavoriteSchema.safeParse({ id: 3, price: 4 }).success).toBe(false);
  });
});
