// Security headers on every reply: the API, the media, the client's files and the rendered pages (DESIGN
// "Security"). One middleware, applied first to the whole app in app.ts, so a route added later is covered too; a
// reply that set a header itself keeps it (the hosted payment page's stricter policy, the catalogue's caching).
// The Content-Security-Policy is decided in `contentSecurityPolicy` below: the shop's own sources, plus the origins
// configured for images, calls and payment forms. Inline scripts are allowed only by hash (a reply names them in
// `inlineScripts`), which is the same for every page of a build, so cached pages need no nonce. Inline style is
// allowed because rendered pages inline their CSS and React writes style attributes; why not a nonce or hashes is
// in docs/DECISIONS.md ("Security hardening").
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
