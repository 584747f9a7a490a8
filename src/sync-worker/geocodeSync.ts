/**
 * Reverse geocoding for the map picker (SPEC §7 Maps service), through the shop's API like every other call
 * (DESIGN: the reference backend answers from its offline gazetteer; a production API may proxy a maps provider).
 * A question of the moment: nothing is stored and no sync status is recorded. The call is beyond SPEC §7: a backend
 * without it leaves the address form simply not pre-filled, with no error, and is not asked again in this run.
 */
import type { SyncError } from '../db';
import { type GeocodedPlace, GeocodeResponseSchema, readGeocode } from '../domain';
import type { ApiClient } from './apiClient';
import type { MissingCalls } from './missingCall';

export interface GeocodeAnswer {
  /** Null when the call failed or nothing is known there. */
  place: GeocodedPlace | null;
  error: SyncError | null;
}

/** Six decimals is about 10 cm: plenty for a doorstep, and repeat questions hit the HTTP cache. */
const coordinate = (value: number) => value.toFixed(6);

const NOTHING_KNOWN: GeocodeAnswer = { place: null, error: null };

export class GeocodeSync {
  constructor(
    private readonly api: ApiClient,
    private readonly missing: MissingCalls,
  ) {}

  async reverseGeocode(lat: number, lng: number): Promise<GeocodeAnswer> {
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return { place: null, error: 'invalidResponse' };
    if (this.missing.has('reverseGeocode')) return NOTHING_KNOWN;
    const query = new URLSearchParams({ lat: coordinate(lat), lng: coordinate(lng) });
    const result = await this.api.get(`/geocode/reverse?${query}`, GeocodeResponseSchema);
    if (this.missing.lacks('reverseGeocode', result)) return NOTHING_KNOWN;
    if (!result.ok) return { place: null, error: result.error };
    return { place: readGeocode(result.value), error: null };
  }
}
