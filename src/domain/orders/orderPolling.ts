/**
 * How often order tracking asks the server again (SPEC §4 Order status: the server drives the status). Quick at
 * first, then doubling while nothing changes, so a shopper watching an order sees moves within seconds without a
 * phone polling every few seconds for hours.
 */
export const ORDER_POLL_BASE_MS = 5000;
export const ORDER_POLL_MAX_MS = 60_000;

/** The wait before the next poll, after `unchangedPolls` answers in a row that brought no new status. */
export function orderPollDelayMs(unchangedPolls: number): number {
  return Math.min(ORDER_POLL_MAX_MS, ORDER_POLL_BASE_MS * 2 ** Math.max(0, unchangedPolls));
}
