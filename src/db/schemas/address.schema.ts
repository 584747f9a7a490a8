import type { RxJsonSchema } from 'rxdb/plugins/core';
import type { Address } from '../../domain';

/**
 * One saved address of the logged-in customer as the server last listed it (SPEC §7 GET /user/{userId}/addresses),
 * or as it answered a save from this device's outbox. `clientId` links an address created here to the id of the
 * AddressSaved event that created it, so edits and deletes made under that id before the server answered still
 * reach the right record. Changes the outbox still owes the server live in the event log, not here.
 */
export interface AddressDoc {
  /** The server id as a string (RxDB primary keys are strings). */
  id: string;
  serverId: number;
  /** Whose list it belongs to: a second customer on the same device never sees the first one's addresses. */
  userId: string;
  clientId: string | null;
  /** The address exactly as parsed by the domain schema (SPEC §3 Address as returned by the server). */
  address: Address;
}

export const addressSchema: RxJsonSchema<AddressDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    serverId: { type: 'number', minimum: 0, maximum: 2_147_483_647, multipleOf: 1 },
    userId: { type: 'string', maxLength: 40 },
    clientId: { type: ['string', 'null'] },
    address: { type: 'object' },
  },
  required: ['id', 'serverId', 'userId', 'clientId', 'address'],
  indexes: [['userId', 'serverId']],
};
