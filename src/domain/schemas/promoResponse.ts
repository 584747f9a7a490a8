import { z } from 'zod';
import { looseBoolean, optionalText } from './primitives';
import { PromoCodeSchema } from './promoCode';

/**
 * /getPromoValid/{code} answers in three shapes (SPEC §5, §7): valid `{ status: true, promo_code: [...] }`,
 * invalid `{ status: false, promo_code: [] }`, or an error `{ error: { message } }` / `{ message }`.
 * One object with optional parts keeps "promo_code absent" distinguishable from "promo_code empty",
 * which the promo rule needs.
 */
export const PromoValidationResponseSchema = z
  .object({
    status: looseBoolean.nullish().transform((v) => v ?? null),
    promo_code: z
      .array(PromoCodeSchema)
      .nullish()
      .transform((v) => v ?? null),
    error: z
      .union([z.object({ message: optionalText }), z.string()])
      .nullish()
      .transform((v) => v ?? null),
    message: optionalText,
  })
  .refine((r) => r.status !== null || r.promo_code !== null || r.error !== null || r.message !== null, {
    message: 'Not a promo validation response',
  });
export type PromoValidationResponse = z.infer<typeof PromoValidationResponseSchema>;
