import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { streetStyle } from '../../scripts/streetStyle';

const options = {
  tiles: 'https://maps.example/kuwait.pmtiles',
  assets: 'https://maps.example/basemaps-assets/',
} as const;

describe('the street map’s style for an operator’s storage (docs/DEPLOY.md "A street map")', () => {
  it('is a valid MapLibre style that fetches everything from the operator’s storage', () => {
    const style = streetStyle({ ...options, lang: 'ar' });
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.sources).toEqual({
      protomaps: expect.objectContaining({
        type: 'vector',
        url: 'pmtiles://https://maps.example/kuwait.pmtiles',
      }),
    });
    expect(style.glyphs).toBe('https://maps.example/basemaps-assets/fonts/{fontstack}/{range}.pbf');
    expect(style.sprite).toBe('https://maps.example/basemaps-assets/sprites/v4/light');
  });

  it('draws roads as lines of the tiles’ roads layer, where the map reads the street under the pin', () => {
    const roads = streetStyle({ ...options, lang: 'en' }).layers.filter(
      (layer) => 'source-layer' in layer && layer['source-layer'] === 'roads' && layer.type === 'line',
    );
    expect(roads.map((layer) => layer.id)).toEqual(expect.arrayContaining(['roads_minor', 'roads_major']));
  });

  it('labels the map in the language asked for', () => {
    const labels = (lang: 'ar' | 'en') => JSON.stringify(streetStyle({ ...options, lang }).layers);
    expect(labels('ar')).toContain('name:ar');
    expect(labels('en')).not.toContain('name:ar');
  });
});
