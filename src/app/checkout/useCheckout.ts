import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEventLog } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import { useShopMachine } from '../machines/useShopMachine';
import { useCardPayment } from '../payment';
import { paymentAsked } from './checkoutPaymentParam';
import { checkoutServices } from './checkoutServices';

/** The shop's own origin, where the payment provider sends the shopper back (none while rendering on a server). */
const origin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * The checkout screen's machine and the card payment it hands card orders to. The machine owns the order; the
 * screen renders its snapshot and sends what the shopper does.
 */
export function useCheckout() {
  const sync = useSync();
  const eventLog = useEventLog();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The cash order is held in the outbox (offline, or the server in trouble): the bar says which.
  const [waiting, setWaiting] = useState(false);
  const card = useCardPayment({ onThankYou: () => undefined });
  const [machine] = useState(() =>
    checkoutServices({ sync, eventLog, card: card.actor, navigate, onWaiting: setWaiting }),
  );
  const [snapshot, send] = useShopMachine(machine, {
    input: { origin: origin(), payment: paymentAsked(search) },
  });
  return { snapshot, send, card: card.snapshot, waiting };
}

export type CheckoutView = ReturnType<typeof useCheckout>;
