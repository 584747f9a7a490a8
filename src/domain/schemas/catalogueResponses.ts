import { z } from 'zod';
import { ArrivalEntrySchema } from './arrival';
import { BannerSchema } from './banner';
import { CategorySchema } from './category';
import { DeliveryRateSchema } from './deliveryRate';
import { looseBoolean, optionalNumber } from './primitives';
import { ProductImageSchema, ProductSchema } from './product';
import { ReelSchema } from './reel';
import { SectionSchema } from './section';
import { VariantSystemSchema } from './variant';

/** `{ status, data: T[] }`: the envelope of every catalogue list in docs/API.md. */
function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ status: looseBoolean, data: z.array(item) });
}

export const BannersResponseSchema = listResponse(BannerSchema);
export type BannersResponse = z.infer<typeof BannersResponseSchema>;

export const FeaturedCategoriesResponseSchema = listResponse(CategorySchema);
export type FeaturedCategoriesResponse = z.infer<typeof FeaturedCategoriesResponseSchema>;

/** /getAllCatesWithSubWeb (children under `sub`) and /getAllCatesWithSub (under `childrens`). */
export const CategoryTreeResponseSchema = listResponse(CategorySchema);
export type CategoryTreeResponse = z.infer<typeof CategoryTreeResponseSchema>;

export const SubTwoCategoriesResponseSchema = listResponse(CategorySchema);
export type SubTwoCategoriesResponse = z.infer<typeof SubTwoCategoriesResponseSchema>;

export const HomeCategoriesResponseSchema = listResponse(CategorySchema);
export type HomeCategoriesResponse = z.infer<typeof HomeCategoriesResponseSchema>;

export const ArrivalsResponseSchema = listResponse(ArrivalEntrySchema);
export type ArrivalsResponse = z.infer<typeof ArrivalsResponseSchema>;

export const SectionsResponseSchema = listResponse(SectionSchema);
export type SectionsResponse = z.infer<typeof SectionsResponseSchema>;

export const SearchResponseSchema = listResponse(ProductSchema);
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const ReelsResponseSchema = listResponse(ReelSchema);
export type ReelsResponse = z.infer<typeof ReelsResponseSchema>;

/** /deliveryCharges_admin: checkout reads the rates alone, so an answer without `status` still serves. */
export const DeliveryChargesResponseSchema = z.object({
  status: looseBoolean.optional(),
  data: z.array(DeliveryRateSchema),
});
export type DeliveryChargesResponse = z.infer<typeof DeliveryChargesResponseSchema>;

export const CategoryProductsResponseSchema = z.object({
  status: looseBoolean,
  data: z.object({
    category: CategorySchema,
    subcategories: z
      .array(CategorySchema)
      .nullish()
      .transform((v) => v ?? []),
    products: z.array(ProductSchema),
  }),
});
export type CategoryProductsResponse = z.infer<typeof CategoryProductsResponseSchema>;

export const ProductByIdResponseSchema = z.object({
  status: looseBoolean,
  data: ProductSchema,
  variant_system: VariantSystemSchema.nullish().transform((v) => v ?? null),
  product_images: z
    .array(ProductImageSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type ProductByIdResponse = z.infer<typeof ProductByIdResponseSchema>;

/** /hasVariants/{id}: also the stock check before a quick add (docs/API.md). */
export const HasVariantsResponseSchema = z.object({
  status: looseBoolean,
  data: z.object({
    has_variants: looseBoolean,
    count: optionalNumber.transform((v) => v ?? 0),
    quantity: optionalNumber.transform((v) => v ?? 0),
  }),
});
export type HasVariantsResponse = z.infer<typeof HasVariantsResponseSchema>;

/**
 * The reference server's catalogue changes (docs/API.md GET /catalogue/changes; not in SPEC §7, so an ERP may lack
 * it): products changed and removed since the version the client sent, a page at a time, and the whole category
 * tree (children under `childrens`) on the last page whenever anything changed. `full`: the client's version was
 * unknown, so this is the whole catalogue.
 */
export const CatalogueChangesResponseSchema = z.object({
  status: looseBoolean,
  data: z.object({
    version: z.string().min(1),
    full: looseBoolean,
    more: looseBoolean,
    products: z.array(ProductSchema),
    removed_products: z.array(z.coerce.number()),
    categories: z
      .array(CategorySchema)
      .nullish()
      .transform((v) => v ?? null),
  }),
});
export type CatalogueChangesResponse = z.infer<typeof CatalogueChangesResponseSchema>;
