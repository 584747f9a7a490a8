/**
 * The calls beyond SPEC §7 (docs/API.md "Calls beyond SPEC §7") may be missing from a backend built to the SPEC
 * alone. One rule says which answers mean "this backend does not offer the call", so every feature tells a missing
 * call from a failing one the same way, and one memory per worker run keeps a missing call from being asked again.
 */
import type { ApiResult } from './apiClient';

/** 404 (no such path), 405 (the path, not this method) and 501 (not implemented): what a SPEC-shaped ERP answers. */
const MISSING = new Set([404, 405, 501]);

/** Only for a call that names no record: a 404 of `/order/{id}` is an unknown order, not a missing call. */
export const lacksTheCall = (result: ApiResult<unknown>): boolean =>
  !result.ok && result.error === 'server' && result.status !== undefined && MISSING.has(result.status);

/** The calls beyond SPEC §7 that the worker asks often enough to remember their absence. */
export type Extension =
  | 'arrivals'
  | 'homeCategories'
  | 'ordersList'
  | 'reverseGeocode'
  | 'events'
  | 'deliveryEstimates';

export class MissingCalls {
  private readonly missing = new Set<Extension>();

  has(call: Extension): boolean {
    return this.missing.has(call);
  }

  /** Whether `result` says the backend lacks `call`; if so it is remembered, and not asked again in this run. */
  lacks(call: Extension, result: ApiResult<unknown>): boolean {
    if (!lacksTheCall(result)) return false;
    this.missing.add(call);
    return true;
  }
}
