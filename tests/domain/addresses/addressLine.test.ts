import { describe, expect, it } from 'vitest';
import { addressLine, buildOrderPayload, orderTotals } from '../../../src/domain';
import { cartItem, selectedAddress } from '../factories';

const home = selectedAddress({
  street: 'Street 12',
  piece: 'Block 3',
  city: 'Salmiya',
  area: 'Hawalli',
  country: 'Kuwait',
});

describe('an address as one line (SPEC §3 language rule)', () => {
  it('names the places in Arabic with the Arabic comma, and keeps what the shopper typed as typed', () => {
    expect(addressLine(home, 'ar')).toBe('Street 12، Block 3، السالمية، حولي، الكويت');
  });

  it('names them in English with the English comma', () => {
    expect(addressLine(home, 'en')).toBe('Street 12, Block 3, Salmiya, Hawalli, Kuwait');
  });

  it('leaves out empty parts and keeps a place the gazetteer does not know as stored', () => {
    expect(addressLine({ ...home, piece: '  ', city: 'Nowhere Town' }, 'ar')).toBe(
      'Street 12، Nowhere Town، حولي، الكويت',
    );
  });

  it('is the address an order sends, in the language the shopper checks out in', () => {
    const built = buildOrderPayload({
      userId: 7,
      address: home,
      items: [cartItem()],
      totals: orderTotals(1500, 0, 0),
      paymentMethod: 'cash',
      promoCode: null,
      language: 'ar',
    });
    expect(built.ok && built.payload.order_detail.address).toBe('Street 12، Block 3، السالمية، حولي، الكويت');
  });
});
