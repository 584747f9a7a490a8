/**
 * The MapLibre style of a street map for the address picker (docs/DEPLOY.md "A street map"): Protomaps' basemap
 * layers (`@protomaps/basemaps`) over one PMTiles archive, with the glyphs and sprites they draw with, all on the
 * operator's own storage, labelled in one of the shop's languages.
 */
import { layers, namedFlavor } from '@protomaps/basemaps';
import type { StyleSpecification } from 'maplibre-gl';

export interface StreetStyleOptions {
  /** The http(s) URL of the PMTiles archive (a Protomaps basemap extract, e.g. of Kuwait). */
  tiles: string;
  /** The http(s) URL of the folder holding Protomaps' `fonts/` and `sprites/` (basemaps-assets). */
  assets: string;
  lang: 'ar' | 'en';
  /** Protomaps' colour scheme: light, dark, white, grayscale or black. */
  flavor?: string;
}

const attribution =
  '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org/copyright">OpenStreetMap</a>';

export function streetStyle({
  tiles,
  assets,
  lang,
  flavor = 'light',
}: StreetStyleOptions): StyleSpecification {
  const base = assets.replace(/\/+$/, '');
  return {
    version: 8,
    glyphs: `${base}/fonts/{fontstack}/{range}.pbf`,
    sprite: `${base}/sprites/v4/${flavor}`,
    // The map's pmtiles protocol (src/app/addresses/map/MapCanvas.tsx) reads the archive by ranges.
    sources: { protomaps: { type: 'vector', url: `pmtiles://${tiles}`, attribution } },
    layers: layers('protomaps', namedFlavor(flavor), { lang }),
  };
}
