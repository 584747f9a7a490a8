// The customer's saved addresses (SPEC §7 Addresses). Every path needs the bearer token; a customer reaches
// only their own addresses (another customer's id is a 404, another user id in the path a 403).
import { Hono } from 'hono';
import { addressPayload } from '../addresses/address-payload';
import {
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  updateAddress,
} from '../db/queries/addresses';
import { parseBody, readJson } from '../http/body';
import { type Customer, customerScope, requireCustomer } from '../http/customer-auth';
import { ApiError, parseInput } from '../http/errors';
import { idempotentRequest, once, send } from '../http/idempotency';
import { idParam } from '../http/params';
import { ownUserId } from '../http/user-id-param';
import { presentAddress } from '../presenters/address';
import type { RouteDeps } from './deps';

export function addressRoutes(deps: RouteDeps) {
  const { db, now } = deps;
  const signedIn = requireCustomer(deps);
  const addressId = (raw: string) => parseInput(idParam, raw, 'invalidAddressId');

  /** Parses a store or update body, whose user_id must be the logged-in customer. */
  const payloadOf = (raw: unknown, customer: Customer) => {
    const payload = parseBody(addressPayload, raw, { country: 'countryNotServed' });
    if (payload.user_id !== customer.id) throw new ApiError(403, 'notYourAccount');
    return payload;
  };

  return new Hono()
    .post('/address/store', signedIn, async (c) => {
      const customer = c.get('customer');
      const raw = await readJson(c);
      const payload = payloadOf(raw, customer);
      const at = now();
      const request = idempotentRequest(c, { scope: customerScope(customer), body: raw, now: at });
      const outcome = await once(db, request, async (tx) => {
        const row = await insertAddress(tx, customer.id, payload, at);
        return { status: 201, body: { status: true, data: presentAddress(row) } };
      });
      return send(c, outcome);
    })
    .post('/address/:id/update', signedIn, async (c) => {
      const customer = c.get('customer');
      const id = addressId(c.req.param('id'));
      const raw = await readJson(c);
      const payload = payloadOf(raw, customer);
      const at = now();
      const request = idempotentRequest(c, { scope: customerScope(customer), body: raw, now: at });
      const outcome = await once(db, request, async (tx) => {
        const row = await updateAddress(tx, customer.id, id, payload, at);
        if (!row) throw new ApiError(404, 'addressNotFound');
        return { status: 200, body: { status: true, data: presentAddress(row) } };
      });
      return send(c, outcome);
    })
    .post('/address/:id/delete', signedIn, async (c) => {
      const customer = c.get('customer');
      const id = addressId(c.req.param('id'));
      const at = now();
      // The body is ignored (clients send none or {}), so only the path identifies the request.
      const request = idempotentRequest(c, { scope: customerScope(customer), body: null, now: at });
      const outcome = await once(db, request, async (tx) => {
        if (!(await deleteAddress(tx, customer.id, id, at))) throw new ApiError(404, 'addressNotFound');
        return { status: 200, body: { status: true, data: 'deleted' } };
      });
      return send(c, outcome);
    })
    .get('/address/:id', signedIn, async (c) => {
      const row = await findAddress(db, c.get('customer').id, addressId(c.req.param('id')));
      if (!row) throw new ApiError(404, 'addressNotFound');
      return c.json({ status: true, data: [presentAddress(row)] });
    })
    .get('/user/:userId/addresses', signedIn, async (c) => {
      const customer = c.get('customer');
      ownUserId(c.req.param('userId'), customer.id);
      const rows = await listAddresses(db, customer.id);
      return c.json({ status: true, data: rows.map(presentAddress) });
    });
}
