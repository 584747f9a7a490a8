import { describe, expect, it } from 'vitest';
import { selectionAfterDelete, toSelectedAddress } from '../../../src/domain';
import { address, selectedAddress } from '../factories';

describe('selected address (SPEC §3, §4 Addresses and promo)', () => {
  it('is built from a saved address', () => {
    expect(toSelectedAddress(address({ id: 3, street: 'S', city: 'C', area: 'A', phone: '1' }))).toEqual({
      fullName: 'Sara',
      street: 'S',
      city: 'C',
      piece: null,
      email: null,
      area: 'A',
      phone: '1',
      country: 'Kuwait',
      addressId: 3,
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
