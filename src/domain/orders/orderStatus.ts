import type { MessageKey } from '../shared/messageKeys';

/**
 * SPEC §4 Order status values, and `confirmed`, which SPEC §4 says the client sends when it creates an order, so a
 * new order reads as confirmed rather than unknown. The server drives transitions; the client only displays them.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'on_the_way',
  'cancelled',
  'on_hold',
  'completed',
  'failed',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Colour tokens, mapped to theme colours by the app's styles. */
export type BadgeColor =
  | 'amber'
  | 'blue'
  | 'indigo'
  | 'teal'
  | 'green'
  | 'red'
  | 'orange'
  | 'purple'
  | 'grey';

const badges: Readonly<Record<OrderStatus, { color: BadgeColor; labelKey: MessageKey }>> = {
  pending: { color: 'amber', labelKey: 'statusPending' },
  confirmed: { color: 'blue', labelKey: 'statusConfirmed' },
  processing: { color: 'blue', labelKey: 'statusProcessing' },
  shipped: { color: 'indigo', labelKey: 'statusShipped' },
  delivered: { color: 'green', labelKey: 'statusDelivered' },
  on_the_way: { color: 'teal', labelKey: 'statusOnTheWay' },
  cancelled: { color: 'red', labelKey: 'statusCancelled' },
  on_hold: { color: 'orange', labelKey: 'statusOnHold' },
  completed: { color: 'green', labelKey: 'statusCompleted' },
  failed: { color: 'red', labelKey: 'statusFailed' },
  refunded: { color: 'purple', labelKey: 'statusRefunded' },
};

/** "On the way", "on-the-way" and "ON_THE_WAY" are the same status: ERPs are inconsistent about spelling. */
export function normalizeStatus(status: string | null | undefined): string {
  return (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Other spellings servers send for a status of the list: SPEC §4's timeline names `out_for_delivery` beside
 * `on_the_way`, so it is that badge too rather than an unknown one.
 */
const aliases: Readonly<Record<string, OrderStatus>> = { out_for_delivery: 'on_the_way' };

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** SPEC §4: the badge of a status; unknown values get a grey badge. */
export function statusBadge(status: string | null | undefined): { color: BadgeColor; labelKey: MessageKey } {
  const normalized = normalizeStatus(status);
  const value = aliases[normalized] ?? normalized;
  return isOrderStatus(value) ? badges[value] : { color: 'grey', labelKey: 'statusUnknown' };
}

/** SPEC §4 five-step tracking timeline, in order. */
export const TIMELINE_STEPS = [
  'stepOrderPlaced',
  'stepProcessing',
  'stepShipped',
  'stepOutForDelivery',
  'stepDelivered',
] as const satisfies readonly MessageKey[];

const stepOf: Readonly<Record<string, number>> = {
  pending: 0,
  processing: 1,
  shipped: 2,
  on_the_way: 3,
  out_for_delivery: 3,
  delivered: 4,
  completed: 4,
};

/** The current step; Order Placed (0) is the default for pending and every other status. */
export function timelineIndex(status: string | null | undefined): number {
  return stepOf[normalizeStatus(status)] ?? 0;
}

/** Statuses that stop an order on its way: its timeline ends there rather than at a step it never reaches. */
const stops: Readonly<Record<string, MessageKey>> = {
  cancelled: 'statusCancelled',
  failed: 'statusFailed',
  refunded: 'statusRefunded',
};

/** SPEC §4: the label of the status that stopped the order (Cancelled, Failed, Refunded), or null on its way. */
export function timelineStop(status: string | null | undefined): MessageKey | null {
  return stops[normalizeStatus(status)] ?? null;
}

const terminal: ReadonlySet<string> = new Set(['delivered', 'completed', 'cancelled', 'failed', 'refunded']);

/** Order tracking stops polling once an order reaches one of these. */
export function isTerminalStatus(status: string | null | undefined): boolean {
  return terminal.has(normalizeStatus(status));
}

/** SPEC §4: the order detail shows Paid when payment_status equals paid, otherwise Pending. */
export function paymentStatusLabel(
  paymentStatus: string | null | undefined,
): 'paymentPaid' | 'paymentPending' {
  return normalizeStatus(paymentStatus) === 'paid' ? 'paymentPaid' : 'paymentPending';
}
