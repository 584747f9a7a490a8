/**
 * What the conformance walk asks a backend: the contract's calls by operation id, the ids and bodies it sends (a
 * Kuwaiti address, a cash order priced as checkout prices it) and how it reads a backend's yes.
 */
import { randomUUID } from 'node:crypto';
import { type ContractCall, contractCalls } from '../../server/contract/contractCalls';
import { type DeliveryRate, deliveryFee, filsToKd, itemWeightKg, toFils } from '../../src/domain';

export type Json = Record<string, unknown>;
export type Listed = {
  id: number;
  name?: string;
  name_en?: string | null;
  price: number | string;
  quantity?: unknown;
};
export type Product = Listed & { has_variants?: unknown; weight?: unknown; variant_options?: unknown };

/** An id no backend has given: the largest PostgreSQL integer less one. */
export const unknownId = 2_147_483_646;
export const unknownRecord = { namesRecord: true };

/** A new Idempotency-Key, as the shop sends one with each event it pushes. */
export const key = () => ({ idempotencyKey: `conformance-${randomUUID()}` });

const callsByOperation = new Map(contractCalls.map((call) => [call.operationId, call]));

export function call(operationId: string): ContractCall {
  const found = callsByOperation.get(operationId);
  if (!found) throw new Error(`The contract has no call "${operationId}" (server/contract/contractCalls.ts)`);
  return found;
}

export const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
export const isSuccess = (value: unknown) => value === 'success' || truthy(value);

/** A product a cash order can take one of: in stock and without variants. */
export function orderable(product: Product): boolean {
  return Number(product.quantity ?? 0) > 0 && !truthy(product.has_variants);
}

/** SPEC §3 Address payload of a Kuwaiti address (docs/API.md "A Kuwaiti address in these fields"). */
export const addressPayload = (userId: unknown, phone: string, street: string) => ({
  user_id: userId,
  full_name: 'Conformance Check',
  phone,
  block_avenue: '4',
  house: '7',
  street,
  area: 'Hawalli',
  city: 'Salmiya',
  country: 'Kuwait',
  governorate: 'Hawalli',
  email: null,
  address: 'House 7',
  pickupLocation: { latitude: 29.3339, longitude: 48.0758 },
  emirates: null,
});

/** POST /order/store's body for one unit of `product`, priced as checkout prices it (SPEC §9). */
export function cashOrder(userId: unknown, phone: string, product: Product, rates: readonly DeliveryRate[]) {
  const subtotalFils = toFils(product.price);
  const weightKg = itemWeightKg({
    weight: typeof product.weight === 'number' ? product.weight : null,
    product_weight: null,
  });
  const fee = deliveryFee({ country: 'Kuwait', weightKg, subtotalFils, rates });
  return {
    order_detail: {
      user_id: userId,
      address: 'Block 4, Street 12, House 7, Salmiya, Hawalli, Kuwait',
      delivery_price: filsToKd(fee.fils),
      discount: 0,
      promo_code: null,
      email: null,
      order_status: 'confirmed',
      payment_status: 'pending',
      subtotal_price: filsToKd(subtotalFils),
      total_price: filsToKd(subtotalFils + fee.fils),
      full_name: 'Conformance Check',
      phone_number: phone,
      paymentType: 'cash',
      Avenue: 'Street 12',
      cityTown: 'Salmiya',
      countryName: 'Kuwait',
      region: 'Hawalli',
      theHome: '7',
      theStreet: 'Street 12',
    },
    product_details: [
      {
        id: product.id,
        name: product.name ?? null,
        price: filsToKd(subtotalFils),
        quantity: 1,
        image: null,
        title: product.name_en ?? null,
        psize: null,
        psize_price: null,
        pcolor: null,
        v_id: null,
        odoo_id: null,
      },
    ],
  };
}

/** A refusal's own message, for the report. */
export function messageOf(json: unknown): string {
  const message = json && typeof json === 'object' ? (json as Json).message : undefined;
  return typeof message === 'string' && message !== '' ? `: ${message}` : '';
}

/** The login calls' yes: `success` true. */
export function successIsTrue(json: Json): string | undefined {
  return truthy(json.success) ? undefined : `success is not true${messageOf(json)}`;
}
