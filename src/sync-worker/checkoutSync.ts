/**
 * The reads checkout needs (SPEC §5 Promo code, §9 Delivery fee): the delivery rates, kept in memory for 5 minutes
 * (domain `isRateCacheFresh`), and the promo check. Both throw when the server could not answer, so the checkout
 * machine falls back (2 KD delivery; 'Failed to validate promo code ({status})' when the server failed with a
 * status, 'Error validating promo code' when no answer came); a refused promo is an answer, not a failure.
 */
import {
  DeliveryChargesResponseSchema,
  type DeliveryRate,
  isRateCacheFresh,
  type PromoValidationResponse,
  PromoValidationResponseSchema,
} from '../domain';
import type { ApiClient, ApiResult } from './apiClient';

/**
 * What a promo check the server failed with an HTTP status (a 500, a 503) rejects with, so the shopper is told the
 * status (SPEC §8). A plain object rather than an Error: across comlink an Error keeps only its name, message and
 * stack, and the status would be lost on the way to the checkout machine.
 */
export interface PromoCheckFailure {
  status: number;
  message: string;
}

export class CheckoutSync {
  private cached: { rates: DeliveryRate[]; fetchedAt: number } | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly now: () => number,
  ) {}

  async deliveryRates(): Promise<DeliveryRate[]> {
    const result = await this.ratesAnswer();
    if (!result.ok) throw new Error(result.message);
    return result.value;
  }

  /** The rates, or how the call failed (the outbox tells a server that answered from one it could not reach). */
  async ratesAnswer(): Promise<ApiResult<DeliveryRate[]>> {
    if (this.cached && isRateCacheFresh(this.cached.fetchedAt, this.now()))
      return { ok: true, value: this.cached.rates };
    const result = await this.api.get('/deliveryCharges_admin', DeliveryChargesResponseSchema);
    if (!result.ok) return result;
    this.cached = { rates: result.value.data, fetchedAt: this.now() };
    return { ok: true, value: result.value.data };
  }

  async validatePromo(code: string): Promise<PromoValidationResponse> {
    const result = await this.api.get(
      `/getPromoValid/${encodeURIComponent(code)}`,
      PromoValidationResponseSchema,
    );
    if (result.ok) return result.value;
    const status = result.error === 'server' ? result.status : undefined;
    // A 4xx is the server refusing the code (a malformed code is a 400 with its message): an "invalid" answer.
    if (status !== undefined && status >= 400 && status < 500) {
      const message = result.message.startsWith('/getPromoValid/') ? null : result.message;
      return { status: false, promo_code: null, error: null, message };
    }
    if (status !== undefined) throw { status, message: result.message } satisfies PromoCheckFailure;
    throw new Error(result.message);
  }
}
