/** The search overlay is open while the address carries `?search=` (its words), so Back closes it on a phone. */
export const SEARCH_PARAM = 'search';

/** Marks a history entry the overlay pushed, so closing can go back instead of leaving an entry behind. */
export const OPENED_SEARCH_STATE = { openedSearch: true } as const;

export function withSearch(current: URLSearchParams, words: string): string {
  const params = new URLSearchParams(current);
  params.set(SEARCH_PARAM, words);
  return `?${params}`;
}
