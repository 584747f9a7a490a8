/**
 * Checkout (SPEC §2 Checkout, §4 Checkout flows and promo, §5 Place order and Promo code, §9 Delivery fee).
 * Three things run side by side: the promo code (trimmed, checked by the server, applied or refused), the delivery
 * rates (cached 5 minutes; unreachable rates mean the 2 KD fallback), and placing the order. The cart, the address
 * and the session live in the event log; the screen passes them in with `checkout.changed` so the guards read
 * the same facts as the screen, and the totals are computed by the domain rules from this machine's context.
 */
import { and, assign, fromPromise, setup } from 'xstate';
import {
  type DeliveryRate,
  interpretPromoResponse,
  type PlaceOrderProblem,
  type PromoCode,
  type PromoValidationResponse,
  placeOrderProblem,
} from '../domain';

export type PaymentChoice = 'cash' | 'card';

export interface CheckoutFacts {
  loggedIn: boolean;
  hasAddress: boolean;
  cartCount: number;
}

export interface CheckoutContext extends CheckoutFacts {
  promoInput: string;
  promo: PromoCode | null;
  /** A translation key, or the server's own message. */
  promoError: string | null;
  rates: DeliveryRate[] | 'unavailable' | null;
  payment: PaymentChoice;
  error: PlaceOrderProblem | string | null;
  orderId: string | null;
}

export type CheckoutEvent =
  | { type: 'checkout.changed'; facts: CheckoutFacts }
  | { type: 'user.promoChanged'; value: string }
  | { type: 'user.applyPromo' }
  | { type: 'user.removePromo' }
  | { type: 'user.choosePayment'; payment: PaymentChoice }
  | { type: 'user.placeOrder' }
  | { type: 'user.retry' };

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutFacts,
  },
  actors: {
    validatePromo: fromPromise<PromoValidationResponse, { code: string }>(async () => {
      throw new Error('validatePromo must be provided');
    }),
    loadRates: fromPromise<DeliveryRate[], void>(async () => {
      throw new Error('loadRates must be provided');
    }),
    placeCashOrder: fromPromise<{ orderId: string }, { promo: PromoCode | null }>(async () => {
      throw new Error('placeCashOrder must be provided');
    }),
  },
  actions: {
    goToLogin: () => {},
    goToCart: () => {},
    startCardPayment: (_, _promo: PromoCode | null) => {},
    showThankYou: () => {},
  },
  guards: {
    needsLogin: ({ context }) => !context.loggedIn,
    cartEmpty: ({ context }) => context.cartCount <= 0,
    promoEntered: ({ context }) => context.promoInput.trim() !== '',
    canPlace: ({ context }) => placeOrderProblem(context) === null,
    payingByCard: ({ context }) => context.payment === 'card',
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    ...input,
    promoInput: '',
    promo: null,
    promoError: null,
    rates: null,
    payment: 'cash',
    error: null,
    orderId: null,
  }),
  initial: 'entering',
  states: {
    /** SPEC §2: guests go to login with a return path; an empty cart goes back to the cart. */
    entering: {
      always: [
        { guard: 'needsLogin', target: 'leaving', actions: 'goToLogin' },
        { guard: 'cartEmpty', target: 'leaving', actions: 'goToCart' },
        { target: 'open' },
      ],
    },
    leaving: { type: 'final' },
    open: {
      type: 'parallel',
      on: {
        'checkout.changed': { actions: assign(({ event }) => ({ ...event.facts, error: null })) },
      },
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
                    guard: ({ event }) => interpretPromoResponse(event.output).ok,
                    target: 'applied',
                    actions: assign({
                      promo: ({ event }) => {
                        const verdict = interpretPromoResponse(event.output);
                        return verdict.ok ? verdict.promo : null;
                      },
                    }),
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
                  actions: assign({ promo: null, promoInput: '', promoError: null }),
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
                onDone: { target: 'ready', actions: assign({ rates: ({ event }) => event.output }) },
                // SPEC §9: on an error the fee is 2 KD; the domain rule reads 'unavailable' that way.
                onError: { target: 'unavailable', actions: assign({ rates: 'unavailable' }) },
              },
            },
            ready: {},
            unavailable: { on: { 'user.retry': 'loading' } },
          },
        },
        order: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                'user.choosePayment': { actions: assign({ payment: ({ event }) => event.payment }) },
                'user.placeOrder': [
                  {
                    guard: and(['canPlace', 'payingByCard']),
                    target: 'handedToCard',
                    actions: [
                      assign({ error: null }),
                      { type: 'startCardPayment', params: ({ context }) => context.promo },
                    ],
                  },
                  { guard: 'canPlace', target: 'placingCash', actions: assign({ error: null }) },
                  { actions: assign({ error: ({ context }) => placeOrderProblem(context) }) },
                ],
              },
            },
            placingCash: {
              invoke: {
                id: 'placeCashOrder',
                src: 'placeCashOrder',
                input: ({ context }) => ({ promo: context.promo }),
                onDone: {
                  target: 'placed',
                  actions: assign({ orderId: ({ event }) => event.output.orderId }),
                },
                onError: { target: 'ready', actions: assign({ error: 'failedToCreateOrder' }) },
              },
            },
            placed: { entry: 'showThankYou' },
            /** The card flow continues in the cardPayment machine (hosted page, then the callback). */
            handedToCard: { on: { 'user.retry': 'ready' } },
          },
        },
      },
    },
  },
});
