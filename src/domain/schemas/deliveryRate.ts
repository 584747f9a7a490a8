import { z } from 'zod';
import { looseNumber, optionalNumber } from './primitives';

/** SPEC §3 Delivery rate. A null range end means open-ended (999999, applied by the fee rule). */
export const DeliveryRateSchema = z.object({
  country: z.string(),
  delivery_weight_range_start: optionalNumber.transform((v) => v ?? 0),
  delivery_weight_range_end: optionalNumber,
  per_kg_price: looseNumber,
  free_after: optionalNumber.transform((v) => v ?? 0),
});
export type DeliveryRate = z.infer<typeof DeliveryRateSchema>;
