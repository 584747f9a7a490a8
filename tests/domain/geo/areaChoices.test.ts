import { describe, expect, it } from 'vitest';
import { areaGroups } from '../../../src/domain/geo/areaChoices';
import { places } from '../../../src/domain/geo/gazetteer';

describe('the areas to jump to on the map', () => {
  it('offers every area once, grouped by governorate, Kuwait first', () => {
    const groups = areaGroups('en');
    expect(groups.flatMap((group) => group.areas)).toHaveLength(places.length);
    expect(groups.slice(0, 6).map((group) => group.label)).toEqual([
      'Al Asimah, Kuwait',
      'Hawalli, Kuwait',
      'Al Farwaniyah, Kuwait',
      'Mubarak Al-Kabeer, Kuwait',
      'Al Ahmadi, Kuwait',
      'Al Jahra, Kuwait',
    ]);
  });

  it('names them in the screen’s language, in its alphabetical order', () => {
    const hawalli = areaGroups('ar')[1];
    expect(hawalli?.label).toBe('حولي، الكويت');
    const names = hawalli?.areas.map((area) => area.name) ?? [];
    expect(names).toContain('السالمية');
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
  });

  it('keeps an area’s id and position whatever the language', () => {
    const find = (lang: 'ar' | 'en', name: string) =>
      areaGroups(lang)
        .flatMap((group) => group.areas)
        .find((area) => area.name === name);
    const english = find('en', 'Salmiya');
    const arabic = find('ar', 'السالمية');
    expect(arabic?.id).toBe(english?.id);
    expect(arabic).toMatchObject({ lat: 29.3339, lng: 48.0761 });
  });
});
