import type { DeliveryRate } from '../schemas';
import {
  DELIVERY_RATE_CACHE_MS,
  FALLBACK_DELIVERY_FILS,
  MIN_DELIVERY_FILS,
  OPEN_WEIGHT_RANGE_END_KG,
} from '../shared/constants';
import { toFils } from '../shared/money';

/**
 * The fee with the reason it has that value, so checkout can show "Free" rather than 0.00 KD and tell a missing
 * address apart from a free delivery. `fils` is present on every branch so totals need no switch.
 */
export type DeliveryFee =
  | { kind: 'noAddress'; fils: 0 }
  | { kind: 'free'; fils: 0 }
  | { kind: 'charged'; fils: number; basis: 'rate' | 'fallback' };

export type DeliveryFeeInput = {
  /** The delivery address's country; blank or missing means no address chosen yet. */
  country: string | null | undefined;
  weightKg: number;
  subtotalFils: number;
  /** 'unavailable' when the rates could not be loaded (SPEC §9 "On an error the fee is 2 KD"). */
  rates: readonly DeliveryRate[] | 'unavailable';
};

const fallback: DeliveryFee = { kind: 'charged', fils: FALLBACK_DELIVERY_FILS, basis: 'fallback' };

/** The first rate whose country matches case-insensitively and whose weight range holds the weight. */
export function findDeliveryRate(
  rates: readonly DeliveryRate[],
  country: string,
  weightKg: number,
): DeliveryRate | null {
  const wanted = country.trim().toLowerCase();
  return (
    rates.find((rate) => {
      const end = rate.delivery_weight_range_end ?? OPEN_WEIGHT_RANGE_END_KG;
      return (
        rate.country.trim().toLowerCase() === wanted &&
        weightKg >= rate.delivery_weight_range_start &&
        weightKg <= end
      );
    }) ?? null
  );
}

/**
 * SPEC §9 Delivery fee. "Rounded to 2 decimals" means rounded half up to the nearest 10 fils, computed in
 * integers: per-kg fils × grams / 1000 is the exact fee in fils, and dividing by 10,000 gives tens of fils.
 * The 500-fils minimum is a multiple of 10, so applying it before or after rounding gives the same result.
 */
export function deliveryFee(input: DeliveryFeeInput): DeliveryFee {
  if (!input.country || input.country.trim() === '') return { kind: 'noAddress', fils: 0 };
  if (input.rates === 'unavailable') return fallback;

  const rate = findDeliveryRate(input.rates, input.country, input.weightKg);
  if (!rate) return fallback;

  let perKgFils: number;
  let freeAfterFils: number;
  try {
    perKgFils = toFils(rate.per_kg_price);
    freeAfterFils = toFils(rate.free_after);
  } catch {
    return fallback;
  }
  if (freeAfterFils > 0 && input.subtotalFils >= freeAfterFils) return { kind: 'free', fils: 0 };

  const grams = Math.max(0, Math.round(input.weightKg * 1000));
  const tens = Math.floor((perKgFils * grams + 5000) / 10_000);
  return { kind: 'charged', fils: Math.max(MIN_DELIVERY_FILS, tens * 10), basis: 'rate' };
}

/**
 * SPEC §9: rates are cached for 5 minutes. A fetch time in the future (clock moved back) counts as stale, so a
 * wrong clock can only cause an extra fetch, never an endless cache.
 */
export function isRateCacheFresh(fetchedAt: number, now: number): boolean {
  const age = now - fetchedAt;
  return age >= 0 && age < DELIVERY_RATE_CACHE_MS;
}
