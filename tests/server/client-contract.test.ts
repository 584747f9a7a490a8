// The client validates every response with the zod schemas of src/domain/schemas (docs/API.md). Parsing the
// reference server's real replies with those same schemas keeps the two sides of the contract in step.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ApiErrorResponseSchema,
  ArrivalsResponseSchema,
  BannersResponseSchema,
  CategoryProductsResponseSchema,
  CategoryTreeResponseSchema,
  DeliveryChargesResponseSchema,
  FeaturedCategoriesResponseSchema,
  HasVariantsResponseSchema,
  HomeCategoriesResponseSchema,
  ProductByIdResponseSchema,
  PromoValidationResponseSchema,
  ReelsResponseSchema,
  SearchResponseSchema,
  SectionsResponseSchema,
  SubTwoCategoriesResponseSchema,
} from '../../src/domain/schemas';
import { openSeededApp, type SeededApp } from './support/seeded-app';

let shop: SeededApp;
beforeAll(async () => {
  shop = await openSeededApp();
});
afterAll(() => shop.close());

const calls: [path: string, schema: z.ZodType][] = [
  ['/api/getBanners', BannersResponseSchema],
  ['/api/get-featured-categories', FeaturedCategoriesResponseSchema],
  ['/api/getAllCatesWithSubWeb', CategoryTreeResponseSchema],
  ['/api/getAllCatesWithSub', CategoryTreeResponseSchema],
  ['/api/getListSubTwoCategory', SubTwoCategoriesResponseSchema],
  ['/api/getHomeCategories', HomeCategoriesResponseSchema],
  ['/api/getArrivals', ArrivalsResponseSchema],
  ['/api/sections', SectionsResponseSchema],
  ['/api/category/1/products', CategoryProductsResponseSchema],
  ['/api/getProductById/1', ProductByIdResponseSchema],
  ['/api/hasVariants/1', HasVariantsResponseSchema],
  ['/api/getProductName?name=oud', SearchResponseSchema],
  ['/api/get-reels', ReelsResponseSchema],
  ['/api/getPromoValid/WELCOME10', PromoValidationResponseSchema],
  ['/api/getPromoValid/EXPIRED50', PromoValidationResponseSchema],
  ['/api/deliveryCharges_admin', DeliveryChargesResponseSchema],
  ['/api/getProductById/999999', ApiErrorResponseSchema],
  ['/api/getProductById/abc', ApiErrorResponseSchema],
];

describe('the client schemas accept what the server sends (docs/API.md)', () => {
  it.each(calls)('%s', async (path, schema) => {
    const { body } = await shop.get<unknown>(path);
    const result = schema.safeParse(body);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
