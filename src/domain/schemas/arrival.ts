import { z } from 'zod';
import { CategorySchema } from './category';
import { ProductSchema } from './product';

/** SPEC §3 Arrival entry: a home carousel, one category with its products. */
export const ArrivalEntrySchema = z.object({
  category: CategorySchema,
  products: z.array(ProductSchema),
});
export type ArrivalEntry = z.infer<typeof ArrivalEntrySchema>;
