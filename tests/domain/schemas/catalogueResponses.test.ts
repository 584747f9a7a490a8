import { describe, expect, it } from 'vitest';
import {
  ArrivalsResponseSchema,
  BannersResponseSchema,
  CategoryProductsResponseSchema,
  CategoryTreeResponseSchema,
  DeliveryChargesResponseSchema,
  FeaturedCategoriesResponseSchema,
  HasVariantsResponseSchema,
  HomeCategoriesResponseSchema,
  ProductByIdResponseSchema,
  ReelsResponseSchema,
  SearchResponseSchema,
  SectionsResponseSchema,
  SubTwoCategoriesResponseSchema,
} from '../../../src/domain';

const category = {
  id: 1,
  name: 'إلكترونيات',
  name_en: 'Electronics',
  image: null,
  level: 1,
  parent_id: null,
  total_products: 3,
};
const product = { id: 10, name: 'هاتف', name_en: 'Phone', price: 99.5, quantity: 3 };

describe('catalogue responses (SPEC §7, docs/API.md)', () => {
  it('parse banners', () => {
    const r = BannersResponseSchema.parse({
      status: true,
      data: [{ id: 1, image: '/media/b1.jpg', banner_type: 'main_banner', link: null, sort: 1 }],
    });
    expect(r.data[0]?.banner_type).toBe('main_banner');
  });

  it('parse every category list', () => {
    const body = { status: true, data: [{ ...category, sub: [{ ...category, id: 2, level: 2 }] }] };
    for (const schema of [
      FeaturedCategoriesResponseSchema,
      CategoryTreeResponseSchema,
      SubTwoCategoriesResponseSchema,
      HomeCategoriesResponseSchema,
    ]) {
      expect(schema.parse(body).data[0]?.sub?.[0]?.id).toBe(2);
    }
  });

  it('parse arrivals, sections, search, reels and delivery charges', () => {
    expect(
      ArrivalsResponseSchema.parse({ status: true, data: [{ category, products: [product] }] }).data,
    ).toHaveLength(1);
    expect(
      SectionsResponseSchema.parse({ status: true, data: [{ id: 1, type: 'arrivals', sort: 2 }] }).data[0]
        ?.type,
    ).toBe('arrivals');
    expect(SearchResponseSchema.parse({ status: true, data: [product] }).data[0]?.price).toBe(99.5);
    expect(
      ReelsResponseSchema.parse({
        status: true,
        data: [
          { id: 1, video_url: '/media/r1.mp4', product_id: 10, title: 'x', description: null, poster: null },
        ],
      }).data[0]?.product_id,
    ).toBe(10);
    expect(
      DeliveryChargesResponseSchema.parse({
        status: true,
        data: [
          {
            country: 'Kuwait',
            delivery_weight_range_start: '0',
            delivery_weight_range_end: null,
            per_kg_price: '0.750',
            free_after: 20,
          },
        ],
      }).data[0],
    ).toEqual({
      country: 'Kuwait',
      delivery_weight_range_start: 0,
      delivery_weight_range_end: null,
      per_kg_price: 0.75,
      free_after: 20,
    });
  });

  it('parse category products', () => {
    const r = CategoryProductsResponseSchema.parse({
      status: true,
      data: { category, subcategories: [], products: [product] },
    });
    expect(r.data.products[0]?.id).toBe(10);
  });

  it('parse a product by id with its variant system and images', () => {
    const r = ProductByIdResponseSchema.parse({
      status: true,
      data: product,
      variant_system: { has_variants: false, available_attributes: {}, optimized_variants: [] },
      product_images: [{ image_url: '/media/p10.jpg' }],
    });
    expect(r.product_images).toEqual([{ image_url: '/media/p10.jpg' }]);
    expect(r.variant_system?.has_variants).toBe(false);
  });

  it('parse the variant check', () => {
    expect(
      HasVariantsResponseSchema.parse({ status: true, data: { has_variants: true, count: 4, quantity: 9 } })
        .data,
    ).toEqual({ has_variants: true, count: 4, quantity: 9 });
  });

  it('reject data that is not a list', () => {
    expect(BannersResponseSchema.safeParse({ status: true, data: {} }).success).toBe(false);
    expect(SearchResponseSchema.safeParse({ status: true }).success).toBe(false);
  });
});
