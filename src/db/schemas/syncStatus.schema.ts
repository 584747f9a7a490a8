import type { RxJsonSchema } from 'rxdb/plugins/core';

export type SyncError = 'offline' | 'timeout' | 'server' | 'invalidResponse';

/** How the last refresh of one screen's data went, so the UI can show a quiet notice without asking the worker. */
export interface SyncStatusDoc {
  id: string;
  lastAttemptAt: number;
  lastSuccessAt: number | null;
  error: SyncError | null;
  detail: string | null;
}

export const syncStatusSchema: RxJsonSchema<SyncStatusDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 40 },
    lastAttemptAt: { type: 'number' },
    lastSuccessAt: { type: ['number', 'null'] },
    error: { type: ['string', 'null'] },
    detail: { type: ['string', 'null'] },
  },
  required: ['id', 'lastAttemptAt', 'lastSuccessAt', 'error', 'detail'],
};
