import { describe, expect, it } from 'vitest';
import { type AreaFeature, areaFeatures, areaLabels } from '../../../src/domain/geo/areaMap';
import { places, regions } from '../../../src/domain/geo/gazetteer';
import { ringContains } from '../../../src/domain/geo/ringContains';

/** Even-odd test of a [lng, lat] point against a feature's outer rings. */
function holds(feature: AreaFeature, lng: number, lat: number): boolean {
  return feature.geometry.coordinates.some(([ring = []]) => ringContains(ring, lat, lng));
}

const features = areaFeatures();
const kuwait = features.filter((feature) => regions[feature.properties.region]?.country === 'KW');

describe('the map picker’s own map of the gazetteer (DESIGN: local GeoJSON, no remote tiles)', () => {
  it('draws each Kuwaiti district around its own place, named in both languages', () => {
    for (const place of places.filter(
      (p) => regions[p.region]?.country === 'KW' && p.en !== 'Failaka Island',
    )) {
      const holding = kuwait.filter((feature) => holds(feature, place.lng, place.lat));
      if (holding.length === 0) continue; // a district on the coast, outside the coarse outline: the sea is not drawn
      expect(holding.map((feature) => feature.properties.en)).toEqual([place.en]);
    }
    expect(kuwait.find((feature) => feature.properties.en === 'Salmiya')?.properties).toMatchObject({
      ar: 'السالمية',
      region: 'kw-hawalli',
    });
  });

  it('never draws two areas of a country over one point', () => {
    for (let lat = 28.6; lat <= 30.1; lat += 0.05) {
      for (let lng = 46.6; lng <= 48.4; lng += 0.05) {
        expect(kuwait.filter((feature) => holds(feature, lng, lat)).length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('ends an area 40 km from its place, where the address line stops naming it', () => {
    const riyadh = features.find((feature) => feature.properties.en === 'Riyadh');
    if (!riyadh) throw new Error('no Riyadh');
    expect(holds(riyadh, 46.6753, 24.7136 + 0.3)).toBe(true); // ~33 km north
    expect(holds(riyadh, 46.6753, 24.7136 + 0.4)).toBe(false); // ~44 km north
  });

  it('tints the governorates of one country in turn', () => {
    const tones = new Set(kuwait.map((feature) => feature.properties.tone));
    expect(tones.size).toBe(6);
  });

  it('labels every area and every governorate, in Arabic and English', () => {
    const labels = areaLabels();
    expect(labels.filter((label) => label.kind === 'area')).toHaveLength(places.length);
    expect(labels.filter((label) => label.kind === 'region')).toHaveLength(Object.keys(regions).length);
    expect(labels.find((label) => label.kind === 'region' && label.en === 'Hawalli')).toMatchObject({
      ar: 'حولي',
    });
    const hawalli = labels.find((label) => label.kind === 'region' && label.en === 'Hawalli');
    // At the middle of its districts, all within a few kilometres of Hawalli and Salmiya.
    expect(hawalli?.lat).toBeCloseTo(29.31, 1);
    expect(hawalli?.lng).toBeCloseTo(48.05, 1);
  });
});
