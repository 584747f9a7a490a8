/** SPEC §9 truncation lengths. */
export const TRUNCATE_LIMITS = {
  cardTitle: 30,
  cartSubText: 50,
  orderItemName: 25,
  orderDescription: 30,
} as const;

/**
 * Keeps the first `max` characters and appends '…' when something was cut, so a cut text is max + 1 long.
 * Characters are counted as code points, so an emoji or a surrogate pair is never split in half.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const chars = Array.from(text ?? '');
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}
