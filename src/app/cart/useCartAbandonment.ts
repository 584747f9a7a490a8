import { useEffect } from 'react';
import {
  cartItemCount,
  cartSubtotalFils,
  type IdleSpell,
  msUntilAbandoned,
  shouldReportAbandonment,
} from '../../domain';
import { useEventLog, useShopState } from '../data/EventLogContext';

/** What counts as the shopper being there; a page coming back into view counts too. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * SPEC §4 Other UI states: after 10 minutes idle with items in the cart, one CartAbandoned event per idle spell;
 * the outbox sends it to POST /events. Activity only writes a time (scroll fires often); the one timer re-reads
 * it when it fires. A change to the cart is activity as well, so it starts a new spell.
 */
export function useCartAbandonment(): void {
  const eventLog = useEventLog();
  const items = useShopState()?.cart.cartProducts;
  const itemCount = items ? cartItemCount(items) : 0;
  const totalFils = items ? cartSubtotalFils(items) : 0;

  useEffect(() => {
    const spell: IdleSpell = { lastActivityAt: Date.now(), reported: false };
    let timer: ReturnType<typeof setTimeout> | null = null;

    const schedule = () => {
      timer = setTimeout(check, msUntilAbandoned(spell.lastActivityAt, Date.now()));
    };
    const check = () => {
      timer = null;
      if (shouldReportAbandonment(spell, itemCount, Date.now())) {
        spell.reported = true;
        // Analytics only: a failed append must not disturb the shopper.
        eventLog.append('CartAbandoned', { itemCount, totalFils }).catch(() => undefined);
      } else if (itemCount > 0) {
        schedule(); // There was activity meanwhile: wait out the rest of the new spell.
      }
    };
    const onActivity = () => {
      spell.lastActivityAt = Date.now();
      spell.reported = false;
      if (timer === null && itemCount > 0) schedule();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onActivity();
    };

    if (itemCount > 0) schedule();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      if (timer !== null) clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [eventLog, itemCount, totalFils]);
}
