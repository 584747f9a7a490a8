// Conditional requests (RFC 9110 §13.1.2), for the rendered pages and the catalogue answers alike.

/** Whether an If-None-Match header names `etag` (a list of tags, or `*`), compared weakly as RFC 9110 asks. */
export function matchesEtag(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map(opaque)
    .some((tag) => tag === '*' || tag === opaque(etag));
}
