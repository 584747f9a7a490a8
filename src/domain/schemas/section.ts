import { z } from 'zod';
import { looseId, optionalNumber } from './primitives';

/** A home block (docs/API.md): `type` is banners, categories, featured_categories or arrivals. */
export const SectionSchema = z.object({
  id: looseId,
  type: z.string(),
  sort: optionalNumber.transform((v) => v ?? 0),
});
export type Section = z.infer<typeof SectionSchema>;
