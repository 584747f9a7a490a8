// The map picker's own map of the gazetteer (DESIGN: local GeoJSON, no remote tiles by default): each area drawn
// where the reverse geocoder would name it, that is the part of its country nearer to it than to any other place
// of that country, out to localityKm; and a label per area and per governorate.
import { type CountryCode, localityKm, type Names, type Place, places, regions } from './gazetteer';
import outlines from './gulf-countries.geo.json';

type XY = [number, number];
/** a·point ≤ b keeps the point. */
type HalfPlane = { ax: number; ay: number; b: number };

export type AreaFeature = {
  type: 'Feature';
  /** `tone`: the governorate's rank in its country, so a style can tint a country's governorates in turn. */
  properties: Names & { region: string; tone: number };
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
};

export type AreaLabel = Names & { kind: 'area' | 'region'; lat: number; lng: number };

const EARTH_KM = 40_075;
const DISC_SIDES = 24;

// Web Mercator, the map's own projection, in which it is isotropic: a bisector there is the bisector on the ground
// to well under a kilometre at a governorate's scale.
const project = (lng: number, lat: number): XY => {
  const phi = (lat * Math.PI) / 180;
  return [(lng + 180) / 360, (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2];
};
const unproject = ([x, y]: XY): number[] => {
  const lat = (2 * Math.atan(Math.exp(Math.PI * (1 - 2 * y))) - Math.PI / 2) * (180 / Math.PI);
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return [round(x * 360 - 180), round(lat)];
};

/** Sutherland–Hodgman against one half-plane; a ring that is not convex may keep zero-width seams, which fill as nothing. */
function clip(ring: XY[], { ax, ay, b }: HalfPlane): XY[] {
  const out: XY[] = [];
  const inside = ([x, y]: XY) => ax * x + ay * y <= b;
  for (let i = 0; i < ring.length; i++) {
    const current = ring[i] as XY;
    const previous = ring[(i + ring.length - 1) % ring.length] as XY;
    const crossing = (): XY => {
      const dc = ax * current[0] + ay * current[1] - b;
      const dp = ax * previous[0] + ay * previous[1] - b;
      const t = dp / (dp - dc);
      return [previous[0] + t * (current[0] - previous[0]), previous[1] + t * (current[1] - previous[1])];
    };
    if (inside(current)) {
      if (!inside(previous)) out.push(crossing());
      out.push(current);
    } else if (inside(previous)) {
      out.push(crossing());
    }
  }
  return out;
}

/** The points nearer to `p` than to `q`. */
function bisector(p: XY, q: XY): HalfPlane {
  const ax = 2 * (q[0] - p[0]);
  const ay = 2 * (q[1] - p[1]);
  return { ax, ay, b: q[0] ** 2 + q[1] ** 2 - p[0] ** 2 - p[1] ** 2 };
}

/**
 * The sides of a polygon inscribed in the circle of `km` radius on the ground around `p`, as half-planes: inside
 * it, never beyond, so no area is drawn where the address line would no longer name it.
 */
function disc(p: XY, km: number, lat: number): HalfPlane[] {
  const radius = (km / (EARTH_KM * Math.cos((lat * Math.PI) / 180))) * Math.cos(Math.PI / DISC_SIDES);
  return Array.from({ length: DISC_SIDES }, (_, side) => {
    const angle = (2 * Math.PI * side) / DISC_SIDES;
    const ax = Math.cos(angle);
    const ay = Math.sin(angle);
    return { ax, ay, b: ax * p[0] + ay * p[1] + radius };
  });
}

const countryOf = (place: Place): CountryCode | undefined => regions[place.region]?.country;

/** Each country's land, projected (outer rings: the outlines have no holes). */
function lands(): Map<string, XY[][]> {
  return new Map(
    outlines.features.map((feature) => [
      feature.properties.iso,
      feature.geometry.coordinates.flatMap(([outer]) =>
        outer ? [outer.map(([lng = 0, lat = 0]) => project(lng, lat))] : [],
      ),
    ]),
  );
}

/** Each region's rank in its country. */
function tones(): Map<string, number> {
  const seen = new Map<string, number>();
  const result = new Map<string, number>();
  for (const [id, region] of Object.entries(regions)) {
    const rank = seen.get(region.country) ?? 0;
    seen.set(region.country, rank + 1);
    result.set(id, rank);
  }
  return result;
}

/** The areas as GeoJSON features, each tinted by its governorate. */
export function areaFeatures(): AreaFeature[] {
  const land = lands();
  const tone = tones();
  const projected = places.map((place) => project(place.lng, place.lat));
  return places.flatMap((place, index) => {
    const country = countryOf(place);
    const self = projected[index] as XY;
    const limits = [
      ...disc(self, localityKm, place.lat),
      ...places.flatMap((other, j) =>
        j !== index && countryOf(other) === country ? [bisector(self, projected[j] as XY)] : [],
      ),
    ];
    const pieces = (land.get(country ?? '') ?? [])
      .map((ring) => limits.reduce(clip, ring))
      .filter((ring) => ring.length >= 3);
    if (!pieces.length) return [];
    return [
      {
        type: 'Feature' as const,
        properties: { en: place.en, ar: place.ar, region: place.region, tone: tone.get(place.region) ?? 0 },
        geometry: {
          type: 'MultiPolygon' as const,
          coordinates: pieces.map((ring) => {
            const points = ring.map(unproject);
            return [[...points, points[0] as number[]]];
          }),
        },
      },
    ];
  });
}

/** A label per area at its place, and per governorate at the middle of its places. */
export function areaLabels(): AreaLabel[] {
  const areas = places.map(({ en, ar, lat, lng }) => ({ kind: 'area' as const, en, ar, lat, lng }));
  const governorates = Object.entries(regions).flatMap(([id, { en, ar }]) => {
    const own = places.filter((place) => place.region === id);
    if (!own.length) return [];
    const mean = (pick: (place: Place) => number) => own.reduce((sum, p) => sum + pick(p), 0) / own.length;
    return [{ kind: 'region' as const, en, ar, lat: mean((p) => p.lat), lng: mean((p) => p.lng) }];
  });
  return [...governorates, ...areas];
}
