// Who is asking, for per-client budgets (login codes, analytics events): the address of the TCP peer, or, behind
// reverse proxies (TRUST_PROXY, the number of them), the address the outermost one appended to X-Forwarded-For.
// Each proxy appends the address it was reached from, so only the last `proxyHops` entries are theirs; earlier
// ones are whatever the client wrote. Without a socket (`app.request` in tests) it is 'unknown'.
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export type ClientAddressOptions = { proxyHops: number };

export function clientAddress(c: Context, { proxyHops }: ClientAddressOptions): string {
  if (proxyHops > 0) {
    const entries = c.req.header('X-Forwarded-For')?.split(',') ?? [];
    // Fewer entries than proxies: the request came through fewer of them; the first entry is still a proxy's.
    const forwarded = entries.at(-Math.min(proxyHops, entries.length))?.trim();
    if (forwarded && isIP(forwarded)) return normalised(forwarded);
  }
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalised(address) : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** An IPv4 peer of a dual-stack socket is reported as ::ffff:a.b.c.d; it is the same client as a.b.c.d. */
function normalised(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase();
}

/** 127.0.0.0/8 and ::1: the machine itself. */
export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
}

/**
 * The client a budget counts: the IPv4 address, or the /64 network of an IPv6 one (one subscriber usually holds a
 * whole /64, so counting single IPv6 addresses would give an attacker billions of budgets).
 */
export function budgetClient(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
