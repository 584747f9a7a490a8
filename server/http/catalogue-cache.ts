// Catalogue answers kept in memory and cached by a CDN (docs/API.md, "Caching of catalogue answers"). The public
// catalogue reads are the same for every shopper, so this instance makes each one once per catalogue change and
// language, compresses it once (brotli and gzip), and answers from memory until the database announces a change
// (0009_catalogue_announced.sql): the invalidation the rendered pages use. A CDN or the browser may keep them a
// short while and revalidate with If-None-Match, which costs a 304 with no body.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { CatalogueChangesHeard } from '../catalogue/catalogue-changes-heard';
import { LeastRecentlyUsed } from '../least-recently-used';
import { type CompressedBodies, compressedBodies } from './compressed-bodies';
import { preferredCoding } from './content-coding';
import { matchesEtag } from './etag';
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
  '/delivery/estimates',
];

type Body = Uint8Array<ArrayBuffer>;

/** One answer as it is sent: its bytes once plain and once per compression, and its tag. */
interface KeptAnswer {
  tag: string;
  contentType: string;
  bodies: { identity: Body } & CompressedBodies;
  bytes: number;
}

/**
 * A strong tag: a hash of the exact body bytes, prefixed with the reply's language, since the two languages'
 * replies differ in Content-Language even where their bodies are the same. A compressed body is sent with the
 * weak form of it (RFC 9110 §8.8.1: a strong tag names one representation's bytes).
 */
async function keep(response: Response, language: Language): Promise<KeptAnswer> {
  const identity = new Uint8Array(await response.arrayBuffer());
  const bodies: KeptAnswer['bodies'] = { identity, ...(await compressedBodies(identity, 9)) };
  return {
    tag: `"${language}-${createHash('sha1').update(identity).digest('base64url')}"`,
    contentType: response.headers.get('Content-Type') ?? 'application/json',
    bodies,
    bytes: Object.values(bodies).reduce((sum, body) => sum + body.length, 0),
  };
}

export interface CatalogueCacheOptions {
  /** Catalogue changes this instance hears; without them nothing is kept, as nothing would tell it to let go. */
  changes?: Pick<CatalogueChangesHeard, 'subscribe'> | undefined;
  /** What the kept answers may weigh together, compressed forms included; 32 MiB by default. */
  maxBytes?: number;
  /** Told whether each request was answered from memory, for the metrics. */
  onLookup?: (kept: boolean) => void;
  /**
   * The Cache-Control of a 200; `catalogueCacheControl` by default. `no-store` keeps an answer in this instance's
   * memory only: the catalogue changes call, whose "nothing changed" a CDN would serve after a change.
   */
  cacheControl?: string;
}

/**
 * Only a 200 is cacheable and gets a tag; an error (an unknown id, a fault) must never be kept by a CDN. A 304
 * keeps the headers a 200 would have had (RFC 9110 §15.4.5), and in development the CORS origin header, so the
 * Vite dev server's client may read it too.
 */
export function catalogueCache(options: CatalogueCacheOptions = {}): MiddlewareHandler {
  // The least recently used answers go first once they weigh `maxBytes`.
  const kept = new LeastRecentlyUsed<KeptAnswer>(
    options.maxBytes ?? 32 * 1024 * 1024,
    (answer) => answer.bytes,
  );
  /** Answers being read, by key, for the requests that ask for them meanwhile. */
  const reading = new Map<string, Promise<KeptAnswer | undefined>>();
  // Bumped by each change heard: an answer read before it is not kept after it.
  let generation = 0;
  options.changes?.subscribe(() => {
    generation++;
    kept.clear();
  });
  return async (c, next) => {
    const language = languageOf(c);
    const url = new URL(c.req.url);
    const key = `${language} ${url.pathname}${url.search}`;
    let answer = options.changes ? kept.get(key) : undefined;
    // Looked up before any await, so that of requests arriving together only the first reads.
    const beingRead = options.changes && !answer ? reading.get(key) : undefined;
    if (beingRead) answer = await beingRead;
    options.onLookup?.(answer !== undefined);
    if (!answer) {
      const readIn = generation;
      // Requests for this answer that arrive while it is read wait for it (a rush asks for the same few things at
      // once); should it not be keepable, they read it themselves.
      let share: (answer: KeptAnswer | undefined) => void = () => {};
      const shared = options.changes && !reading.has(key);
      if (shared) {
        reading.set(
          key,
          new Promise((resolve) => {
            share = resolve;
          }),
        );
      }
      try {
        await next();
        if (c.res.status !== 200) {
          c.header('Cache-Control', 'no-store');
          return;
        }
        answer = await keep(c.res, language);
        if (options.changes && readIn === generation) {
          kept.set(key, answer);
          share(answer);
        }
      } finally {
        share(undefined);
        if (shared) reading.delete(key);
      }
    }
    const coding = preferredCoding(c.req.header('Accept-Encoding'));
    const compressed = coding ? answer.bodies[coding] : undefined;
    const headers: Record<string, string> = {
      'Cache-Control': options.cacheControl ?? catalogueCacheControl,
      Vary: 'Accept-Language, Accept-Encoding',
      ETag: compressed ? `W/${answer.tag}` : answer.tag,
    };
    // Through c.body, so the headers set before (the CORS origin in development) stay; c.res, because a handler
    // has already answered on a miss.
    if (matchesEtag(c.req.header('If-None-Match'), answer.tag)) {
      c.res = c.body(null, 304, headers);
      c.res.headers.delete('Content-Type');
    } else {
      headers['Content-Type'] = answer.contentType;
      if (compressed && coding) headers['Content-Encoding'] = coding;
      c.res = c.body(compressed ?? answer.bodies.identity, 200, headers);
    }
  };
}
