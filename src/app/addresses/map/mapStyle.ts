import type { GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl';
import type { Language } from '../../../domain';
import { areaFeatures } from '../../../domain/geo/areaMap';
// One copy of the six outlines: the server's reverse geocoder tests points against it, the map draws it.
import outlines from '../../../domain/geo/gulf-countries.geo.json';

/** Soft land tints, one per governorate of a country in turn, so a governorate's areas read as one. */
const tones = ['#f3efe4', '#eef3e2', '#f6eadf', '#e9eef2', '#f1e8ee'];

/**
 * The picker's style. `configured` is the street style the server names (MAP_STYLE_URL, configuredStyle.ts), with
 * street tiles and its own labels; a `{lang}` in it is the screen's language, so each language has its style's
 * labels (docs/DEPLOY.md "A street map"). Without one (DESIGN: local GeoJSON, no remote tiles by default) the map draws
 * offline: sea, the six countries' land, and the gazetteer's areas tinted by governorate with their outlines; their
 * names are drawn by areaLabelLayer in HTML, as the style has no glyphs to draw text with.
 */
export function mapStyle(
  configured: string | null,
  lang: Language,
): { style: StyleSpecification | string; local: boolean } {
  if (configured) return { style: configured.replaceAll('{lang}', lang), local: false };
  return {
    local: true,
    style: {
      version: 8,
      sources: {
        countries: { type: 'geojson', data: outlines as GeoJSONSourceSpecification['data'] },
        areas: {
          type: 'geojson',
          data: { type: 'FeatureCollection', features: areaFeatures() } as GeoJSONSourceSpecification['data'],
        },
      },
      layers: [
        { id: 'sea', type: 'background', paint: { 'background-color': '#cfe3ee' } },
        { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f3efe4' } },
        {
          id: 'areas',
          type: 'fill',
          source: 'areas',
          paint: {
            'fill-color': [
              'to-color',
              ['at', ['%', ['number', ['get', 'tone'], 0], tones.length], ['literal', tones]],
            ],
          },
        },
        {
          id: 'area-outlines',
          type: 'line',
          source: 'areas',
          minzoom: 8,
          paint: { 'line-color': '#b9b3a3', 'line-width': 0.8, 'line-dasharray': [3, 2] },
        },
        {
          id: 'borders',
          type: 'line',
          source: 'countries',
          paint: { 'line-color': '#8c8a82', 'line-width': 1.2 },
        },
      ],
    },
  };
}
