/**
 * What the checkout machine (checkout.machine.ts) holds and hears: its context, its events, and what its actors are
 * given and give back.
 */
import type {
  AuthState,
  CartItem,
  CheckoutPrice,
  DeliveryRate,
  OrderStorePayload,
  PaymentInitiatePayload,
  PlaceOrderProblem,
  PromoCode,
  SelectedAddress,
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

export interface CheckoutInput {
  /** The shop's own origin, where the payment provider sends the shopper back. */
  origin: string;
  /** The method the form opens with: cash unless the shopper comes back to try a card payment again. */
  payment?: PaymentChoice;
}

export interface CheckoutContext extends CheckoutInput {
  shop: CheckoutShop | null;
  promoInput: string;
  promo: PromoCode | null;
  /** A translation key, or the server's own message. */
  promoError: string | null;
  /**
   * The HTTP status of a promo check the server failed to answer, which 'Failed to validate promo code ({status})'
   * (SPEC §8, the `failedToValidatePromo` key) names; null with any other message.
   */
  promoErrorStatus: number | null;
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
