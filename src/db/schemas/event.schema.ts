import type { RxJsonSchema } from 'rxdb/plugins/core';

export type OutboxStatus = 'none' | 'pending' | 'sent' | 'failed';

/**
 * One event of the log (DESIGN "Event sourcing"). The outbox fields are flat and always present so the sync worker
 * can index "what must still be sent, in order" (Dexie indexes only required fields).
 */
export interface EventDoc {
  id: string;
  type: string;
  aggregate: string;
  payload: Record<string, unknown>;
  at: number;
  outboxStatus: OutboxStatus;
  outboxAttempts: number;
  outboxLastError: string | null;
  /** When a failed network attempt may be retried (backoff); 0 when due now. */
  nextAttemptAt: number;
  /**
   * The event's place in the customer's log on the server (logOrder.ts), 0 while it has none: a guest's event, one
   * not yet pushed, or one that never leaves the device.
   */
  seq: number;
}

export const eventSchema: RxJsonSchema<EventDoc> = {
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    type: { type: 'string' },
    aggregate: { type: 'string' },
    payload: { type: 'object' },
    at: { type: 'number' },
    outboxStatus: { type: 'string', enum: ['none', 'pending', 'sent', 'failed'], maxLength: 10 },
    outboxAttempts: { type: 'number' },
    outboxLastError: { type: ['string', 'null'] },
    nextAttemptAt: { type: 'number' },
    seq: { type: 'number' },
  },
  required: [
    'id',
    'type',
    'aggregate',
    'payload',
    'at',
    'outboxStatus',
    'outboxAttempts',
    'outboxLastError',
    'nextAttemptAt',
    'seq',
  ],
  indexes: [['outboxStatus', 'id']],
};

/** Version 1 added `seq`: every event stored before it was this device's own, with no place on the server yet. */
export const eventMigrations = {
  1: (doc: Omit<EventDoc, 'seq'>): EventDoc => ({ ...doc, seq: 0 }),
};
