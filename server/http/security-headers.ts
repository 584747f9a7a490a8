// Security headers on every reply of the server: the API, the media, the built client's files and the pages the
// client route renders (issue 15, item 7; DESIGN "Security"). One middleware, applied to the whole app in app.ts,
// so a route added later (server/routes/client.ts) is covered too. A reply that set a header itself keeps it: the
// hosted payment page has a stricter policy of its own.
//
// The Content-Security-Policy allows what the shop loads and nothing else:
// - scripts only from the shop's own files ('self'), no eval, and no inline script but the boot script a rendered
//   page carries and the cart page's slot script, named by their hashes (a reply sets `inlineScripts`;
//   server/render/pages.ts). The hashes are the same for every page of a build, so cached pages need no nonce.
//   The server render's data is a `<script type="application/json">` block, which a browser never executes, so it
//   needs no exception;
// - styles from the shop and inline ('unsafe-inline'). The server render inlines the page's CSS in a <style>
//   element, and React writes style="" attributes (a carousel's position, a progress bar). A nonce cannot work for
//   pages that are cached and served to many shoppers, and a hash would cover the <style> element but not the
//   attributes, whose hashes would also need 'unsafe-hashes'. Inline style cannot run script; what it could do in
//   hostile hands (overlays, CSS exfiltration) is closed where hostile markup could enter: descriptions are
//   sanitised with no style at all (src/app/sanitize/productHtml.ts);
// - images and media from the shop, data: and blob: URLs (placeholders, the map's sprites) and IMAGE_ORIGINS;
// - fetches from the shop and CONNECT_ORIGINS (an ERP API or a map tile server the build was pointed at);
// - workers (the sync worker, the map's worker, the service worker) from the shop; blob: for the map;
// - no frames of the shop anywhere (frame-ancestors 'none'), no <base> elsewhere, forms posting only to the
//   shop and its payment page (PAYMENT_ORIGINS when a real provider's page takes a form), no plugins.
import type { MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** The CSP sources ('sha256-…') of the inline scripts of this reply's HTML. */
    inlineScripts: readonly string[];
  }
}

export type SecurityHeaderOptions = {
  /** Where the shop is reached (PUBLIC_ORIGIN); an https origin also gets Strict-Transport-Security. */
  publicOrigin: () => string;
  imageOrigins?: readonly string[];
  connectOrigins?: readonly string[];
  paymentOrigins?: readonly string[];
};

const sources = (...lists: (readonly string[])[]) => lists.flat().join(' ');

export function contentSecurityPolicy({
  imageOrigins = [],
  connectOrigins = [],
  paymentOrigins = [],
  inlineScripts = [],
}: Omit<SecurityHeaderOptions, 'publicOrigin'> & { inlineScripts?: readonly string[] }): string {
  return [
    "default-src 'self'",
    `script-src ${sources(["'self'"], inlineScripts)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources(["'self'", 'data:', 'blob:'], imageOrigins)}`,
    `media-src ${sources(["'self'", 'blob:'], imageOrigins)}`,
    "font-src 'self' data:",
    `connect-src ${sources(["'self'"], connectOrigins)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${sources(["'self'"], paymentOrigins)}`,
  ].join('; ');
}

export const permissionsPolicy = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const policy = contentSecurityPolicy(options);
  return async (c, next) => {
    await next();
    const setDefault = (name: string, value: string) => {
      if (!c.res.headers.has(name)) c.header(name, value);
    };
    const inlineScripts = c.get('inlineScripts');
    setDefault(
      'Content-Security-Policy',
      inlineScripts?.length ? contentSecurityPolicy({ ...options, inlineScripts }) : policy,
    );
    setDefault('X-Content-Type-Options', 'nosniff');
    setDefault('Referrer-Policy', 'strict-origin-when-cross-origin');
    setDefault('Permissions-Policy', permissionsPolicy);
    setDefault('X-Frame-Options', 'DENY');
    if (options.publicOrigin().startsWith('https:'))
      setDefault('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // Customer replies (addresses, orders, payments, login, profile) are never stored by a browser or a proxy. The
    // public catalogue reads set their own caching (catalogue-cache.ts) and keep it.
    if (c.req.path.startsWith('/api/')) setDefault('Cache-Control', 'no-store');
  };
}
