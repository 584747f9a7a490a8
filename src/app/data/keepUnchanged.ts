/**
 * A new live-query result arrives as fresh objects even when a document did not change. Keeping the previous
 * object for every unchanged document (and the previous list when nothing changed) lets React skip what did not
 * change: a memoized product card does not re-render because another product's price did.
 */
export function keepUnchanged<T>(previous: readonly T[], next: T[]): T[] {
  const before = new Map<unknown, { doc: T; json: string }>();
  for (const doc of previous) before.set(identity(doc), { doc, json: JSON.stringify(doc) });
  let same = previous.length === next.length;
  const kept = next.map((doc, index) => {
    const old = before.get(identity(doc));
    const reused = old && old.json === JSON.stringify(doc) ? old.doc : doc;
    if (reused !== previous[index]) same = false;
    return reused;
  });
  return same ? (previous as T[]) : kept;
}

function identity(doc: unknown): unknown {
  return doc && typeof doc === 'object' && 'id' in doc ? doc.id : doc;
}
