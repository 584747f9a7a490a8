// Great-circle distance, for "which gazetteer place is nearest" (reverse geocoding).
const earthRadiusKm = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres between two points given in degrees. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}
