import { useEffect, useMemo, useRef, useState } from 'react';
import { useEventLog } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import { useShopMachine } from '../machines/useShopMachine';
import { cardPayment } from './cardPayment';
import { CardPaymentRecorder } from './cardPaymentRecorder';
import { paymentStore } from './paymentStore';
import type { CardPaymentSnapshot } from './restoreCardPayment';

export interface CardPaymentOptions {
  /** A payment restored from the local database; a new one starts idle. */
  restored?: CardPaymentSnapshot;
  onThankYou: (orderId: string | null) => void;
}

/** A cardPayment machine for a screen, whose every snapshot with an invoice is saved with its pending order. */
export function useCardPayment({ restored, onThankYou }: CardPaymentOptions) {
  const eventLog = useEventLog();
  const sync = useSync();
  // Whether the created order is held in the outbox; why it is held (offline, server trouble) is useOutboxWait's.
  const [waiting, setWaiting] = useState(false);
  const thankYou = useRef(onThankYou);
  thankYou.current = onThankYou;
  const recorder = useMemo(() => new CardPaymentRecorder(paymentStore(sync)), [sync]);
  const machine = useMemo(
    () =>
      cardPayment({
        sync,
        eventLog,
        recorder,
        redirect: (url) => window.location.assign(url),
        onThankYou: (orderId) => thankYou.current(orderId),
        onWaiting: setWaiting,
      }),
    [sync, eventLog, recorder],
  );
  const [snapshot, send, actor] = useShopMachine(machine, restored ? { snapshot: restored } : {});
  useEffect(() => {
    const subscription = recorder.follow(actor);
    return () => subscription.unsubscribe();
  }, [recorder, actor]);
  return { snapshot, send, actor, waiting };
}
