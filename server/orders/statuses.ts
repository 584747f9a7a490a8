// Order statuses (SPEC §4 Order status). The shop creates an order as 'confirmed' (or 'pending'); from then on
// the server drives it, by the admin call or the development auto-advance.
export const orderStatuses = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'on_the_way',
  'delivered',
  'completed',
  'cancelled',
  'on_hold',
  'failed',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What a client may create an order with. */
export const initialOrderStatuses = ['confirmed', 'pending'] as const;

/** The auto-advance path, the steps of SPEC §4's five-step timeline; 'delivered' is where it stops. */
export const nextStatus: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  pending: 'processing',
  confirmed: 'processing',
  processing: 'shipped',
  shipped: 'on_the_way',
  on_the_way: 'delivered',
};
