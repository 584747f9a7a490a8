import { describe, expect, it } from 'vitest';
import { type CartItem, emptyCartProjection, joinGuestLog } from '../../../src/domain';
import { cartItem } from '../factories';
import { favorite } from './factories';

const holding = (lines: CartItem[], favorites = [favorite(1)]) => ({
  cart: { ...emptyCartProjection(), cartProducts: lines },
  favorites,
});
const noStockKnown = () => null;

describe("a guest's cart and favourites joining the account's at login (DESIGN)", () => {
  it('adds the guest lines and favourites the account lacks', () => {
    const joined = joinGuestLog(
      holding([cartItem({ id: '1', quantity: 1 })]),
      holding([cartItem({ id: '2', quantity: 3 })], [favorite(1), favorite(2)]),
      noStockKnown,
    );
    expect(joined.map((event) => event.type)).toEqual(['CartItemAdded', 'FavoriteToggled']);
    expect(joined[0]?.payload).toMatchObject({ item: { id: '2', quantity: 3 } });
    expect(joined[1]?.payload).toMatchObject({ favorite: { id: 2 } });
  });

  it('keeps the larger quantity of one product and variant, capped by the stock (SPEC §4 Quantity)', () => {
    const account = holding([cartItem({ id: '3-7', quantity: 2, name: 'account copy' })]);
    const guest = holding([cartItem({ id: '3-7', quantity: 6, name: 'guest copy' })]);
    const joined = joinGuestLog(account, guest, () => 4);
    expect(joined).toEqual([
      { type: 'CartItemAdded', payload: { item: expect.objectContaining({ quantity: 4 }) } },
    ]);
    // The account's own line is raised, not replaced by the guest's copy.
    expect(joined[0]?.payload).toMatchObject({ item: { name: 'account copy' } });
  });

  it('never lowers what the account holds, and adds nothing out of stock', () => {
    const account = holding([cartItem({ id: '1', quantity: 5 })]);
    const guest = holding([cartItem({ id: '1', quantity: 2 }), cartItem({ id: '9', quantity: 1 })]);
    expect(joinGuestLog(account, guest, (item) => (item.id === '9' ? 0 : 3))).toEqual([]);
  });
});
