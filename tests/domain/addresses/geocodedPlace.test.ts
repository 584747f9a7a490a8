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
      street: null,
      block: null,
    });
  });

  it('takes the street from a route and a Kuwaiti block from a neighbourhood named as one, and no other number', () => {
    const withStreet = (components: object[]) =>
      answer({
        results: [
          {
            formatted_address: 'Street 12, Block 5, Salmiya, Kuwait',
            address_components: [
              ...components,
              { long_name: 'Kuwait', short_name: 'KW', types: ['country', 'political'] },
            ],
          },
        ],
      });
    const named = readGeocode(
      withStreet([
        { long_name: 'Street 12', short_name: 'St 12', types: ['route'] },
        { long_name: 'Block 5', short_name: 'Block 5', types: ['neighborhood', 'political'] },
      ]),
    );
    expect(named).toMatchObject({ street: 'Street 12', block: '5' });
    const arabic = readGeocode(
      withStreet([{ long_name: 'قطعة ٥', short_name: 'قطعة ٥', types: ['sublocality_level_2'] }]),
    );
    expect(arabic?.block).toBe('٥');
    const other = readGeocode(
      withStreet([{ long_name: 'Salmiya 5', short_name: 'S5', types: ['neighborhood'] }]),
    );
    expect(other).toMatchObject({ street: null, block: null });
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
      street: null,
      block: null,
    });
  });
});
