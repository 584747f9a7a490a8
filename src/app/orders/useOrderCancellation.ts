import { useCallback, useEffect } from 'react';
import type { EventDoc } from '../../contract';
import type { Order } from '../../domain';
import { useSession } from '../account/useSession';
import { shopperReason } from '../addresses/refusedCards';
import { useEventLog } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import { useLiveQuery } from '../data/useLiveQuery';

/** Where the shopper's latest cancellation of an order stands: the outbox's view of its OrderCancelRequested. */
export type CancellationState =
  | { kind: 'none' }
  /** On its way; `held` when it waits for the connection or for a server in trouble. */
  | { kind: 'sending'; held: boolean }
  /** The server refused it, with its reason in the shopper's language where it gave one. */
  | { kind: 'refused'; reason: string | null }
  | { kind: 'sent' };

function stateOf(request: EventDoc | undefined): CancellationState {
  if (!request) return { kind: 'none' };
  if (request.outboxStatus === 'pending')
    return { kind: 'sending', held: !navigator.onLine || request.outboxLastError !== null };
  if (request.outboxStatus === 'failed')
    return { kind: 'refused', reason: shopperReason(request.outboxLastError) };
  return { kind: 'sent' };
}

/**
 * Cancelling one's own order (docs/API.md "Cancelling an order"): an OrderCancelRequested event the outbox sends
 * under its id, so a cut connection never cancels twice nor loses the request; the answer, the order cancelled, is
 * stored by the worker and the order page shows it. A refusal (the shop started on the order meanwhile) asks for
 * the order again, so the page shows where it now stands.
 */
export function useOrderCancellation(order: Order): {
  state: CancellationState;
  cancel: () => Promise<void>;
} {
  const eventLog = useEventLog();
  const sync = useSync();
  const { session } = useSession();
  const orderId = String(order.id);
  const userId = session?.userId === null || session?.userId === undefined ? '' : String(session.userId);
  const { docs } = useLiveQuery({
    collection: 'events',
    selector: { type: 'OrderCancelRequested', 'payload.orderId': orderId, 'payload.userId': userId },
    sort: [{ id: 'desc' }],
    limit: 1,
  });
  const request = docs[0];
  const refusedId = request?.outboxStatus === 'failed' ? request.id : null;
  useEffect(() => {
    if (refusedId !== null) sync.loadOrder(orderId).catch(() => undefined);
  }, [sync, orderId, refusedId]);
  const cancel = useCallback(async () => {
    if (userId === '') return;
    await eventLog.append('OrderCancelRequested', { orderId, userId });
  }, [eventLog, orderId, userId]);
  return { state: stateOf(request), cancel };
}
