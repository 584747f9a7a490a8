import { z } from 'zod';
import { looseNumber, requiredText } from './primitives';

/** SPEC §3 Promo code: `discount` is a percentage of the subtotal. */
export const PromoCodeSchema = z.object({
  code: requiredText,
  discount: looseNumber,
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
