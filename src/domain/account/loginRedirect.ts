/**
 * SPEC §2 Login: after success the shopper goes to the stored return path; otherwise to /orders if they came from
 * an order detail; otherwise to /. The return path is stored in the login URL (`/login?returnTo=/checkout`), so it
 * survives a reload and needs no storage.
 */
const LOGIN_PATH = '/login';

/**
 * Only a path inside the shop is followed: it must start with one '/' (not '//' or '/\', which browsers read as
 * another host) and must not lead back to the login screen itself.
 */
export function safeReturnPath(returnTo: string | null | undefined): string | null {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return null;
  const path = returnTo.split(/[?#]/)[0] ?? '';
  return path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`) ? null : returnTo;
}

/**
 * Where a successful login goes. An order detail belongs to the account that placed it, and the shopper who just
 * logged in may be another one, so coming from /order/{id} leads to their own orders list instead.
 */
export function loginDestination(returnTo: string | null | undefined): string {
  const path = safeReturnPath(returnTo);
  if (path === null) return '/';
  return path.startsWith('/order/') ? '/orders' : path;
}

/** The login URL carrying the return path (SPEC §2 Cart, §6: checkout sends guests to /login with a return path). */
export function loginPath(returnTo?: string | null): string {
  const path = safeReturnPath(returnTo);
  return path === null || path === '/' ? LOGIN_PATH : `${LOGIN_PATH}?returnTo=${encodeURIComponent(path)}`;
}
