/**
 * Checkout (SPEC §2 Checkout, §4 Checkout flows and promo, §5 Place order and Promo code, §9 Delivery fee, Totals).
 * The machine owns the order. It follows the shop's projections (cart, selected address, session) through the
 * `watchShop` actor, prices them with the domain rules whenever they, the rates or the promo change, and builds the
 * order it places. Before the form it looks for a cash order an earlier visit left in the outbox, and waits for that
 * one instead of offering a second. Once open, three regions run side by side: the promo code (trimmed, checked by
 * the server, applied or refused), the delivery rates (unreachable rates mean the 2 KD fallback) and the order, which
 * cash places through the outbox and card hands to the card payment (`payByCard`, which reports `card.failed`).
 * Place Order waits for the rates: the fee is part of the total the order carries.
 */
import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  type AuthState,
  buildOrderPayload,
  buildPaymentRequest,
  type CartItem,
  type CheckoutPrice,
  cartItemCount,
  checkoutPrice,
  checkPromoInput,
  type DeliveryRate,
  interpretPromoResponse,
  isLoggedIn,
  type OrderStorePayload,
  type PaymentInitiatePayload,
  type PlaceOrderProblem,
  type PromoCode,
  type PromoValidationResponse,
  placeOrderProblem,
  type SelectedAddress,
} from '../domain';

export type PaymentChoice = 'cash' | 'card';

/** What checkout reads of the shop's projections. */
export interface CheckoutShop {
  session: Pick<AuthState, 'token' | 'userId' | 'userName' | 'mobile' | 'isLanguage'>;
  address: SelectedAddress | null;
  items: CartItem[];
}

/** A cash order to place through the outbox; `key` resumes one already there under its idempotency key. */
export interface CashOrder {
  order: OrderStorePayload;
  key: string | null;
}

/** A cash order an earlier visit left in the outbox, under its idempotency key. */
export type UnsentOrder = CashOrder & { key: string };

/** What the card payment needs to start (the cardPayment machine's `user.pay`). */
export interface CardHandOff {
  order: OrderStorePayload;
  request: PaymentInitiatePayload;
}

export type CheckoutProblem = PlaceOrderProblem | 'failedToCreateOrder';

export interface CheckoutContext {
  /** The shop's own origin, where the payment provider sends the shopper back. */
  origin: string;
  shop: CheckoutShop | null;
  promoInput: string;
  promo: PromoCode | null;
  /** A translation key, or the server's own message. */
  promoError: string | null;
  rates: DeliveryRate[] | 'unavailable' | null;
  price: CheckoutPrice;
  payment: PaymentChoice;
  /** The order being placed, fixed when Place Order was pressed (or read back from the outbox). */
  order: OrderStorePayload | null;
  /** The idempotency key of an order resumed from the outbox; a new order gets its key when it is placed. */
  orderKey: string | null;
  error: CheckoutProblem | null;
  /** Why the card payment did not start: a payment translation key, or the provider's own message. */
  paymentError: string | null;
  orderId: string | null;
}

export type CheckoutEvent =
  | { type: 'shop.changed'; shop: CheckoutShop }
  | { type: 'user.promoChanged'; value: string }
  | { type: 'user.applyPromo' }
  | { type: 'user.removePromo' }
  | { type: 'user.retryRates' }
  | { type: 'user.choosePayment'; payment: PaymentChoice }
  | { type: 'user.placeOrder' }
  | { type: 'card.failed'; error: string };

const NO_PRICE: CheckoutPrice = {
  fee: null,
  totals: { subtotalFils: 0, deliveryFils: 0, discountFils: 0, totalFils: 0 },
};

/** The facts SPEC §5 Place order checks; a missing shop counts as a guest with an empty cart. */
function factsOf(shop: CheckoutShop | null) {
  return {
    loggedIn: shop !== null && isLoggedIn(shop.session),
    hasAddress: (shop?.address ?? null) !== null,
    cartCount: shop ? cartItemCount(shop.items) : 0,
  };
}

const sameFacts = (a: CheckoutShop | null, b: CheckoutShop | null) =>
  JSON.stringify(factsOf(a)) === JSON.stringify(factsOf(b));

/** The price with the shop, the rates and the promo of `context` (the domain's SPEC §9 rules). */
function priced(context: Pick<CheckoutContext, 'shop' | 'rates' | 'promo'>): CheckoutPrice {
  if (!context.shop) return NO_PRICE;
  return checkoutPrice({
    items: context.shop.items,
    country: context.shop.address?.country,
    rates: context.rates,
    promoPercent: context.promo?.discount ?? null,
  });
}

