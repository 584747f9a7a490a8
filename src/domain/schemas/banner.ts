import { z } from 'zod';
import { looseId, optionalNumber, optionalText } from './primitives';

/** SPEC §3 Banner. `banner_type` stays an open string: the ERP may add types the client simply ignores. */
export const BannerSchema = z.object({
  id: looseId.optional(),
  image: z.string(),
  banner_type: optionalText,
  link: optionalText,
  sort: optionalNumber.transform((v) => v ?? 0),
});
export type Banner = z.infer<typeof BannerSchema>;
