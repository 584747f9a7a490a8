import { z } from 'zod';
import { looseNumber, optionalText } from './primitives';

/** SPEC §3 Reel; like product names, the plain texts are Arabic and `*_en` English (docs/API.md). */
export const ReelSchema = z.object({
  id: looseNumber,
  video_url: z.string(),
  product_id: looseNumber,
  title: optionalText,
  description: optionalText,
  title_en: optionalText,
  description_en: optionalText,
  poster: optionalText,
});
export type Reel = z.infer<typeof ReelSchema>;
