// Catalogue answers a CDN can cache (docs/API.md, "Caching of catalogue answers"). The public catalogue reads
// are the same for every shopper, so a CDN or the browser may keep them a short while and then revalidate them
// with If-None-Match: when nothing changed that costs a 304 with no body. Hono's etag middleware does the
// If-None-Match comparison (a list of tags, `*`, weak `W/` forms) and builds the 304; the tag itself is set
// here, so that it names the reply's language.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { type Language, languageOf } from './language';

/** Seconds a cache may reuse an answer without asking: short, so that a price change shows within a minute. */
export const catalogueMaxAgeSeconds = 60;
/**
 * Seconds after that during which a CDN still answers at once from its stale copy while it revalidates in the
 * background, so a shopper never waits on the origin for a catalogue read.
 */
export const catalogueStaleWhileRevalidateSeconds = 600;

export const catalogueCacheControl = `public, max-age=${catalogueMaxAgeSeconds}, stale-while-revalidate=${catalogueStaleWhileRevalidateSeconds}`;

/**
 * The public catalogue reads (SPEC §7 Catalogue and content; docs/API.md). Not /getPromoValid/{code}: whether
 * a code is still valid depends on the clock, and a cached "valid" could outlive the code. Not the customer
 * paths, which are personal, nor /geocode/reverse, which sets its own longer caching.
 */
export const cataloguePaths: string[] = [
  '/getAllCatesWithSubWeb',
  '/getAllCatesWithSub',
  '/getListSubTwoCategory',
  '/getHomeCategories',
  '/category/:id/products',
  '/getProductById/:id',
  '/hasVariants/:id',
  '/getProductName',
  '/getBanners',
  '/sections',
  '/get-reels',
  '/get-featured-categories',
  '/getArrivals',
  '/deliveryCharges_admin',
];

/**
 * A strong tag: a hash of the exact body bytes, prefixed with the reply's language, since the two languages'
 * replies differ in Content-Language even where their bodies are the same.
 */
async function tagOf(response: Response, language: Language): Promise<string> {
  const body = new Uint8Array(await response.clone().arrayBuffer());
  return `"${language}-${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Only a 200 is cacheable and gets a tag; an error (an unknown id, a fault) must never be kept by a CDN. A 304
 * keeps the headers a 200 would have had (RFC 9110 §15.4.5), and in development the CORS origin header, so the
 * Vite dev server's client may read it too.
 */
export function catalogueCache(): MiddlewareHandler {
  const revalidate = etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'access-control-allow-origin'] });
  return (c, next) =>
    revalidate(c, async () => {
      await next();
      if (c.res.status !== 200) {
        c.header('Cache-Control', 'no-store');
        return;
      }
      c.header('Cache-Control', catalogueCacheControl);
      c.header('Vary', 'Accept-Language', { append: true });
      c.header('ETag', await tagOf(c.res, languageOf(c)));
    });
}
