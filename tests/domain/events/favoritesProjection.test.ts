import { describe, expect, it } from 'vitest';
import { type Favorite, reduceFavorites, type ShopEvent } from '../../../src/domain';
import { ev, favorite, log } from './factories';

const fold = (events: ShopEvent[]) => events.reduce(reduceFavorites, [] as readonly Favorite[]);
const toggle = (id: number | string) => (n: number) => ev(n, 'FavoriteToggled', { favorite: favorite(id) });

describe('the favorites projection (SPEC §3 Favorite, §4 Other UI states)', () => {
  it('adds a product that is not a favorite yet', () => {
    expect(fold(log(toggle(1), toggle(2))).map((f) => f.id)).toEqual([1, 2]);
  });

  it('removes a product that is already a favorite', () => {
    expect(fold(log(toggle(1), toggle(2), toggle(1))).map((f) => f.id)).toEqual([2]);
  });

  it('never holds a duplicate id, even when the ERP sends it once as a number and once as a string', () => {
    expect(fold(log(toggle(5), toggle('5')))).toEqual([]);
  });

  it('empties the list on clear', () => {
    expect(fold(log(toggle(1), toggle(2), (n) => ev(n, 'FavoritesCleared', {})))).toEqual([]);
  });

  it('is kept on logout, which SPEC §4 Login does not list among what it clears', () => {
    expect(fold(log(toggle(1), (n) => ev(n, 'LoggedOut', {})))).toHaveLength(1);
  });
});
