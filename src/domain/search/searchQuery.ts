/** docs/API.md: the server refuses a search of more than 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

/** The words a search sends: trimmed, inner runs of spaces collapsed, cut to what the server accepts. */
export function normaliseSearchQuery(text: string): string {
  return Array.from(text.trim().replace(/\s+/g, ' ')).slice(0, SEARCH_MAX_LENGTH).join('');
}

/** A pattern matching the query literally, so `.` or `(` typed by a shopper is a character, not a regex. */
export function literalPattern(query: string): string {
  return query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Results as the shopper sees them: the local matches first, then the server's others, each product once. */
export function mergeSearchIds(local: readonly number[], server: readonly number[]): number[] {
  return [...new Set([...local, ...server])];
}
