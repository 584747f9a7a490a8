import { CART_ABANDON_MS } from '../shared/constants';

/** One idle spell of the shopper: it starts at their last activity and reports at most once. */
export interface IdleSpell {
  lastActivityAt: number;
  reported: boolean;
}

/**
 * SPEC §4 Other UI states / §9 Timings: a cart abandonment event fires after 10 minutes idle with items in the
 * cart. Once per idle spell: a shopper who stays away for an hour abandoned the cart once, not six times.
 */
export function shouldReportAbandonment(spell: IdleSpell, itemCount: number, now: number): boolean {
  return !spell.reported && itemCount > 0 && now - spell.lastActivityAt >= CART_ABANDON_MS;
}

/** How long until the spell that began at `lastActivityAt` becomes abandonment (0 once it has). */
export function msUntilAbandoned(lastActivityAt: number, now: number): number {
  return Math.max(0, lastActivityAt + CART_ABANDON_MS - now);
}

/**
 * Whether the shopper's idle spell that began at `lastActivityAt` has been reported already, by any tab: each of
 * the shopper's open tabs waits out the same spell, and a report made at or after its start covers it.
 */
export function spellReported(reportTimes: readonly number[], lastActivityAt: number): boolean {
  return reportTimes.some((at) => at >= lastActivityAt);
}
