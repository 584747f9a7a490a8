// The Drizzle description of the tables created by the SQL files in ./migrations. The SQL files are the source
// of truth for the database; this file must mirror them so queries are typed. Catalogue ids are plain integers
// because they come from the ERP (or the seed), not from a sequence.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
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

const money = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });

export const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().default(sql`now()`),
});

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

// Customers, login and idempotency (0002_customers.sql).

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  name: text('name'),
  createdAt: timestamptz('created_at').notNull().default(sql`now()`),
});

// One live code per phone and client (0006_security.sql): codes asked from one client never void another's.
export const otpCodes = pgTable(
  'otp_codes',
  {
    phone: text('phone').notNull(),
    client: text('client').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    used: boolean('used').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.phone, table.client] })],
);

/** One row per use of a budget (server/http/budgets.ts); `bucket` names the budget and whom it counts. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  bucket: text('bucket').notNull(),
  at: timestamptz('at').notNull(),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: integer('customer_id').notNull(),
  createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull().default(0),
    body: jsonb('body'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

// Addresses (0003_addresses.sql).

export type PickupLocation = {
  latitude: number;
  longitude: number;
  latitudeDelta: number | null;
  longitudeDelta: number | null;
};

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  fullName: text('full_name').notNull(),
  street: text('street'),
  city: text('city'),
  area: text('area'),
  governorate: text('governorate'),
  phone: text('phone').notNull(),
  country: text('country'),
  email: text('email'),
  address: text('address'),
  blockAvenue: text('block_avenue').notNull().default('N/A'),
  house: text('house').notNull().default('N/A'),
  piece: text('piece'),
  emirates: text('emirates'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  pickupLocation: jsonb('pickup_location').$type<PickupLocation>(),
  createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  deletedAt: timestamptz('deleted_at'),
});

// Orders, payments and analytics (0004_orders.sql).

export const paymentStatuses = ['Pending', 'Paid', 'Failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const payments = pgTable('payments', {
  invoiceId: text('invoice_id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  amount: money('amount').notNull(),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email').notNull(),
  customerMobile: text('customer_mobile').notNull(),
  customerReference: text('customer_reference'),
  orderReference: text('order_reference'),
  language: text('language').$type<'ar' | 'en'>().notNull(),
  callbackUrl: text('callback_url').notNull(),
  errorUrl: text('error_url').notNull(),
  status: text('status').$type<PaymentStatus>().notNull().default('Pending'),
  createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
});

export type StoredOrderLine = {
  id: number;
  name: string | null;
  title: string | null;
  image: string | null;
  description: string | null;
  /** The English description; absent from orders stored before lines kept it. */
  descriptionEn?: string | null;
  price: number;
  quantity: number;
  psize: string | null;
  pcolor: string | null;
  v_id: number | null;
  odoo_id: number | null;
  /** The variant's attributes in both languages; absent from orders stored before lines kept them. */
  attributes?: VariantAttribute[];
};

// idempotency_key is unique per customer (0006_security.sql), as docs/API.md promises.
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  invoiceId: text('invoice_id').unique(),
  orderDetail: jsonb('order_detail').$type<Record<string, unknown>>().notNull(),
  products: jsonb('products').$type<StoredOrderLine[]>().notNull(),
  orderStatus: text('order_status').notNull(),
  paymentStatus: text('payment_status').notNull(),
  paymentType: text('payment_type').$type<'card' | 'cash'>().notNull(),
  subtotal: money('subtotal').notNull(),
  delivery: money('delivery').notNull(),
  discount: money('discount').notNull(),
  total: money('total').notNull(),
  createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  statusChangedAt: timestamptz('status_changed_at').notNull().default(sql`now()`),
});

export const analyticsEvents = pgTable('analytics_events', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id'),
  type: text('type').notNull(),
  at: timestamptz('at').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamptz('received_at').notNull().default(sql`now()`),
});
