/**
 * The outbox requests of the address book (SPEC §7 Addresses): AddressSaved is a store, or an update once the
 * server has an id for the address; AddressDeleted is a delete. An address created on this device is named by
 * its client id until the server answers; `addressIds` (from the addresses collection) turns that id into the
 * server's. The outbox sends an aggregate's events in order, so a create always goes before the edits and the
 * delete made under its client id, and they find its server id.
 */
import {
  type Address,
  AddressDeleteResponseSchema,
  type AddressForm,
  AddressSaveResponseSchema,
  AddressSchema,
  type AuthState,
  addressToForm,
  type EventOf,
  formToAddress,
  toAddressPayload,
} from '../domain';
import { type OutboxRequest, SETTLED } from './outboxRequest';

function savedAddress(json: unknown, form: AddressForm): Address {
  const { data } = AddressSaveResponseSchema.parse(json);
  if (data !== null && typeof data === 'object') return data;
  // Only the id came back: the address is what was sent.
  return formToAddress(form, AddressSchema.parse({ id: data }));
}

export function addressSavedRequest(
  event: EventOf<'AddressSaved'>,
  session: AuthState,
  addressIds: ReadonlyMap<string, number>,
): OutboxRequest {
  const saved = event.payload.address;
  const clientId = 'clientId' in saved ? saved.clientId : null;
  const form = 'clientId' in saved ? saved : addressToForm(saved);
  const serverId = 'clientId' in saved ? (addressIds.get(saved.clientId) ?? null) : saved.id;
  // SPEC §7: creating and updating carry the user id, and an update the address id too.
  const payload = toAddressPayload(form, session.userId ?? '');
  return {
    path: serverId === null ? '/address/store' : `/address/${serverId}/update`,
    body: serverId === null ? payload : { ...payload, id: serverId },
    accepted: (json) => {
      const answer = AddressSaveResponseSchema.parse(json);
      return { ok: answer.status !== false && answer.data !== null, message: answer.message };
    },
    needsLogin: true,
    addressChange: (json) => ({ kind: 'stored', address: savedAddress(json, form), clientId }),
  };
}

export function addressDeletedRequest(
  event: EventOf<'AddressDeleted'>,
  addressIds: ReadonlyMap<string, number>,
): OutboxRequest | typeof SETTLED {
  const id = String(event.payload.addressId);
  const serverId = /^[1-9]\d*$/.test(id) ? Number(id) : addressIds.get(id);
  if (serverId === undefined) return SETTLED;
  return {
    path: `/address/${serverId}/delete`,
    body: {},
    // SPEC §7: success when data equals 'deleted' or status is truthy.
    accepted: (json) => {
      const answer = AddressDeleteResponseSchema.parse(json);
      return { ok: answer.deleted, message: answer.message };
    },
    needsLogin: true,
    addressChange: () => ({ kind: 'removed', serverId }),
  };
}
