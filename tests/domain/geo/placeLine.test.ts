import { describe, expect, it } from 'vitest';
import type { GeocodedPlace } from '../../../src/domain';
import { placeLine, placeLineIn, streetAndPlace } from '../../../src/domain/geo/placeLine';

const salmiya: GeocodedPlace = {
  line: 'Salmiya, Hawalli, Kuwait',
  country: 'Kuwait',
  countryCode: 'KW',
  region: 'Hawalli',
  locality: 'Salmiya',
};

describe('the address line of a geocoded place (SPEC §7 Maps service)', () => {
  it('names the area first, then its governorate and country, joined the language’s way', () => {
    expect(placeLine(['Salmiya', 'Hawalli', 'Kuwait'], 'KW', 'en')).toBe('Salmiya, Hawalli, Kuwait');
    expect(placeLine(['السالمية', 'حولي', 'الكويت'], 'KW', 'ar')).toBe('السالمية، حولي، الكويت');
  });

  it('says a town named like its region once, but a Kuwaiti district and its governorate both (SPEC §5)', () => {
    expect(placeLine(['Doha', 'Doha', 'Qatar'], 'QA', 'en')).toBe('Doha, Qatar');
    expect(placeLine(['Hawalli', 'Hawalli', 'Kuwait'], 'KW', 'en')).toBe('Hawalli, Hawalli, Kuwait');
  });

  it('says a gazetteer place again in the screen’s language', () => {
    expect(placeLineIn(salmiya, 'ar')).toBe('السالمية، حولي، الكويت');
    expect(placeLineIn(salmiya, 'en')).toBe('Salmiya, Hawalli, Kuwait');
    const doha: GeocodedPlace = {
      line: 'الدوحة، قطر',
      country: 'قطر',
      countryCode: 'QA',
      region: 'الدوحة',
      locality: 'الدوحة',
    };
    expect(placeLineIn(doha, 'en')).toBe('Doha, Qatar');
    const desert: GeocodedPlace = {
      ...salmiya,
      line: 'Saudi Arabia',
      country: 'Saudi Arabia',
      countryCode: 'SA',
      region: null,
      locality: null,
    };
    expect(placeLineIn(desert, 'ar')).toBe('المملكة العربية السعودية');
  });

  it('keeps a maps provider’s own line, and any place the gazetteer does not know, as it came', () => {
    const street = { ...salmiya, line: 'Salem Al Mubarak St, Salmiya, Kuwait' };
    expect(placeLineIn(street, 'ar')).toBe('Salem Al Mubarak St, Salmiya, Kuwait');
    const unknown = { ...salmiya, line: 'Block 10, Kuwait', locality: 'Block 10' };
    expect(placeLineIn(unknown, 'ar')).toBe('Block 10, Kuwait');
  });

  it('leads with the street a street map drew under the pin, when there is one', () => {
    expect(streetAndPlace('Gulf Road', 'Salmiya, Hawalli, Kuwait', 'en')).toBe(
      'Gulf Road, Salmiya, Hawalli, Kuwait',
    );
    expect(streetAndPlace('شارع الخليج العربي', 'السالمية، حولي، الكويت', 'ar')).toBe(
      'شارع الخليج العربي، السالمية، حولي، الكويت',
    );
    expect(streetAndPlace(null, 'Salmiya, Hawalli, Kuwait', 'en')).toBe('Salmiya, Hawalli, Kuwait');
  });
});
