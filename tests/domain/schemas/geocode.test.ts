import { describe, expect, it } from 'vitest';
import { GeocodeResponseSchema } from '../../../src/domain';

describe('reverse geocoding response (SPEC §7 Maps service)', () => {
  it('reads formatted_address and address_components', () => {
    const r = GeocodeResponseSchema.parse({
      status: 'OK',
      results: [
        {
          formatted_address: 'Salmiya, Hawalli, Kuwait',
          address_components: [{ long_name: 'Kuwait', short_name: 'KW', types: ['country', 'political'] }],
        },
      ],
    });
    expect(r.results[0]?.address_components[0]?.short_name).toBe('KW');
  });
});
