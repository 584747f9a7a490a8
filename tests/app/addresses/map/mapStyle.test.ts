import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { mapStyle } from '../../../../src/app/addresses/map/mapStyle';

describe('the map picker’s style', () => {
  it('is the street style the server is configured with (MAP_STYLE_URL), which names its own places', () => {
    expect(mapStyle('https://tiles.example.com/style.json', 'ar')).toEqual({
      style: 'https://tiles.example.com/style.json',
      local: false,
    });
  });

  it('is the configured style of the screen’s language when its URL names one', () => {
    const configured = 'https://tiles.example.com/kuwait-{lang}.json';
    expect(mapStyle(configured, 'ar').style).toBe('https://tiles.example.com/kuwait-ar.json');
    expect(mapStyle(configured, 'en').style).toBe('https://tiles.example.com/kuwait-en.json');
  });

  it('without a configured style URL is a valid local style of the gazetteer’s areas, with nothing to fetch', () => {
    const { style, local } = mapStyle(null, 'ar');
    expect(local).toBe(true);
    if (typeof style === 'string') throw new Error('expected a local style');
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'sea',
      'land',
      'areas',
      'area-outlines',
      'borders',
    ]);
    // No glyphs, sprites or tiles: the names are drawn in HTML (areaLabelLayer), the shapes come with the code.
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style.sources)).not.toMatch(/https?:/);
  });
});
