import { z } from 'zod';
import { looseNumber, optionalNumber, optionalText, requiredText } from './primitives';

/**
 * SPEC §3 Category. Menus nest children under `sub`, home and the categories page under `childrens`
 * (sic, the backend's spelling); both are recursive and optional.
 */
export const CategorySchema = z.object({
  id: looseNumber,
  name: requiredText,
  name_en: optionalText,
  image: optionalText,
  level: optionalNumber,
  parent_id: optionalNumber,
  total_products: optionalNumber.transform((v) => v ?? 0),
  get sub(): z.ZodOptional<z.ZodArray<typeof CategorySchema>> {
    return z.array(CategorySchema).optional();
  },
  get childrens(): z.ZodOptional<z.ZodArray<typeof CategorySchema>> {
    return z.array(CategorySchema).optional();
  },
});
export type Category = z.infer<typeof CategorySchema>;
