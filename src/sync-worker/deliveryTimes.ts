/**
 * How long delivery takes (docs/API.md "Delivery estimates"), for the estimate checkout, the thank-you page and the
 * order show: the backend's settings, kept in memory for 5 minutes as the delivery rates are; the shop's defaults
 * (src/domain/orders/deliveryEstimate.ts) when the backend lacks the call, as a SPEC §7 backend does. When it could
 * not be asked (offline, a failing server) the last answer stands, or none: a guessed promise is worse than none.
 */
import {
  DEFAULT_DELIVERY_TIMES,
  type DeliveryTime,
  DeliveryTimesResponseSchema,
  isRateCacheFresh,
} from '../domain';
import type { ApiClient } from './apiClient';
import type { MissingCalls } from './missingCall';

export class DeliveryTimes {
  private kept: { times: DeliveryTime[]; fetchedAt: number } | null = null;
  private asking: Promise<DeliveryTime[] | null> | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly now: () => number,
    private readonly missing: MissingCalls,
  ) {}

  /** The settings, or null when none could be had. Screens asking together share one call. */
  times(): Promise<DeliveryTime[] | null> {
    if (this.missing.has('deliveryEstimates')) return Promise.resolve([...DEFAULT_DELIVERY_TIMES]);
    if (this.kept && isRateCacheFresh(this.kept.fetchedAt, this.now()))
      return Promise.resolve(this.kept.times);
    this.asking ??= this.ask().finally(() => {
      this.asking = null;
    });
    return this.asking;
  }

  private async ask(): Promise<DeliveryTime[] | null> {
    const result = await this.api.get('/delivery/estimates', DeliveryTimesResponseSchema);
    if (this.missing.lacks('deliveryEstimates', result)) return [...DEFAULT_DELIVERY_TIMES];
    if (!result.ok) return this.kept?.times ?? null;
    this.kept = { times: result.value.data, fetchedAt: this.now() };
    return this.kept.times;
  }
}
