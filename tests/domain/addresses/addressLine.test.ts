import { describe, expect, it } from 'vitest';
import { addressLine, buildOrderPayload, orderTotals, streetParts } from '../../../src/domain';
import { cartItem, selectedAddress } from '../factories';

const home = selectedAddress({
  street: 'Street 12',
  piece: 'Block 3',
  city: 'Salmiya',
  area: 'Hawalli',
  country: 'Kuwait',
});

/** A Kuwaiti address typed as bare numbers, as most are. */
const dasma = selectedAddress({
  piece: '5',
  street: '12',
  avenue: null,
  house: '7',
  floor: null,
  apartment: null,
  city: 'Dasma',
  area: 'Al Asimah',
  country: 'Kuwait',
});

describe('an address as one line (SPEC §3 language rule)', () => {
  it('names the places in Arabic with the Arabic comma, and keeps what the shopper typed as typed', () => {
    expect(addressLine(home, 'ar')).toBe('Block 3، Street 12، السالمية، حولي، الكويت');
  });

  it('names them in English with the English comma', () => {
    expect(addressLine(home, 'en')).toBe('Block 3, Street 12, Salmiya, Hawalli, Kuwait');
  });

  it('leaves out empty parts and keeps a place the gazetteer does not know as stored', () => {
    expect(addressLine({ ...home, piece: '  ', city: 'Nowhere Town' }, 'ar')).toBe(
      'Street 12، Nowhere Town، حولي، الكويت',
    );
  });

  it('names a Kuwaiti block, street and house typed as numbers in the line’s language', () => {
    expect(addressLine(dasma, 'en')).toBe('Block 5, Street 12, House 7, Dasma, Al Asimah, Kuwait');
    expect(addressLine(dasma, 'ar')).toBe('قطعة 5، شارع 12، منزل 7، الدسمة، العاصمة، الكويت');
  });

  it('says every Kuwaiti part, door last, and keeps a part typed as a name as typed', () => {
    const full = { ...dasma, street: 'Gulf Road', avenue: '3', floor: '2', apartment: '٤' };
    expect(addressLine(full, 'en')).toBe(
      'Block 5, Gulf Road, Avenue 3, House 7, Floor 2, Apartment ٤, Dasma, Al Asimah, Kuwait',
    );
    expect(addressLine(full, 'ar')).toBe(
      'قطعة 5، Gulf Road، جادة 3، منزل 7، الدور 2، شقة ٤، الدسمة، العاصمة، الكويت',
    );
  });

  it('labels nothing outside Kuwait, where the apartment/building is one line of its own', () => {
    const riyadh = selectedAddress({
      street: '12',
      apartment: 'Tower 2',
      city: 'Riyadh',
      area: 'Riyadh',
      country: 'Saudi Arabia',
    });
    expect(streetParts(riyadh, 'en').map((part) => [part.text, part.label])).toEqual([
      ['12', null],
      ['Tower 2', null],
    ]);
  });

  it('is the address an order sends, in the language the shopper checks out in, with its parts', () => {
    const built = buildOrderPayload({
      userId: 7,
      address: dasma,
      items: [cartItem()],
      totals: orderTotals(1500, 0, 0),
      paymentMethod: 'cash',
      promoCode: null,
      language: 'ar',
    });
    if (!built.ok) throw new Error(built.key);
    const detail = built.payload.order_detail;
    expect(detail.address).toBe('قطعة 5، شارع 12، منزل 7، الدسمة، العاصمة، الكويت');
    // An English page says the same order in English from its parts: no Arabic names or commas on it.
    expect(detail.address_parts && addressLine(detail.address_parts, 'en')).toBe(
      'Block 5, Street 12, House 7, Dasma, Al Asimah, Kuwait',
    );
    expect(detail).toMatchObject({ theStreet: '12', theHome: '7', Avenue: '12', cityTown: 'Dasma' });
  });
});
