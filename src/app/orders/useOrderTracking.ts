import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { orderTrackingMachine } from '../../machines/orderTracking.machine';
import { useSync } from '../data/SyncContext';
import { useShopMachine } from '../machines/useShopMachine';

/**
 * Runs the order tracking machine for one order (SPEC §4 Order status): the worker loads and stores the order, the
 * machine decides when to ask again, and the page tells it when it is hidden or offline so a phone in a pocket
 * does not keep polling.
 */
export function useOrderTracking(orderId: string) {
  const sync = useSync();
  // The machine is built once: useMachine keeps the logic of its first render.
  const [machine] = useState(() =>
    orderTrackingMachine.provide({
      actors: {
        loadOrder: fromPromise(async ({ input }: { input: { orderId: string } }) => {
          const order = await sync.loadOrder(input.orderId);
          return order && { status: order.order_status };
        }),
      },
    }),
  );
  const [snapshot, send, actor] = useShopMachine(machine, {
    input: { orderId, hidden: document.visibilityState === 'hidden', offline: !navigator.onLine },
  });

  useEffect(() => {
    // A finished machine (terminal status) takes no more events.
    const tell = (type: 'page.hidden' | 'page.visible' | 'network.offline' | 'network.online') => {
      if (actor.getSnapshot().status === 'active') actor.send({ type });
    };
    const onVisibility = () => tell(document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible');
    const onOffline = () => tell('network.offline');
    const onOnline = () => tell('network.online');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [actor]);

  return { snapshot, retry: () => send({ type: 'user.retry' }) };
}
