import { describe, expect, it } from 'vitest';
import { GeocodeResponseSchema, readGeocode } from '../../../src/domain';

const answer = (o: object) =>
  GeocodeResponseSchema.parse({
    status: 'OK',
    results: [
      {
        formatted_address: 'Salmiya, Hawalli, Kuwait',
        address_components: [
          { long_name: 'Salmiya', short_name: 'Salmiya', types: ['locality', 'political'] },
          {
            long_name: 'Hawalli',
            short_name: 'Hawalli',
            types: ['administrative_area_level_1', 'political'],
          },
          { long_name: 'Kuwait', short_name: 'KW', types: ['country', 'political'] },
        ],
      },
    ],
    ...o,
  });

describe('reading a reverse-geocoding answer (SPEC §7 Maps service)', () => {
  it('takes results[0].formatted_address and the country from address_components', () => {
    expect(readGeocode(answer({}))).toEqual({
      line: 'Salmiya, Hawalli, Kuwait',
      country: 'Kuwait',
      countryCode: 'KW',
      region: 'Hawalli',
      locality: 'Salmiya',
    });
  });

  it('is null when nothing was found', () => {
    expect(readGeocode(answer({ status: 'ZERO_RESULTS', results: [] }))).toBeNull();
  });

  it('leaves out the parts the answer does not have', () => {
    const countryOnly = answer({
      results: [
        {
          formatted_address: 'Saudi Arabia',
          address_components: [
            { long_name: 'Saudi Arabia', short_name: 'SA', types: ['country', 'political'] },
          ],
        },
      ],
    });
    expect(readGeocode(countryOnly)).toEqual({
      line: 'Saudi Arabia',
      country: 'Saudi Arabia',
      countryCode: 'SA',
      region: null,
      locality: null,
    });
  });
});
