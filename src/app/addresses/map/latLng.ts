/** A point on the map in degrees, the way the form and the geocoder take it. */
export interface LatLng {
  lat: number;
  lng: number;
}
