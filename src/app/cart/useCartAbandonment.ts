import { useEffect } from 'react';
import type { EventDoc } from '../../contract';
import {
  cartItemCount,
  cartSubtotalFils,
  type IdleSpell,
  msUntilAbandoned,
  shouldReportAbandonment,
  spellReported,
} from '../../domain';
import { type ShopEvents, useEventLog, useShopState } from '../data/EventLogContext';
import { type ShopSync, useSync } from '../data/SyncContext';

/** What counts as the shopper being there; a page coming back into view counts too. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** Where the shopper's tabs tell each other of activity and take turns to report. */
const ACTIVITY_CHANNEL = 'gulf-shop:cart-activity';
const REPORT_LOCK = 'gulf-shop:cart-abandonment';

/** Activity is told to the other tabs at most this often: scroll fires many times a second. */
const SHARE_EVERY_MS = 5_000;

/** The reports every tab has made, in the event log they share. */
const REPORTS = { collection: 'events', selector: { type: 'CartAbandoned' } } as const;

let inPage: Promise<unknown> = Promise.resolve();

/**
 * `work` run while no other tab of the shop runs it (Web Locks); where they are missing, at least one at a time in
 * this page. The check and the append of a report must not interleave with another tab's.
 */
function exclusively(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? null : navigator.locks;
  if (locks) return locks.request(REPORT_LOCK, work);
  const next = inPage.then(work, work);
  inPage = next.catch(() => undefined);
  return next;
}

/**
 * One CartAbandoned per idle spell of the shopper, across tabs: the event log is shared by every tab (IndexedDB),
 * so the report is appended only when no tab has reported since the spell began, and under a lock.
 */
function reportOnce(
  sync: Pick<ShopSync, 'queryOnce'>,
  eventLog: ShopEvents,
  spellStart: number,
  payload: { itemCount: number; totalFils: number },
): Promise<void> {
  return exclusively(async () => {
    const reports = (await sync.queryOnce(REPORTS)) as EventDoc[];
    const times = reports.map((report) => report.at);
    if (!spellReported(times, spellStart)) await eventLog.append('CartAbandoned', payload);
  });
}

/**
 * SPEC §4 Other UI states: after 10 minutes idle with items in the cart, one CartAbandoned event per idle spell of
 * the shopper, however many tabs are open; the outbox sends it to POST /events. Activity in any tab starts a new
 * spell in all of them (a BroadcastChannel); activity only writes a time (scroll fires often), and the one timer
 * re-reads it when it fires. A change to the cart is activity as well, so it starts a new spell.
 */
export function useCartAbandonment(): void {
  const sync = useSync();
  const eventLog = useEventLog();
  const items = useShopState()?.cart.cartProducts;
  const itemCount = items ? cartItemCount(items) : 0;
  const totalFils = items ? cartSubtotalFils(items) : 0;

  useEffect(() => {
    const spell: IdleSpell = { lastActivityAt: Date.now(), reported: false };
    let timer: ReturnType<typeof setTimeout> | null = null;
    let sharedAt = 0;
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ACTIVITY_CHANNEL);

    const schedule = () => {
      timer = setTimeout(check, msUntilAbandoned(spell.lastActivityAt, Date.now()));
    };
    const check = () => {
      timer = null;
      if (shouldReportAbandonment(spell, itemCount, Date.now())) {
        spell.reported = true;
        // Analytics only: a failed report must not disturb the shopper.
        reportOnce(sync, eventLog, spell.lastActivityAt, { itemCount, totalFils }).catch(() => undefined);
      } else if (itemCount > 0) {
        schedule(); // There was activity meanwhile: wait out the rest of the new spell.
      }
    };
    const activeAt = (at: number) => {
      if (at <= spell.lastActivityAt) return; // Older than what this tab knows: nothing new.
      spell.lastActivityAt = at;
      spell.reported = false;
      if (timer === null && itemCount > 0) schedule();
    };
    const onActivity = () => {
      const now = Date.now();
      activeAt(now);
      if (now - sharedAt < SHARE_EVERY_MS) return;
      sharedAt = now;
      channel?.postMessage(now);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onActivity();
    };
    const onShared = (event: MessageEvent) => {
      if (typeof event.data === 'number') activeAt(event.data);
    };

    if (itemCount > 0) schedule();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    channel?.addEventListener('message', onShared);
    return () => {
      if (timer !== null) clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      document.removeEventListener('visibilitychange', onVisibility);
      channel?.close();
    };
  }, [sync, eventLog, itemCount, totalFils]);
}
