import { z } from 'zod';
import { looseNumber, optionalText } from './primitives';

export const ReelSchema = z.object({
  id: looseNumber,
  video_url: z.string(),
  product_id: looseNumber,
  title: optionalText,
  description: optionalText,
  poster: optionalText,
});
export type Reel = z.infer<typeof ReelSchema>;
