import { z } from 'zod';
import { looseNumber, optionalText } from './primitives';

/** One of the shop's delivery times (docs/API.md `GET /delivery/estimates`): business days for a place. */
export const DeliveryTimeSchema = z.object({
  country: z.string(),
  governorate: optionalText,
  min_days: looseNumber.pipe(z.number().int().min(0).max(60)),
  max_days: looseNumber.pipe(z.number().int().min(0).max(60)),
});

export const DeliveryTimesResponseSchema = z.object({ data: z.array(DeliveryTimeSchema) });
