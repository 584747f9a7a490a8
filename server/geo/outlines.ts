// The six countries' outlines (src/domain/geo/gulf-countries.geo.json): coarse hand-drawn polygons, a few dozen
// points each, good to a few kilometres. Reverse geocoding uses them to tell a point in the Gulf states from one
// just across a border (Basra is 50 km from Kuwait's nearest town); the map picker draws the same file.

import type { CountryCode } from '../../src/domain/geo/gazetteer';
import outlineFile from '../../src/domain/geo/gulf-countries.geo.json';
import { type Ring, ringContains } from '../../src/domain/geo/ringContains';

type Outline = { iso: CountryCode; polygons: Ring[][] };

const outlines: Outline[] = outlineFile.features.map((feature) => ({
  iso: feature.properties.iso as CountryCode,
  polygons: feature.geometry.coordinates,
}));

/** The countries whose outline holds the point: usually one, two on a shared border's hand-drawn seam. */
export function countriesContaining(lat: number, lng: number): CountryCode[] {
  return outlines
    .filter((outline) =>
      outline.polygons.some(([outer, ...holes]) =>
        outer ? ringContains(outer, lat, lng) && !holes.some((hole) => ringContains(hole, lat, lng)) : false,
      ),
    )
    .map((outline) => outline.iso);
}
