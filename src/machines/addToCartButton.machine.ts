/**
 * The add-to-cart button (SPEC §4 "Add to cart on a product card"): idle, loading, added, idle, ignoring presses
 * while busy. On a card it first looks at the cart and the product's variants: a product already in the cart goes
 * to the cart-item action, and one with several variants sends the shopper to its page to choose. The item is
 * handed to the cart the moment the shopper presses, so closing the page during the animation loses nothing.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  CARD_ADD_LOADING_MS,
  CARD_ADDED_MS,
  PAGE_ADD_LOADING_MS,
  PAGE_ADDED_MS,
  quickAddNeedsProductPage,
} from '../domain';

export type AddToCartPlace = 'card' | 'page';

export interface AddToCartInput {
  place: AddToCartPlace;
  productId: number;
}

export interface StockCheck {
  /** How many variants the product has; more than one means the shopper must choose on the product page. */
  variantCount: number;
}

export type AddToCartEvent = { type: 'user.press' } | { type: 'cart.changed'; inCart: boolean };

export const addToCartTimings = {
  card: { loadingMs: CARD_ADD_LOADING_MS, addedMs: CARD_ADDED_MS },
  page: { loadingMs: PAGE_ADD_LOADING_MS, addedMs: PAGE_ADDED_MS },
} as const;

export const addToCartButtonMachine = setup({
  types: {
    input: {} as AddToCartInput,
    context: {} as AddToCartInput & { inCart: boolean },
    events: {} as AddToCartEvent,
  },
  actors: {
    checkStock: fromPromise<StockCheck, { productId: number }>(async () => {
      throw new Error('checkStock must be provided');
    }),
  },
  actions: {
    addToCart: () => {},
    openCartItem: () => {},
    openProduct: () => {},
    reportCheckFailed: () => {},
  },
  guards: {
    onCard: ({ context }) => context.place === 'card',
    alreadyInCart: ({ context }) => context.place === 'card' && context.inCart,
    hasSeveralVariants: (_, check: StockCheck) => quickAddNeedsProductPage({ count: check.variantCount }),
  },
  delays: {
    loadingMs: ({ context }) => addToCartTimings[context.place].loadingMs,
    addedMs: ({ context }) => addToCartTimings[context.place].addedMs,
  },
}).createMachine({
  id: 'addToCartButton',
  context: ({ input }) => ({ ...input, inCart: false }),
  on: {
    'cart.changed': { actions: assign({ inCart: ({ event }) => event.inCart }) },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.press': [
          { guard: 'alreadyInCart', actions: 'openCartItem' },
          { guard: 'onCard', target: 'checking' },
          { target: 'loading' },
        ],
      },
    },
    checking: {
      invoke: {
        id: 'checkStock',
        src: 'checkStock',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: [
          {
            guard: { type: 'hasSeveralVariants', params: ({ event }) => event.output },
            target: 'idle',
            actions: 'openProduct',
          },
          { target: 'loading' },
        ],
        onError: { target: 'idle', actions: 'reportCheckFailed' },
      },
    },
    loading: {
      entry: 'addToCart',
      after: { loadingMs: 'added' },
    },
    added: {
      after: { addedMs: 'idle' },
    },
  },
});
