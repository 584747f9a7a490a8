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
  OrderRepriced: 'orders',
  OrderNeedsAttention: 'orders',
  OrderRefused: 'orders',
  OrderResolved: 'orders',
  OrderCancelRequested: 'orders',
  CartAbandoned: 'analytics',
  Snapshot: 'log',
} as const;

export type EventType = keyof typeof AGGREGATE_OF;
export type Aggregate = (typeof AGGREGATE_OF)[EventType];
/** The one aggregate of events of type T. */
export type AggregateOf<T extends EventType> = (typeof AGGREGATE_OF)[T];

export function aggregateOf<T extends EventType>(type: T): AggregateOf<T> {
  return AGGREGATE_OF[type];
}

/**
 * Events the server must hear about, through the outbox:
 * - NameChanged, AddressSaved, AddressDeleted change the customer's record on the server (SPEC §7).
 * - OrderPlaced is POST /order/store with the event id as Idempotency-Key (DESIGN); OrderCancelRequested is the
 *   shopper's cancellation, POST /order/{orderId}/cancel under its own id (docs/API.md).
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
  'OrderCancelRequested',
  'CartAbandoned',
]);

export function hasServerEffect(type: EventType): boolean {
  return SERVER_EFFECT.has(type);
}

/**
 * The customer's log (DESIGN "The customer's log across devices"): for a logged-in customer these
 * events, which shape the cart, the favourites and the selected address, are kept by the server and replicated to
 * every device the customer uses. The others stay on the device they happened on (the session, the language) or
 * reach the server as calls of their own (the outbox above).
 */
const REPLICATED: ReadonlySet<EventType> = new Set([
  'CartItemAdded',
  'CartItemQuantityChanged',
  'CartItemRemoved',
  'CartCleared',
  'PromoApplied',
  'PromoRemoved',
  'FavoriteToggled',
  'FavoritesCleared',
  'AddressSelected',
]);

export function isReplicated(type: EventType): boolean {
  return REPLICATED.has(type);
}
