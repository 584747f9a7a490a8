import { describe, expect, it } from 'vitest';
import { type DrawnFeature, streetAt } from '../../../src/domain/geo/streetAt';

const road = (
  properties: Record<string, unknown>,
  layerType = 'line',
  sourceLayer = 'roads',
): DrawnFeature => ({
  layerType,
  sourceLayer,
  properties,
});

const gulfRoad = road({
  name: 'شارع الخليج العربي',
  'name:en': 'Gulf Road',
  'name:ar': 'شارع الخليج العربي',
});

describe('the street a street map draws under the pin (docs/DEPLOY.md "A street map")', () => {
  it('is the road’s name in the shop’s language, else its local name', () => {
    expect(streetAt([gulfRoad], 'en')).toBe('Gulf Road');
    expect(streetAt([gulfRoad], 'ar')).toBe('شارع الخليج العربي');
    expect(streetAt([road({ name: 'شارع سالم المبارك' })], 'en')).toBe('شارع سالم المبارك');
  });

  it('is the topmost named road drawn there, passing over unnamed roads and everything else drawn', () => {
    const drawn = [
      road({ name: 'Salmiya' }, 'symbol', 'places'),
      road({ name: 'Khor' }, 'line', 'water'),
      road({ kind: 'minor_road' }),
      road({ name: '  ' }),
      road({ name: 'Building 4' }, 'fill', 'buildings'),
      road({ 'name:en': 'Salem Al Mubarak Street' }),
      gulfRoad,
    ];
    expect(streetAt(drawn, 'en')).toBe('Salem Al Mubarak Street');
  });

  it('reads the roads of the common tile schemas', () => {
    for (const layer of ['roads', 'road', 'streets', 'transportation'])
      expect(streetAt([road({ name: 'Gulf Road' }, 'line', layer)], 'en')).toBe('Gulf Road');
  });

  it('is none where no named road is drawn', () => {
    expect(streetAt([], 'ar')).toBeNull();
    expect(streetAt([road({ name: 'Gulf Road' }, 'line', 'boundaries')], 'ar')).toBeNull();
  });
});
