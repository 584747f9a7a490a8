import type { RxJsonSchema } from 'rxdb/plugins/core';
import type { ProjectionState } from '../../domain';

/**
 * The fold of the event log that screens read (cart, favorites, session, addresses), with the id of the last
 * event it applied. One document: every tab and the worker watch the same one.
 */
export interface ProjectionDoc {
  /** 'shop', or 'guestJoin' for a guest's lines waiting at login to join the account's (eventLog.ts). */
  id: 'shop' | 'guestJoin';
  state: ProjectionState;
  lastEventId: string | null;
  eventCount: number;
}

export const projectionSchema: RxJsonSchema<ProjectionDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 10 },
    state: { type: 'object' },
    lastEventId: { type: ['string', 'null'] },
    eventCount: { type: 'number' },
  },
  required: ['id', 'state', 'lastEventId', 'eventCount'],
};
