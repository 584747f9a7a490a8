import { describe, expect, it } from 'vitest';
import { selectionAfterDelete, toSelectedAddress } from '../../../src/domain';
import { address, selectedAddress } from '../factories';

describe('selected address (SPEC §3, §4 Addresses and promo)', () => {
  it('is built from a saved address', () => {
    expect(toSelectedAddress(address({ id: 3, street: 'S', city: 'C', area: 'A', phone: '1' }))).toEqual({
      fullName: 'Sara',
      street: 'S',
      avenue: null,
      city: 'C',
      piece: null,
      house: null,
      floor: null,
      apartment: null,
      email: null,
      area: 'A',
      phone: '1',
      country: 'Kuwait',
      addressId: 3,
    });
  });

  it("keeps a Kuwaiti address's block as its piece, with its avenue, house, floor and apartment", () => {
    const saved = address({
      id: 3,
      block_avenue: '5',
      street: '12, Avenue 3',
      house: '7',
      address: 'House 7, Floor 2, Apartment 4',
    });
    expect(toSelectedAddress(saved)).toMatchObject({
      piece: '5',
      street: '12',
      avenue: '3',
      house: '7',
      floor: '2',
      apartment: '4',
    });
  });

  it('is cleared when the selected address is deleted', () => {
    expect(selectionAfterDelete(selectedAddress({ addressId: 7 }), '7')).toBeNull();
  });

  it('is kept when another address is deleted', () => {
    const selected = selectedAddress({ addressId: 7 });
    expect(selectionAfterDelete(selected, 8)).toBe(selected);
  });
});
