import { describe, expect, it } from 'vitest';
import {
  type AddressCard,
  addressToPreselect,
  emptyAddressForm,
  type SelectedAddress,
} from '../../../src/domain';

const card = (key: string): AddressCard => ({
  key,
  serverId: Number(key),
  clientId: null,
  server: null,
  form: emptyAddressForm('Kuwait'),
  pending: false,
});

const selected = { addressId: 1 } as SelectedAddress;

describe('the address checkout starts from (checkout knows your address)', () => {
  it('is the only address saved, or else the one saved last', () => {
    expect(addressToPreselect([card('4')], null)?.key).toBe('4');
    expect(addressToPreselect([card('4'), card('9'), card('6')], null)?.key).toBe('6');
  });

  it('is none when an address is selected already, or none is saved', () => {
    expect(addressToPreselect([card('4')], selected)).toBeNull();
    expect(addressToPreselect([], null)).toBeNull();
  });
});
