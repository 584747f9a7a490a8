/**
 * The checkout machine with the shop's effects (SPEC §2 Checkout, §4 Checkout flows): the projections it follows
 * and the unsent order it looks for come from the local database, promo and rates from the sync worker, a cash
 * order goes through the outbox, and a card order is handed to the screen's cardPayment actor, whose failure is
 * reported back as `card.failed`.
 */
import type { NavigateFunction } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { fromCallback, fromPromise } from 'xstate';
import { loginPath, type ProjectionState } from '../../domain';
import type { cardPaymentMachine } from '../../machines/cardPayment.machine';
import {
  type CardHandOff,
  type CashOrder,
  type CheckoutEvent,
  type CheckoutShop,
  checkoutMachine,
  type UnsentOrder,
} from '../../machines/checkout.machine';
import { type ShopEvents, watchShopState } from '../data/EventLogContext';
import type { ShopSync } from '../data/SyncContext';
import { placeCashOrder } from './placeCashOrder';
import type { PlaceOrderDeps } from './placeOrder';

export const CHECKOUT_PATH = '/checkout';

export interface CheckoutDeps {
  sync: PlaceOrderDeps['sync'] & Pick<ShopSync, 'unsentCashOrder' | 'validatePromo' | 'deliveryRates'>;
  eventLog: ShopEvents;
  /** The screen's card payment, which stores the pending order and leaves for the provider's page. */
  card: ActorRefFrom<typeof cardPaymentMachine>;
  navigate: NavigateFunction;
  /** Told whether the cash order waits for the network (it stays in the outbox meanwhile). */
  onWaiting: (offline: boolean) => void;
}

/** What checkout reads of the projections: the session, the selected address and the cart's lines. */
function checkoutShop({ session, addresses, cart }: ProjectionState): CheckoutShop {
  const { token, userId, userName, mobile, isLanguage } = session;
  return {
    session: { token, userId, userName, mobile, isLanguage },
    address: addresses.selected,
    items: cart.cartProducts,
  };
}

export function checkoutServices({ sync, eventLog, card, navigate, onWaiting }: CheckoutDeps) {
  return checkoutMachine.provide({
    actors: {
      watchShop: fromCallback<CheckoutEvent>(({ sendBack }) =>
        watchShopState(sync, (state) => sendBack({ type: 'shop.changed', shop: checkoutShop(state) })),
      ),
      findUnsentOrder: fromPromise(async (): Promise<UnsentOrder | null> => {
        const stored = await sync.unsentCashOrder();
        return stored && { key: stored.key, order: stored.order };
      }),
      validatePromo: fromPromise(({ input }: { input: { code: string } }) => sync.validatePromo(input.code)),
      loadRates: fromPromise(() => sync.deliveryRates()),
      placeCashOrder: fromPromise(({ input }: { input: CashOrder }) =>
        placeCashOrder(input.order, { sync, eventLog, onWaiting }, input.key ?? undefined),
      ),
      payByCard: fromCallback<CheckoutEvent, CardHandOff>(({ input, sendBack }) => {
        const watching = card.subscribe((snapshot) => {
          if (snapshot.matches('failed'))
            sendBack({ type: 'card.failed', error: snapshot.context.error ?? 'paymentInitFailed' });
        });
        // A payment that could not start earlier is set back before this one.
        if (card.getSnapshot().matches('failed')) card.send({ type: 'user.retry' });
        card.send({ type: 'user.pay', ...input });
        return () => watching.unsubscribe();
      }),
    },
    actions: {
      goToLogin: () => navigate(loginPath(CHECKOUT_PATH), { replace: true }),
      goToCart: () => navigate('/cart', { replace: true }),
      showThankYou: ({ context }) =>
        navigate('/thank-you', { replace: true, state: { orderId: context.orderId } }),
      // The page already shows the promo; a log that cannot take the event loses nothing the shopper sees.
      recordPromoApplied: (_, promo) => void eventLog.append('PromoApplied', promo).catch(() => undefined),
      recordPromoRemoved: () => void eventLog.append('PromoRemoved', {}).catch(() => undefined),
    },
  });
}
