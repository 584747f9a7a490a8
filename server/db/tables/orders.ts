// Orders, payments and analytics (0004_orders.sql), the attempts at paying an invoice (0011_payment_attempts.sql), and
// the stock an invoice holds (0012_stock.sql).
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { VariantAttribute } from './catalogue';
import { money, timestamptz } from './columns';

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

/** What one attempt on the hosted page came to; the invoice is Paid once one of its attempts is. */
export type AttemptStatus = Exclude<PaymentStatus, 'Pending'>;

export const paymentAttempts = pgTable('payment_attempts', {
  paymentId: text('payment_id').primaryKey(),
  invoiceId: text('invoice_id').notNull(),
  status: text('status').$type<AttemptStatus>().notNull(),
  createdAt: timestamptz('created_at').notNull().default(sql`now()`),
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
  // 0012_stock.sql: the order's lines are counted out of stock (until it is cancelled or fails).
  stockTaken: boolean('stock_taken').notNull().default(false),
});

/** Units a card invoice holds while its shopper pays (0012_stock.sql); expiresAt null once the invoice is paid. */
export const stockHolds = pgTable('stock_holds', {
  invoiceId: text('invoice_id').notNull(),
  productId: integer('product_id').notNull(),
  variantId: integer('variant_id'),
  quantity: integer('quantity').notNull(),
  expiresAt: timestamptz('expires_at'),
  createdAt: timestamptz('created_at').notNull().default(sql`now()`),
});

export const analyticsEvents = pgTable('analytics_events', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id'),
  type: text('type').notNull(),
  at: timestamptz('at').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamptz('received_at').notNull().default(sql`now()`),
});