/** The order as checkout shows it now (SPEC §3 order_detail and product_details). */
function orderOf(context: CheckoutContext) {
  return buildOrderPayload({
    userId: context.shop?.session.userId ?? null,
    address: context.shop?.address ?? null,
    items: context.shop?.items ?? [],
    totals: context.price.totals,
    paymentMethod: context.payment,
    promoCode: context.promo?.code ?? null,
    language: context.shop?.session.isLanguage,
  });
}

/** The order of a transition whose guards checked `orderUnprepared`; null cannot happen there. */
function builtOrder(context: CheckoutContext): OrderStorePayload | null {
  const built = orderOf(context);
  return built.ok ? built.payload : null;
}

const cashOrderOf = (context: CheckoutContext): CashOrder => ({
  order: context.order as OrderStorePayload,
  key: context.orderKey,
});

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { origin: string },
  },
  actors: {
    watchShop: fromCallback<CheckoutEvent>(() => {
      throw new Error('watchShop must be provided');
    }),
    findUnsentOrder: fromPromise<UnsentOrder | null, void>(async () => {
      throw new Error('findUnsentOrder must be provided');
    }),
    validatePromo: fromPromise<PromoValidationResponse, { code: string }>(async () => {
      throw new Error('validatePromo must be provided');
    }),
    loadRates: fromPromise<DeliveryRate[], void>(async () => {
      throw new Error('loadRates must be provided');
    }),
    placeCashOrder: fromPromise<{ orderId: string }, CashOrder>(async () => {
      throw new Error('placeCashOrder must be provided');
    }),
    payByCard: fromCallback<CheckoutEvent, CardHandOff>(() => {
      throw new Error('payByCard must be provided');
    }),
  },
  actions: {
    goToLogin: () => {},
    goToCart: () => {},
    showThankYou: () => {},
    /** The shopper's promo choice is a change of theirs: an event in the log (DESIGN "Event sourcing"). */
    recordPromoApplied: (_, _promo: PromoCode) => {},
    recordPromoRemoved: () => {},
    reprice: assign({ price: ({ context }) => priced(context) }),
  },
  guards: {
    shopKnown: ({ context }) => context.shop !== null,
    needsLogin: ({ context }) => !factsOf(context.shop).loggedIn,
    cartEmpty: ({ context }) => factsOf(context.shop).cartCount <= 0,
    foundUnsent: (_, found: UnsentOrder | null) => found !== null,
    promoEntered: ({ context }) => checkPromoInput(context.promoInput).ok,
    promoValid: (_, response: PromoValidationResponse) => interpretPromoResponse(response).ok,
    ratesKnown: ({ context }) => context.rates !== null,
    orderRefused: ({ context }) => placeOrderProblem(factsOf(context.shop)) !== null,
    orderUnprepared: ({ context }) => !orderOf(context).ok,
    payingByCard: ({ context }) => context.payment === 'card',
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    origin: input.origin,
    shop: null,
    promoInput: '',
    promo: null,
    promoError: null,
    rates: null,
    price: NO_PRICE,
    payment: 'cash',
    order: null,
    orderKey: null,
    error: null,
    paymentError: null,
    orderId: null,
  }),
  invoke: { id: 'watchShop', src: 'watchShop' },
  on: {
    'shop.changed': {
      actions: [
        assign(({ context, event }) => ({
          shop: event.shop,
          // A message about the order's facts goes once they change (an address chosen in another tab).
          error: sameFacts(context.shop, event.shop) ? context.error : null,
        })),
        'reprice',
      ],
    },
  },
  initial: 'lookingForUnsent',
  states: {
    /** SPEC §4 Cash on delivery: an order placed offline waits in the outbox; the cart is cleared once it is sent. */
    lookingForUnsent: {
      invoke: {
        id: 'findUnsentOrder',
        src: 'findUnsentOrder',
        onDone: [
          {
            guard: { type: 'foundUnsent', params: ({ event }) => event.output },
            target: 'resuming',
            actions: assign({
              order: ({ event }) => event.output?.order ?? null,
              orderKey: ({ event }) => event.output?.key ?? null,
            }),
          },
          { target: 'awaitingShop' },
        ],
        onError: 'awaitingShop',
      },
    },
    resuming: {
      invoke: {
        id: 'resumeCashOrder',
        src: 'placeCashOrder',
        input: ({ context }) => cashOrderOf(context),
        onDone: { target: 'placed', actions: assign({ orderId: ({ event }) => event.output.orderId }) },
        // The server refused it: the form offers to place the order again, under a new key.
        onError: {
          target: 'awaitingShop',
          actions: assign({ order: null, orderKey: null, error: 'failedToCreateOrder' }),
        },
      },
    },
    awaitingShop: { always: { guard: 'shopKnown', target: 'entering' } },
    /** SPEC §2: guests go to login with a return path; an empty cart goes back to the cart. */
    entering: {
      always: [
        { guard: 'needsLogin', target: 'leaving', actions: 'goToLogin' },
        { guard: 'cartEmpty', target: 'leaving', actions: 'goToCart' },
        { target: 'open' },
      ],
    },
    leaving: { type: 'final' },
    placed: { type: 'final', entry: 'showThankYou' },
    open: {
      type: 'parallel',
      states: {
        promo: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.promoChanged': {
                  actions: assign({ promoInput: ({ event }) => event.value, promoError: null }),
                },
                'user.applyPromo': [
                  { guard: 'promoEntered', target: 'checking', actions: assign({ promoError: null }) },
                  { actions: assign({ promoError: 'pleaseEnterPromo' }) },
                ],
              },
            },
            checking: {
              invoke: {
                id: 'validatePromo',
                src: 'validatePromo',
                input: ({ context }) => ({ code: context.promoInput.trim() }),
                onDone: [
                  {
                    guard: { type: 'promoValid', params: ({ event }) => event.output },
                    target: 'applied',
                    actions: [
                      assign({
                        promo: ({ event }) => {
                          const verdict = interpretPromoResponse(event.output);
                          return verdict.ok ? verdict.promo : null;
                        },
                      }),
                      'reprice',
                      {
                        type: 'recordPromoApplied',
                        params: ({ context }) => context.promo as PromoCode,
                      },
                    ],
                  },
                  {
                    target: 'editing',
                    actions: assign({
                      promoError: ({ event }) => {
                        const verdict = interpretPromoResponse(event.output);
                        return verdict.ok ? null : (verdict.serverMessage ?? verdict.key);
                      },
                    }),
                  },
                ],
                onError: { target: 'editing', actions: assign({ promoError: 'errorValidatingPromo' }) },
              },
            },
            /** Applying locks the input; remove resets it (SPEC §4 Addresses and promo). */
            applied: {
              on: {
                'user.removePromo': {
                  target: 'editing',
                  actions: [
                    assign({ promo: null, promoInput: '', promoError: null }),
                    'reprice',
                    'recordPromoRemoved',
                  ],
                },
              },
            },
          },
        },
        delivery: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadRates',
                src: 'loadRates',
                onDone: {
                  target: 'ready',
                  actions: [assign({ rates: ({ event }) => event.output }), 'reprice'],
                },
                // SPEC §9: on an error the fee is 2 KD; the domain rule reads 'unavailable' that way.
                onError: { target: 'unavailable', actions: [assign({ rates: 'unavailable' }), 'reprice'] },
              },
            },
            ready: {},
            unavailable: { on: { 'user.retryRates': 'loading' } },
          },
        },
        order: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                'user.choosePayment': { actions: assign({ payment: ({ event }) => event.payment }) },
                // Every branch needs the rates: before they are known, Place Order cannot be taken at all.
                'user.placeOrder': [
                  {
                    guard: and(['ratesKnown', 'orderRefused']),
                    actions: assign({ error: ({ context }) => placeOrderProblem(factsOf(context.shop)) }),
                  },
                  {
                    guard: and(['ratesKnown', 'orderUnprepared']),
                    actions: assign({
                      error: null,
                      paymentError: ({ context }) => {
                        const built = orderOf(context);
                        return built.ok ? null : built.key;
                      },
                    }),
                  },
                  {
                    guard: and(['ratesKnown', 'payingByCard']),
                    target: 'payingByCard',
                    actions: assign({
                      error: null,
                      paymentError: null,
                      order: ({ context }) => builtOrder(context),
                    }),
                  },
                  {
                    guard: 'ratesKnown',
                    target: 'placingCash',
                    actions: assign({
                      error: null,
                      paymentError: null,
                      order: ({ context }) => builtOrder(context),
                    }),
                  },
                ],
              },
            },
            placingCash: {
              invoke: {
                id: 'placeCashOrder',
                src: 'placeCashOrder',
                input: ({ context }) => cashOrderOf(context),
                onDone: {
                  target: '#checkout.placed',
                  actions: assign({ orderId: ({ event }) => event.output.orderId }),
                },
                onError: { target: 'ready', actions: assign({ order: null, error: 'failedToCreateOrder' }) },
              },
            },
            /** The card flow continues in the cardPayment machine (hosted page, then the callback). */
            payingByCard: {
              invoke: {
                id: 'payByCard',
                src: 'payByCard',
                input: ({ context }) => {
                  const order = context.order as OrderStorePayload;
                  const session = context.shop?.session;
                  const request = buildPaymentRequest({
                    order,
                    userName: session?.userName ?? null,
                    mobile: session?.mobile ?? null,
                    origin: context.origin,
                  });
                  return { order, request };
                },
              },
              on: {
                'card.failed': {
                  target: 'ready',
                  actions: assign({ order: null, paymentError: ({ event }) => event.error }),
                },
              },
            },
          },
        },
      },
    },
  },
});
