import { z } from 'zod';
import {
  CartItemSchema,
  FavoriteSchema,
  OrderStorePayloadSchema,
  PendingOrderSchema,
  PromoCodeSchema,
  SelectedAddressSchema,
  SessionSchema,
} from '../schemas';
import { looseId } from '../schemas/primitives';
import { SavedAddressSchema } from './addressProjection';
import { ProjectionStateSchema } from './projectionState';

/**
 * DESIGN "Event sourcing": every user change is an event appended to the log. Each type belongs to one aggregate:
 * the sync worker pushes outbox events one at a time per aggregate. 'log' holds only the compaction snapshot,
 * which spans every aggregate.
 */
const AGGREGATE_OF = {
  CartItemAdded: 'cart',
  CartItemQuantityChanged: 'cart',
  CartItemRemoved: 'cart',
  CartCleared: 'cart',
  PromoApplied: 'cart',
  PromoRemoved: 'cart',
  FavoriteToggled: 'favorites',
  FavoritesCleared: 'favorites',
  AddressSaved: 'addresses',
  AddressDeleted: 'addresses',
  AddressSelected: 'addresses',
  NameChanged: 'session',
  LanguageChanged: 'session',
  LoggedIn: 'session',
  LoggedOut: 'session',
  PaymentInitiated: 'orders',
  OrderPlaced: 'orders',
  OrderConfirmed: 'orders',
  CartAbandoned: 'analytics',
  Snapshot: 'log',
} as const;

export type EventType = keyof typeof AGGREGATE_OF;
export type Aggregate = (typeof AGGREGATE_OF)[EventType];

export function aggregateOf(type: EventType): Aggregate {
  return AGGREGATE_OF[type];
}

/**
 * Events the server must hear about, through the outbox:
 * - NameChanged, AddressSaved, AddressDeleted change the customer's record on the server (SPEC §7).
 * - OrderPlaced is POST /order/store with the event id as Idempotency-Key (DESIGN).
 * - CartAbandoned is the analytics POST /events (SPEC §4 Other UI states).
 * The rest stay on the device: SPEC §3 persists cart, favorites, the selected address and the language locally
 * and §7 has no call for them; a promo is checked by a read before PromoApplied is appended; LoggedIn and
 * PaymentInitiated record the answer of a call already made online (verify, payment initiate), and logout is
 * local (SPEC §4 Login). A Snapshot is the log's own bookkeeping.
 */
const SERVER_EFFECT: ReadonlySet<EventType> = new Set([
  'NameChanged',
  'AddressSaved',
  'AddressDeleted',
  'OrderPlaced',
  'CartAbandoned',
]);

export function hasServerEffect(type: EventType): boolean {
  return SERVER_EFFECT.has(type);
}

/** DESIGN: a 4xx marks the event failed with the server's message; a network error retries; nothing is dropped. */
const OutboxSchema = z.object({
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
});
export type Outbox = z.infer<typeof OutboxSchema>;

const empty = z.object({});

/** Payload of each event type; the envelope (id, time, aggregate, outbox) is added by `eventSchema`. */
const PAYLOADS = {
  CartItemAdded: z.object({ item: CartItemSchema }),
  CartItemQuantityChanged: z.object({ id: z.string().min(1), delta: z.union([z.literal(1), z.literal(-1)]) }),
  CartItemRemoved: z.object({ id: z.string().min(1) }),
  CartCleared: empty,
  PromoApplied: PromoCodeSchema,
  PromoRemoved: empty,
  FavoriteToggled: z.object({ favorite: FavoriteSchema }),
  FavoritesCleared: empty,
  AddressSaved: z.object({ address: SavedAddressSchema }),
  AddressDeleted: z.object({ addressId: looseId }),
  AddressSelected: z.object({ address: SelectedAddressSchema.nullable() }),
  NameChanged: z.object({ name: z.string() }),
  LanguageChanged: z.object({ language: z.enum(['ar', 'en']) }),
  PaymentInitiated: z.object({ invoiceId: z.string().min(1), pendingOrder: PendingOrderSchema }),
  // `order` is the body the outbox posts; the key lets a card payment reuse the key of its PaymentInitiated.
  // `orderId` is always null when appended: the server's id arrives later as its own fact, OrderConfirmed (an
  // event stored by an earlier version may still carry it here).
  OrderPlaced: z.object({
    orderId: looseId.nullable(),
    idempotencyKey: z.string().min(1),
    order: OrderStorePayloadSchema,
  }),
  // The server created the order of the OrderPlaced event `orderKey` (its id and idempotency key) as `orderId`.
  // A stored event never changes: what the outbox learns is appended, not written into the order's event.
  OrderConfirmed: z.object({ orderKey: z.string().min(1), orderId: looseId }),
  CartAbandoned: z.object({
    itemCount: z.number().int().nonnegative(),
    totalFils: z.number().int().nonnegative(),
  }),
  LoggedIn: z.object({ session: SessionSchema }),
  LoggedOut: empty,
  // Compaction (DESIGN): the state folded so far replaces whatever came before it.
  Snapshot: z.object({ state: ProjectionStateSchema }),
} satisfies Record<EventType, z.ZodType>;

export type EventPayload<T extends EventType> = z.infer<(typeof PAYLOADS)[T]>;

function eventSchema<T extends EventType>(type: T) {
  return z.object({
    /** Time-sortable (see eventId.ts), given by the caller. */
    id: z.string().min(1),
    type: z.literal(type),
    payload: PAYLOADS[type] as (typeof PAYLOADS)[T],
    /** Milliseconds since the epoch, given by the caller. */
    at: z.number().int().nonnegative(),
    aggregate: z.literal(AGGREGATE_OF[type]),
    outbox: OutboxSchema.optional(),
  });
}

/** What the `events` collection holds; reading the log back parses each document with this. */
export const ShopEventSchema = z.discriminatedUnion('type', [
  eventSchema('CartItemAdded'),
  eventSchema('CartItemQuantityChanged'),
  eventSchema('CartItemRemoved'),
  eventSchema('CartCleared'),
  eventSchema('PromoApplied'),
  eventSchema('PromoRemoved'),
  eventSchema('FavoriteToggled'),
  eventSchema('FavoritesCleared'),
  eventSchema('AddressSaved'),
  eventSchema('AddressDeleted'),
  eventSchema('AddressSelected'),
  eventSchema('NameChanged'),
  eventSchema('LanguageChanged'),
  eventSchema('PaymentInitiated'),
  eventSchema('OrderPlaced'),
  eventSchema('OrderConfirmed'),
  eventSchema('CartAbandoned'),
  eventSchema('LoggedIn'),
  eventSchema('LoggedOut'),
  eventSchema('Snapshot'),
]);
export type ShopEvent = z.infer<typeof ShopEventSchema>;
export type EventOf<T extends EventType> = Extract<ShopEvent, { type: T }>;
