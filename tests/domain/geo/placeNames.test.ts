import { describe, expect, it } from 'vitest';
import { regionName, townName } from '../../../src/domain/geo/placeNames';

describe('gazetteer names in the screen’s language', () => {
  it('turns a town or district stored in either language into the other', () => {
    expect(townName('Salmiya', 'ar')).toBe('السالمية');
    expect(townName('السالمية', 'en')).toBe('Salmiya');
    expect(townName(' Jeddah ', 'ar')).toBe('جدة');
    expect(townName('Salmiya', 'en')).toBe('Salmiya');
  });

  it('tells a governorate from the town named like it', () => {
    expect(regionName('الفروانية', 'en')).toBe('Al Farwaniyah');
    expect(townName('الفروانية', 'en')).toBe('Farwaniya');
    expect(regionName('Riyadh Province', 'ar')).toBe('منطقة الرياض');
  });

  it('knows nothing of a name the shopper typed', () => {
    expect(townName('Block 4, near the mosque', 'ar')).toBeNull();
    expect(regionName('Somewhere', 'en')).toBeNull();
  });
});
