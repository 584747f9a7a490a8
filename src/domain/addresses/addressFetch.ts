/**
 * SPEC §5 Address fetch: refused for a missing user id or the demo placeholder id. SPEC does not spell the
 * placeholder; server user ids are positive whole numbers (docs/API.md), so anything else (null, '', 'demo',
 * 'guest', a temporary token's id) is refused before a request is made.
 */
export function canFetchAddresses(userId: number | string | null | undefined): boolean {
  return /^[1-9]\d{0,9}$/.test(String(userId ?? '').trim());
}
