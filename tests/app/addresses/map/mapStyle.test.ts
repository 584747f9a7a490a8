import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapStyle } from '../../../../src/app/addresses/map/mapStyle';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the map picker’s style', () => {
  it('is the configured street style when VITE_MAP_STYLE_URL is set, which names its own places', () => {
    vi.stubEnv('VITE_MAP_STYLE_URL', 'https://tiles.example.com/style.json');
    expect(mapStyle()).toEqual({ style: 'https://tiles.example.com/style.json', local: false });
  });

  it('without a configured style URL is a valid local style of the gazetteer’s areas, with nothing to fetch', () => {
    const { style, local } = mapStyle();
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
