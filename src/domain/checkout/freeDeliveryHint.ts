import { DEFAULT_COUNTRY } from '../addresses/countries';
import type { DeliveryRate } from '../schemas';
import { toFils } from '../shared/money';
import { findDeliveryRate } from './deliveryFee';

/** What the cart says of free delivery: how much more buys it, that this cart has it, or nothing. */
export type FreeDeliveryHint = { kind: 'short'; fils: number } | { kind: 'free' } | null;

export interface FreeDeliveryHintInput {
  rates: readonly DeliveryRate[];
  /** The selected address's country; none before the shopper chose one. */
  country: string | null | undefined;
  weightKg: number;
  subtotalFils: number;
}

/**
 * SPEC §9: delivery is free once the subtotal reaches the matching rate's free_after (when above 0). The cart comes
 * before the address, so it reads the rate checkout will: the selected address's country, else Kuwait, where SPEC §1
 * says the shop delivers and SPEC §9's default checkout country. A rate without free_after, or no rate for the
 * country and weight (checkout then charges its 2 KD fallback), has nothing to promise, and the cart says nothing.
 */
export function freeDeliveryHint({
  rates,
  country,
  weightKg,
  subtotalFils,
}: FreeDeliveryHintInput): FreeDeliveryHint {
  const rate = findDeliveryRate(rates, country?.trim() || DEFAULT_COUNTRY.en, weightKg);
  if (!rate) return null;
  let freeAfterFils: number;
  try {
    freeAfterFils = toFils(rate.free_after);
  } catch {
    return null;
  }
  if (freeAfterFils <= 0) return null;
  return subtotalFils >= freeAfterFils
    ? { kind: 'free' }
    : { kind: 'short', fils: freeAfterFils - subtotalFils };
}
