// Rendered pages kept in memory (DESIGN "How data flows": HTML is cached per route, language and catalogue
// version), so a page is rendered once per catalogue change rather than once per visit. A page's catalogue
// version is a hash of the API answers it was filled from: the render is a function of its route, its language
// and those answers alone (src/sync-worker/serverPage.ts), so the same answers make the same page, but for the
// times its data was fetched at (pageEtag). Bounded: the least recently used page goes first.
import { createHash } from 'node:crypto';
import type { CompressedBodies } from '../http/compressed-bodies';
import { LeastRecentlyUsed } from '../least-recently-used';

/** One API answer a page was filled from. */
export interface Answer {
  url: string;
  status: number;
  body: string;
}

export interface CachedPage {
  status: number;
  html: string;
  /** `html` compressed once for all who take it so (compressed-bodies.ts). */
  compressed: CompressedBodies;
  etag: string;
  /** The catalogue version: a hash of `answers`. */
  version: string;
  /** The API calls the page was filled from, asked again to tell whether the catalogue changed. */
  apiUrls: string[];
  /** When its version was last compared with the API's answers (ms). */
  checkedAt: number;
}

export class PageCache extends LeastRecentlyUsed<CachedPage> {
  constructor(capacity = 200) {
    super(capacity);
  }

  static key(url: string, language: string): string {
    return `${language} ${url}`;
  }
}

/**
 * The catalogue version of a page: a hash of the answers it was filled from. They are sorted first, since the
 * calls of one refresh run side by side and finish in any order.
 */
export function catalogueVersion(answers: readonly Answer[]): string {
  const hash = createHash('sha1');
  for (const answer of [...answers].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))) {
    hash.update(`${answer.url}\0${answer.status}\0${answer.body}\0`);
  }
  return hash.digest('base64url');
}

/**
 * A weak validator of a rendered page: the build (its index.html names every hashed asset), the page's route and
 * language, and its catalogue version. Two renders of one page, on two instances or before and after a restart,
 * differ only in the times their data was fetched at (inlined for hydration), so they share it, and a browser's
 * copy revalidates on whichever instance the balancer picks.
 */
export function pageEtag(page: { build: string; key: string; version: string; status: number }): string {
  const hash = createHash('sha1').update(`${page.build}\0${page.key}\0${page.version}\0${page.status}`);
  return `W/"${hash.digest('base64url')}"`;
}
