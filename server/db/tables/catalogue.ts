// The catalogue and the home's content (0001_catalogue.sql, 0005_catalogue_changes.sql). Catalogue ids are plain
// integers because they come from the ERP (or the seed), not from a sequence.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { money } from './columns';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  image: text('image'),
  level: smallint('level').notNull(),
  parentId: integer('parent_id'),
  sort: integer('sort').notNull().default(0),
  showInHome: boolean('show_in_home').notNull().default(false),
  // Set by the database on every write (0005_catalogue_changes.sql): what the catalogue changes call reads.
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(sql`nextval('catalogue_change_seq')`),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  price: money('price').notNull(),
  oldPrice: money('old_price'),
  image: text('image').notNull(),
  description: text('description').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionSale: text('description_sale').notNull().default(''),
  quantity: integer('quantity').notNull().default(0),
  defaultCode: text('default_code').notNull(),
  barcode: text('barcode').notNull().default('0'),
  subLocation: text('sub_location').notNull().default(''),
  odooId: integer('odoo_id').notNull(),
  weight: numeric('weight', { precision: 8, scale: 3, mode: 'number' }).notNull(),
  sort: integer('sort').notNull().default(0),
  // Set by the database on every write (0005_catalogue_changes.sql): what the catalogue changes call reads.
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(sql`nextval('catalogue_change_seq')`),
});

/** Products and categories removed from the catalogue, each under the change number of its removal. */
export const catalogueRemovals = pgTable(
  'catalogue_removals',
  {
    kind: text('kind').$type<'product' | 'category'>().notNull(),
    id: integer('id').notNull(),
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
);

/** The random name of this database's change numbering (one row). */
export const catalogueEpoch = pgTable('catalogue_epoch', { epoch: text('epoch').primaryKey() });

/** `name` and `value` as the ERP keys them (English); `name_ar` and `value_ar` are their Arabic texts. */
export type VariantAttribute = { name: string; value: string; name_ar?: string; value_ar?: string };

export const productVariants = pgTable('product_variants', {
  id: integer('id').primaryKey(),
  productId: integer('product_id').notNull(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  color: text('color'),
  size: text('size'),
  priceExtra: money('price_extra').notNull().default(0),
  stockQuantity: integer('stock_quantity').notNull().default(0),
  isAvailable: boolean('is_available').notNull().default(true),
  sku: text('sku').notNull(),
  image: text('image'),
  odooId: integer('odoo_id').notNull(),
  attributes: jsonb('attributes').$type<VariantAttribute[]>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const productImages = pgTable('product_images', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull(),
  imageUrl: text('image_url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const bannerTypes = ['main_banner', 'offer_banner', 'section_banner'] as const;
export type BannerType = (typeof bannerTypes)[number];

export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  image: text('image').notNull(),
  bannerType: text('banner_type').$type<BannerType>().notNull(),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
});

export const sectionTypes = ['banners', 'categories', 'featured_categories', 'arrivals'] as const;
export type SectionType = (typeof sectionTypes)[number];

export const sections = pgTable('sections', {
  id: integer('id').primaryKey(),
  type: text('type').$type<SectionType>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const featuredCategories = pgTable('featured_categories', {
  categoryId: integer('category_id').primaryKey(),
  sort: integer('sort').notNull().default(0),
});

export const arrivals = pgTable('arrivals', {
  categoryId: integer('category_id').primaryKey(),
  sort: integer('sort').notNull().default(0),
});

export const reels = pgTable('reels', {
  id: integer('id').primaryKey(),
  videoUrl: text('video_url').notNull(),
  productId: integer('product_id').notNull(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  description: text('description').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  poster: text('poster'),
  sort: integer('sort').notNull().default(0),
});

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  discount: integer('discount').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
});

export const deliveryRates = pgTable('delivery_rates', {
  id: integer('id').primaryKey(),
  country: text('country').notNull(),
  weightFrom: numeric('delivery_weight_range_start', { precision: 10, scale: 3, mode: 'number' }).notNull(),
  weightTo: numeric('delivery_weight_range_end', { precision: 10, scale: 3, mode: 'number' }),
  perKgPrice: money('per_kg_price').notNull(),
  freeAfter: money('free_after').notNull().default(0),
});

/** How many business days delivery takes to a governorate, or to a whole country (null): 0013_delivery_estimates.sql. */
export const deliveryEstimates = pgTable('delivery_estimates', {
  id: integer('id').primaryKey(),
  country: text('country').notNull(),
  governorate: text('governorate'),
  minDays: integer('min_days').notNull(),
  maxDays: integer('max_days').notNull(),
});
