import { z } from 'zod';
import { looseId, looseNumber, optionalNumber, optionalText } from './primitives';

/** SPEC §3 Favorite: `pid` folds into `id`, `productName` into `name`, `stock` into `quantity`. */
export const FavoriteSchema = z.preprocess(
  (raw) => {
    if (raw === null || typeof raw !== 'object') return raw;
    const f = raw as Record<string, unknown>;
    return { ...f, id: f.id ?? f.pid, name: f.name ?? f.productName, quantity: f.quantity ?? f.stock };
  },
  z.object({
    id: looseId,
    name: optionalText,
    title: optionalText,
    price: looseNumber,
    description: optionalText,
    image: optionalText,
    quantity: optionalNumber,
    addedAt: z.string(),
  }),
);
export type Favorite = z.infer<typeof FavoriteSchema>;
