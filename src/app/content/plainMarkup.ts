import { PRODUCT_TAGS } from './contentPolicy';

/** Tags that need no sanitiser when bare: the allowlist's, but pictures, whose source rule only DOMPurify applies. */
const BARE_TAGS: ReadonlySet<string> = new Set(PRODUCT_TAGS.filter((tag) => tag !== 'img'));

/** One piece of a fragment: a bare tag (no attribute at all), a run of text, or a character reference. */
const PIECE = /<\/?([a-z][a-z0-9]*)\s*\/?>|[^<>&]+|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/giy;

/**
 * Whether a description's markup is only bare tags of the allowlist (`<p>`, `<ul><li>`, `<b>` ...) between plain
 * text: then it is already what DOMPurify would make of it (contentPolicy.ts), since with no attribute nothing can run,
 * load or lead anywhere, and with no `<` in its text no other tag can start. Parsed as an element's inner HTML, a
 * stray closing tag cannot leave the element. Anything else (an attribute, another tag, a comment) needs DOMPurify.
 */
export function isPlainMarkup(html: string): boolean {
  PIECE.lastIndex = 0;
  while (PIECE.lastIndex < html.length) {
    const piece = PIECE.exec(html);
    if (!piece) return false;
    const tag = piece[1];
    if (tag !== undefined && !BARE_TAGS.has(tag.toLowerCase())) return false;
  }
  return true;
}
