import type { LatLng } from './latLng';

/** SPEC §8: 'Location access denied' when the shopper refused; 'Unable to get your location' for anything else. */
export type LocationProblem = 'denied' | 'unavailable';

export class LocationError extends Error {
  constructor(readonly problem: LocationProblem) {
    super(problem);
    this.name = 'LocationError';
  }
}

/** Phones answer within seconds or not at all indoors; a shopper waiting longer would rather tap the map. */
const TIMEOUT_MS = 10_000;

/**
 * The device position (SPEC §2 Add/Edit address), or a LocationError saying why not. `fresh` refuses a position
 * the browser kept from earlier: the re-centre button means "where I am now", not a minute ago.
 */
export function currentPosition({ fresh = false }: { fresh?: boolean } = {}): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new LocationError('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new LocationError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: fresh ? 0 : 60_000 },
    );
  });
}

export const locationProblemKey: Record<LocationProblem, string> = {
  denied: 'map.locationDenied',
  unavailable: 'map.unableToGetLocation',
};
