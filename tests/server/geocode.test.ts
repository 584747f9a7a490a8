import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countriesContaining } from '../../server/geo/outlines';
import { type GeocodeReply, reverseGeocode } from '../../server/geo/reverse-geocode';
import { areaFeatures } from '../../src/domain/geo/areaMap';
import outlines from '../../src/domain/geo/gulf-countries.geo.json';
import { ringContains } from '../../src/domain/geo/ringContains';
import { type Failure, openSeededApp, type SeededApp } from './support/seeded-app';

let shop: SeededApp;
beforeAll(async () => {
  shop = await openSeededApp();
});
afterAll(() => shop.close());

const reverse = (query: string, language?: string) =>
  shop.get<GeocodeReply>(`/api/geocode/reverse?${query}`, language);

const componentOf = (reply: GeocodeReply, type: string) =>
  reply.results[0]?.address_components.find((c) => c.types.includes(type));

describe('reverse geocoding (SPEC §7 Maps service; DESIGN: offline gazetteer, Google-shaped)', () => {
  it.each([
    // [lat, lng, country ISO, English country, English formatted address]
    [29.3759, 47.9774, 'KW', 'Kuwait', 'Kuwait City, Al Asimah, Kuwait'],
    [29.3339, 48.0761, 'KW', 'Kuwait', 'Salmiya, Hawalli, Kuwait'],
    [24.7136, 46.6753, 'SA', 'Saudi Arabia', 'Riyadh, Riyadh Province, Saudi Arabia'],
    [25.2048, 55.2708, 'AE', 'United Arab Emirates', 'Dubai, United Arab Emirates'],
    [26.2285, 50.586, 'BH', 'Bahrain', 'Manama, Capital Governorate, Bahrain'],
    [25.2854, 51.531, 'QA', 'Qatar', 'Doha, Qatar'],
    [23.588, 58.3829, 'OM', 'Oman', 'Muscat, Muscat Governorate, Oman'],
  ])('finds %f, %f in %s', async (lat, lng, iso, country, formatted) => {
    const { status, body } = await reverse(`lat=${lat}&lng=${lng}`, 'en');
    expect(status).toBe(200);
    expect(body.status).toBe('OK');
    expect(body.results[0]?.formatted_address).toBe(formatted);
    expect(componentOf(body, 'country')).toEqual({
      long_name: country,
      short_name: iso,
      types: ['country', 'political'],
    });
  });

  it('answers in Arabic by default and when Accept-Language prefers it', async () => {
    const arabic = await reverse('lat=29.3339&lng=48.0761', 'ar-KW,ar;q=0.9,en;q=0.5');
    expect(arabic.body.results[0]?.formatted_address).toBe('السالمية، حولي، الكويت');
    expect(componentOf(arabic.body, 'country')).toMatchObject({ long_name: 'الكويت', short_name: 'KW' });
    const unstated = await reverse('lat=23.588&lng=58.3829');
    expect(componentOf(unstated.body, 'country')?.long_name).toBe('عُمان');
  });

  it.each([
    // [lat, lng, English line, Arabic line]
    [29.311, 48.075, 'Rumaithiya, Hawalli, Kuwait', 'الرميثية، حولي، الكويت'],
    [29.274, 48.06, 'Mishref, Hawalli, Kuwait', 'مشرف، حولي، الكويت'],
    [29.097, 48.129, 'Mangaf, Al Ahmadi, Kuwait', 'المنقف، الأحمدي، الكويت'],
    [29.33, 47.998, 'Rawda, Al Asimah, Kuwait', 'الروضة، العاصمة، الكويت'],
  ])(
    'names the area a Kuwaiti point is in, then its governorate: %f, %f',
    async (lat, lng, english, arabic) => {
      const inEnglish = await reverse(`lat=${lat}&lng=${lng}`, 'en');
      expect(inEnglish.body.results[0]?.formatted_address).toBe(english);
      const inArabic = await reverse(`lat=${lat}&lng=${lng}`, 'ar');
      expect(inArabic.body.results[0]?.formatted_address).toBe(arabic);
      expect(componentOf(inArabic.body, 'locality')?.long_name).toBe(arabic.split('، ')[0]);
    },
  );

  it('says a Kuwaiti district named like its governorate twice: the district, then the governorate (SPEC §5)', async () => {
    const english = await reverse('lat=29.3328&lng=48.0286', 'en');
    expect(english.body.results[0]?.formatted_address).toBe('Hawalli, Hawalli, Kuwait');
    const arabic = await reverse('lat=29.3328&lng=48.0286', 'ar');
    expect(arabic.body.results[0]?.formatted_address).toBe('حولي، حولي، الكويت');
    expect(componentOf(arabic.body, 'locality')?.long_name).toBe('حولي');
    expect(componentOf(arabic.body, 'administrative_area_level_1')?.long_name).toBe('حولي');
  });

  it('names the governorate the way the Kuwait governorate list spells it (SPEC §5)', async () => {
    const { body } = await reverse('lat=29.0825&lng=48.1303', 'en');
    expect(componentOf(body, 'locality')?.long_name).toBe('Fahaheel');
    expect(componentOf(body, 'administrative_area_level_1')?.long_name).toBe('Al Ahmadi');
  });

  it('names only the region, then only the country, far from every town', async () => {
    const desert = await reverse('lat=21.5&lng=47.0', 'en');
    expect(desert.body.status).toBe('OK');
    expect(componentOf(desert.body, 'locality')).toBeUndefined();
    expect(componentOf(desert.body, 'country')?.short_name).toBe('SA');
    const emptyQuarter = await reverse('lat=20.5&lng=51.5', 'en');
    expect(emptyQuarter.body.results[0]?.address_components.map((c) => c.types[0])).toEqual(['country']);
  });

  it('still places a tap on the water just off the coast', async () => {
    const { body } = await reverse('lat=29.40&lng=48.00', 'en');
    expect(componentOf(body, 'country')?.short_name).toBe('KW');
  });

  it.each([
    ['Basra, across the Kuwaiti border', 30.5085, 47.7804],
    ['the middle of the Gulf', 27.0, 51.2],
    ['Tehran', 35.6892, 51.389],
    ['the Gulf of Guinea', 0, 0],
  ])('answers ZERO_RESULTS with no results for %s', async (_where, lat, lng) => {
    const { status, body } = await reverse(`lat=${lat}&lng=${lng}`);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it.each([
    '',
    'lat=29.3',
    'lng=47.9',
    'lat=abc&lng=47.9',
    'lat=91&lng=47.9',
    'lat=29.3&lng=-180.5',
    'lat=1e1&lng=47.9',
    'lat=0x1F&lng=47.9',
    'lat=Infinity&lng=47.9',
    'lat=%20&lng=47.9',
  ])('refuses bad coordinates "%s" with a 400 in the request language', async (query) => {
    const english = await shop.get<Failure>(`/api/geocode/reverse?${query}`, 'en');
    expect(english.status).toBe(400);
    expect(english.body.status).toBe(false);
    expect(english.body.message).toMatch(/lat must be a decimal number/);
    const arabic = await shop.get<Failure>(`/api/geocode/reverse?${query}`, 'ar');
    expect(arabic.body.message).toMatch(/عدداً عشرياً/);
  });

  it('lets the browser cache an answer per language', async () => {
    const { headers } = await reverse('lat=29.3759&lng=47.9774');
    expect(headers.get('Cache-Control')).toContain('max-age');
    expect(headers.get('Vary')).toContain('Accept-Language');
  });
});

describe('the country outlines (the map picker draws them; SPEC §9 supported countries)', () => {
  it('hold every supported country once, each containing its capital', () => {
    const capitals: Record<string, [number, number]> = {
      KW: [29.3759, 47.9774],
      SA: [24.7136, 46.6753],
      AE: [24.4539, 54.3773],
      BH: [26.2285, 50.586],
      QA: [25.2854, 51.531],
      OM: [23.588, 58.3829],
    };
    expect(outlines.features.map((f) => f.properties.iso).sort()).toEqual(Object.keys(capitals).sort());
    for (const [iso, [lat, lng]] of Object.entries(capitals)) {
      expect(countriesContaining(lat, lng)).toEqual([iso]);
    }
  });

  it('stay small enough to ship in the map chunk', () => {
    expect(JSON.stringify(outlines).length).toBeLessThan(60_000);
  });
});

describe("the map picker's areas (drawn from the same gazetteer)", () => {
  /** Even-odd test of a point against a drawn area's rings. */
  const holds = (rings: number[][][][], lat: number, lng: number) =>
    rings.some(([ring = []]) => ringContains(ring, lat, lng));

  it('name each point of Kuwait as the address line under the map does', () => {
    const areas = areaFeatures();
    let compared = 0;
    let disagreeing = 0;
    for (let lat = 28.55; lat <= 30.1; lat += 0.023) {
      for (let lng = 46.6; lng <= 48.45; lng += 0.023) {
        const drawn = areas.find((area) => holds(area.geometry.coordinates, lat, lng));
        if (!drawn?.properties.region.startsWith('kw-')) continue;
        const answer = reverseGeocode(lat, lng, 'ar').results[0];
        const locality = answer?.address_components.find((c) => c.types.includes('locality'));
        compared++;
        if (locality?.long_name !== drawn.properties.ar) disagreeing++;
      }
    }
    // The map splits areas on its flat projection, the geocoder on the globe: they may part on a far seam only.
    expect(disagreeing / compared).toBeLessThan(0.005);
    expect(compared).toBeGreaterThan(500);
  });
});
