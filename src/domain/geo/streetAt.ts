import type { Language } from '../shared/language';

/** A feature a street map drew where the pin stands, as MapLibre's queryRenderedFeatures gives them, topmost first. */
export interface DrawnFeature {
  /** The style layer's type: 'line', 'fill', 'symbol'… */
  layerType: string;
  /** The vector tiles' layer it came from; none for a GeoJSON source. */
  sourceLayer: string | undefined;
  properties: Record<string, unknown>;
}

/**
 * The tiles' layers of roads in the common schemas: Protomaps (`roads`), Mapbox Streets (`road`), Shortbread
 * (`streets`) and OpenMapTiles (`transportation`). Other named lines (a creek, a ferry route, a border) are no street.
 */
const ROAD_LAYERS = new Set(['roads', 'road', 'streets', 'transportation']);

const named = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The street under the pin: the topmost road drawn as a line there that has a name, in the shop's language
 * (`name:ar`, `name:en`) when the tiles have it, else its local name (`name`); null when no named road is drawn there.
 */
export function streetAt(features: readonly DrawnFeature[], lang: Language): string | null {
  for (const { layerType, sourceLayer, properties } of features) {
    if (layerType !== 'line' || !ROAD_LAYERS.has(sourceLayer ?? '')) continue;
    const name = [properties[`name:${lang}`], properties.name].find(named);
    if (name) return name.trim();
  }
  return null;
}
