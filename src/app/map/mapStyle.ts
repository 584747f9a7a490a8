import type { GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl';
// One copy of the six outlines: the server's reverse geocoder tests points against it, the map draws it.
import outlines from '../../domain/geo/gulf-countries.geo.json';

/**
 * The picker's style (DESIGN: local GeoJSON, no remote tiles by default): sea, the six countries' land and their
 * borders, with no text, so no glyphs are needed and the map draws offline. `VITE_MAP_STYLE_URL` (build time)
 * swaps in a production style with street tiles.
 */
export function mapStyle(): StyleSpecification | string {
  const url: string | undefined = import.meta.env.VITE_MAP_STYLE_URL;
  if (url) return url;
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: outlines as GeoJSONSourceSpecification['data'] },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#cfe3ee' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f3efe4' } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': '#8c8a82', 'line-width': 1.2 },
      },
    ],
  };
}
