import type { PromoCode, PromoValidationResponse } from '../schemas';
import { roundFils } from '../shared/money';

/** SPEC §9: the discount is a percentage of the subtotal, rounded to whole fils and capped at the subtotal. */
export function promoDiscountFils(subtotalFils: number, percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0 || subtotalFils <= 0) return 0;
  return Math.min(subtotalFils, roundFils((subtotalFils * percent) / 100));
}

export type PromoInputCheck = { ok: true; code: string } | { ok: false; key: 'pleaseEnterPromo' };

/** SPEC §5: the code is trimmed first; an empty code is refused before any call. */
export function checkPromoInput(raw: string): PromoInputCheck {
  const code = raw.trim();
  return code === '' ? { ok: false, key: 'pleaseEnterPromo' } : { ok: true, code };
}

export type PromoVerdict =
  | { ok: true; promo: PromoCode }
  | { ok: false; key: 'invalidOrExpiredPromo' | 'invalidPromo'; serverMessage: string | null };

/**
 * SPEC §5 reading of /getPromoValid. An error (`{ error }` or a bare `{ message }` without promo_code) gives the
 * server's message, shown instead of the key's text when present; valid needs status true and a non-empty list,
 * whose first element is used.
 */
export function interpretPromoResponse(response: PromoValidationResponse): PromoVerdict {
  if (response.error !== null) {
    const message = typeof response.error === 'string' ? response.error : response.error.message;
    return { ok: false, key: 'invalidPromo', serverMessage: message || null };
  }
  if (response.promo_code === null) {
    return { ok: false, key: 'invalidPromo', serverMessage: response.message || null };
  }
  const [first] = response.promo_code;
  if (response.status === true && first) return { ok: true, promo: first };
  return { ok: false, key: 'invalidOrExpiredPromo', serverMessage: null };
}
