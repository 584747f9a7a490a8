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
  checkPromoInput,
  type DeliveryRate,
  interpretPromoResponse,
  type PromoCode,
  type PromoValidationResponse,
  placeOrderProblem,
} from '../domain';
import type {
  CardHandOff,
  CashOrder,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  UnsentOrder,
} from './checkout.types';
import {
  builtOrder,
  cardHandOffOf,
  cashOrderOf,
  factsOf,
  initialContext,
  orderOf,
  priced,
  sameFacts,
  unpreparedReason,
} from './checkoutOrder';
import { promoFailureOf, promoOf, refusalOf } from './checkoutPromo';
import { unprovided } from './unprovided';

// The screens, their services and the tests import the machine's types from here.
export type * from './checkout.types';

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    watchShop: fromCallback<CheckoutEvent>(() => {
      throw new Error('watchShop must be provided');
    }),
    findUnsentOrder: fromPromise<UnsentOrder | null, void>(unprovided('findUnsentOrder')),
    validatePromo: fromPromise<PromoValidationResponse, { code: string }>(unprovided('validatePromo')),
    loadRates: fromPromise<DeliveryRate[], void>(unprovided('loadRates')),
    placeCashOrder: fromPromise<{ orderId: string }, CashOrder>(unprovided('placeCashOrder')),
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
    clearPromoError: assign({ promoError: null, promoErrorStatus: null }),
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
  context: ({ input }) => initialContext(input),
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
                  actions: [assign({ promoInput: ({ event }) => event.value }), 'clearPromoError'],
                },
                'user.applyPromo': [
                  { guard: 'promoEntered', target: 'checking', actions: 'clearPromoError' },
                  { actions: assign({ promoError: 'pleaseEnterPromo', promoErrorStatus: null }) },
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
                      assign({ promo: ({ event }) => promoOf(event.output) }),
                      'reprice',
                      {
                        type: 'recordPromoApplied',
                        params: ({ context }) => context.promo as PromoCode,
                      },
                    ],
                  },
                  {
                    target: 'editing',
                    actions: assign({ promoError: ({ event }) => refusalOf(event.output) }),
                  },
                ],
                // SPEC §8: a status the server failed with is named; no answer at all is 'Error validating promo code'.
                onError: { target: 'editing', actions: assign(({ event }) => promoFailureOf(event.error)) },
              },
            },
            /** Applying locks the input; remove resets it (SPEC §4 Addresses and promo). */
            applied: {
              on: {
                'user.removePromo': {
                  target: 'editing',
                  actions: [
                    assign({ promo: null, promoInput: '' }),
                    'clearPromoError',
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
                      paymentError: ({ context }) => unpreparedReason(context),
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
                input: ({ context }) => cardHandOffOf(context),
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
