/**
 * The checkout machine's reading of a promo check (SPEC §5 Promo code, §8 Promo texts): the code an answer
 * applies, the message a refusal gives, and the message a failed check gives.
 */
import { interpretPromoResponse, type PromoCode, type PromoValidationResponse } from '../domain';

/** The promo a valid answer gives (the first of its list), or null. */
export function promoOf(response: PromoValidationResponse): PromoCode | null {
  const verdict = interpretPromoResponse(response);
  return verdict.ok ? verdict.promo : null;
}

/** What a refusal says: the server's own message when it gave one, else the SPEC §5 key. */
export function refusalOf(response: PromoValidationResponse): string | null {
  const verdict = interpretPromoResponse(response);
  return verdict.ok ? null : (verdict.serverMessage ?? verdict.key);
}

/**
 * What a failed check says (SPEC §8). The services reject with the HTTP status when the server answered with one
 * other than a refusal (a 500, a 503): 'Failed to validate promo code ({status})'. Anything else (no answer at
 * all, a time-out) is 'Error validating promo code'.
 */
export function promoFailureOf(error: unknown): {
  promoError: 'failedToValidatePromo' | 'errorValidatingPromo';
  promoErrorStatus: number | null;
} {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && Number.isInteger(status)
    ? { promoError: 'failedToValidatePromo', promoErrorStatus: status }
    : { promoError: 'errorValidatingPromo', promoErrorStatus: null };
}
