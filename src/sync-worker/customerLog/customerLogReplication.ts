/**
 * The customer's log replicated with the server (DESIGN "The customer's log across devices"), with
 * RxDB's own replication over the `events` collection:
 * - push sends the device's events of the log that have no server place yet (`isReplicated`, seq 0) and answers
 *   with the server's copies, their places filled in, as the "master state": RxDB writes them over the local ones,
 *   so a device learns the place of its own events at once, whatever the pull has reached. Every other event
 *   (the session, the outbox's) and every removal (compaction, logout) stays on the device.
 * - pull reads the log after the checkpoint (the last seq) in pages; the live stream (server-sent events read with
 *   fetch) feeds new events as they are stored, and a reconnect asks RxDB to pull again (RESYNC). The same stream
 *   tells of the customer's orders taking a new status, which `onOrderStatus` hears.
 * Against a backend without these calls (404, 405, 501) the replication stops and the log stays on the device.
 */

import type { RxReplicationPullStreamItem } from 'rxdb/plugins/core';
import { type RxReplicationState, replicateRxCollection } from 'rxdb/plugins/replication';
import { Subject } from 'rxjs';
import type { EventDoc, ShopDatabase } from '../../db';
import { type EventType, isReplicated } from '../../domain';
import type { ApiResult } from '../apiClient';
import { lacksTheCall } from '../missingCall';
import { type CustomerLogApi, storedEventDoc } from './customerLogApi';
import { readServerSentEvents } from './serverSentEvents';

type Checkpoint = { seq: number };

export interface CustomerLogReplicationOptions {
  db: ShopDatabase;
  api: CustomerLogApi;
  /** Names the replication's checkpoint: one per customer and backend, so another login starts from the start. */
  identifier: string;
  /** The backend has no customer's log: nothing more is tried until the next start. */
  onMissing: () => void;
  /** One of the customer's orders took a new status (the stream's `event: order`). */
  onOrderStatus?: (orderId: string) => void;
  /** How long to wait before following the stream again after it ended or failed. */
  reconnectMs?: number;
  batchSize?: number;
}

const placeless = (doc: EventDoc & { _deleted?: boolean }) =>
  !doc._deleted && doc.seq === 0 && isReplicated(doc.type as EventType);

const refusedForGood = (result: ApiResult<unknown>) =>
  !result.ok && (result.status === 400 || result.status === 409 || result.status === 413);

/** Thrown by a handler so RxDB retries later; the backend's lack of the log is reported, not retried. */
class CallFailed extends Error {}

export function replicateCustomerLog(options: CustomerLogReplicationOptions): {
  state: RxReplicationState<EventDoc, Checkpoint>;
  /** Ends it; `forget` also removes what it kept on the device (its checkpoint, its copies of the server's events). */
  stop: (forget?: boolean) => Promise<void>;
} {
  const { db, api, onMissing } = options;
  const reconnectMs = options.reconnectMs ?? 3_000;
  const batchSize = options.batchSize ?? 200;
  const stream$ = new Subject<RxReplicationPullStreamItem<EventDoc, Checkpoint>>();
  const following = new AbortController();
  let missing = false;
  let lastSeq: number | null = null;
  const refused = new Set<string>();

  const refuse = (result: Parameters<typeof lacksTheCall>[0], what: string): never => {
    if (lacksTheCall(result)) {
      missing = true;
      onMissing();
    }
    throw new CallFailed(`${what}: ${result.ok ? '' : result.message}`);
  };

  const state = replicateRxCollection<EventDoc, Checkpoint>({
    collection: db.events,
    replicationIdentifier: options.identifier,
    live: true,
    retryTime: reconnectMs,
    push: {
      batchSize: 50,
      async handler(rows) {
        const docs = rows
          .map((row) => row.newDocumentState)
          .filter((doc) => placeless(doc) && !refused.has(doc.id));
        if (docs.length === 0) return [];
        const places = new Map<string, number>();
        const result = await api.push(docs);
        if (result.ok) for (const { id, seq } of result.value.data.stored) places.set(id, seq);
        else if (refusedForGood(result)) {
          // One event the server will never take (409: its id holds another event; 400 or 413: it no longer
          // parses, or is too large) would hold back every other: they go one by one, and what is refused stays
          // on this device only, not tried again while this replication runs.
          for (const doc of docs) {
            const alone = await api.push([doc]);
            if (alone.ok) for (const { id, seq } of alone.value.data.stored) places.set(id, seq);
            else if (refusedForGood(alone)) refused.add(doc.id);
            else return refuse(alone, 'push');
          }
        } else return refuse(result, 'push');
        return docs.flatMap((doc) => {
          const seq = places.get(doc.id);
          return seq === undefined ? [] : [{ ...doc, seq, _deleted: false }];
        });
      },
    },
    pull: {
      batchSize,
      async handler(checkpoint) {
        const after = checkpoint?.seq ?? 0;
        const result = await api.pull(after, batchSize);
        if (!result.ok) return refuse(result, 'pull');
        const { events, checkpoint: next } = result.value.data;
        lastSeq = Math.max(lastSeq ?? 0, next.seq);
        return {
          documents: events.map((event) => ({ ...storedEventDoc(event), _deleted: false })),
          checkpoint: next,
        };
      },
      stream$: stream$.asObservable(),
    },
  });

  const follow = async () => {
    while (!following.signal.aborted && !missing) {
      const opened = await api.follow(lastSeq, following.signal);
      if (opened.ok) {
        // Whatever was stored while the stream was down is pulled first.
        stream$.next('RESYNC');
        try {
          for await (const message of readServerSentEvents(opened.value)) {
            if (message.event === 'order') {
              const orderId = api.parseOrderChange(message.data);
              if (orderId !== null) options.onOrderStatus?.(orderId);
              continue;
            }
            if (message.event !== 'log') continue;
            const event = api.parseStored(message.data);
            if (!event) continue;
            lastSeq = Math.max(lastSeq ?? 0, event.seq);
            stream$.next({
              documents: [{ ...storedEventDoc(event), _deleted: false }],
              checkpoint: { seq: event.seq },
            });
          }
        } catch {
          // The connection was cut: follow again after the pause.
        }
      } else if (lacksTheCall(opened)) {
        missing = true;
        onMissing();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, reconnectMs));
    }
  };
  void follow();

  return {
    state,
    async stop(forget = false) {
      following.abort();
      stream$.complete();
      await (forget ? state.remove() : state.cancel());
    },
  };
}
