import { describe, expect, it } from 'vitest';
import { FavoriteSchema, favoriteFromProduct, isFavorite } from '../../../src/domain';

const lamp = {
  productId: 5,
  name: 'مصباح',
  nameEn: 'Lamp',
  priceFils: 12_500,
  quantity: 3,
  image: '/media/lamp.svg',
  description: 'Brass lamp',
};

describe('a favorite built from a product (SPEC §3 Favorite)', () => {
  it('keeps the id, both names, the price in KD, the stock and when it was added', () => {
    const favorite = favoriteFromProduct(lamp, '2025-01-01T10:00:00.000Z');
    expect(favorite).toEqual({
      id: 5,
      name: 'مصباح',
      title: 'Lamp',
      price: 12.5,
      description: 'Brass lamp',
      image: '/media/lamp.svg',
      quantity: 3,
      addedAt: '2025-01-01T10:00:00.000Z',
    });
    expect(FavoriteSchema.parse(favorite)).toEqual(favorite);
  });

  it('is found by product id whether the id is a number or a string', () => {
    const favorites = [favoriteFromProduct(lamp, '2025-01-01T10:00:00.000Z')];
    expect(isFavorite(favorites, 5)).toBe(true);
    expect(isFavorite(favorites, '5')).toBe(true);
    expect(isFavorite(favorites, 6)).toBe(false);
  });
});
