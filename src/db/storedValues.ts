/**
 * The typed values inside stored documents. RxDB's schemas type a nested object as a plain record; what was
 * written there came from the domain's types (validated by the worker's schemas on the way in), so reading it back
 * as that type is one cast, made here and nowhere else.
 */
import type { Address, Order, ProjectionState } from '../domain';
import type { AddressDoc } from './schemas/address.schema';
import type { OrderDoc } from './schemas/order.schema';
import type { ProjectionDoc } from './schemas/projection.schema';

export const projectionStateOf = (doc: Pick<ProjectionDoc, 'state'>): ProjectionState =>
  doc.state as unknown as ProjectionState;

export const orderOf = (doc: Pick<OrderDoc, 'order'>): Order => doc.order as unknown as Order;

export const addressOf = (doc: Pick<AddressDoc, 'address'>): Address => doc.address as unknown as Address;
