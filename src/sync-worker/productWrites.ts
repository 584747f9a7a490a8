/**
 * How products reach the local database from any call (lists, search, the product's own call, a server render's
 * page data). One bulk insert: new products are written and nothing is read first, so a first sync of thousands
 * costs what the insert costs. A product already stored comes back as a conflict holding the stored document; a
 * list's copy is merged into it, since a list carries neither the description nor the variant system, and a product
 * the copy does not change is not written at all (no write, no live-query churn, no search-index work).
 */
import type { RxCollection, RxDocumentData } from 'rxdb/plugins/core';
import type { ProductDoc } from '../db';

export async function storeProducts(products: RxCollection<ProductDoc>, docs: ProductDoc[]): Promise<void> {
  if (!docs.length) return;
  // Straight to the collection's storage, as RxDB's own write queue does: `bulkInsert` would also build a document
  // object for every product written, which nobody reads here (about a tenth of a 10,000-product sync). The storage
  // stamps `_meta` and `_rev` itself, and its change events reach the live queries and the search index as usual.
  const inserted = await products.storageInstance.bulkWrite(
    docs.map((doc) => ({
      document: { ...doc, _deleted: false, _attachments: {}, _meta: { lwt: 0 }, _rev: '' },
    })),
    'catalogue-products',
  );
  const fresh = new Map(docs.map((doc) => [doc.id, doc]));
  const writes: Promise<unknown>[] = [];
  for (const error of inserted.error) {
    const doc = fresh.get(error.documentId);
    const stored = error.status === 409 ? error.documentInDb : undefined;
    if (!doc || !stored) throw new Error(`storing product ${error.documentId} failed (${error.status})`);
    if (unchangedBy(stored, doc)) continue;
    // The write queue hands the modifier the newest stored state, so a write in between is merged too.
    writes.push(products.incrementalWriteQueue.addWrite(stored, (current) => mergeProduct(current, doc)));
  }
  await Promise.all(writes);
}

/**
 * The stored product with `doc` written over it. A list's copy (no `detailFetchedAt`) keeps the detail the stored one
 * has (the description, the variant system, the whole gallery); the product's own answer replaces everything.
 */
export function mergeProduct(
  stored: RxDocumentData<ProductDoc>,
  doc: ProductDoc,
): RxDocumentData<ProductDoc> {
  if (doc.detailFetchedAt) return { ...stored, ...doc };
  return {
    ...stored,
    ...doc,
    description: stored.description ?? null,
    descriptionEn: stored.descriptionEn ?? null,
    variantSystem: stored.variantSystem ?? null,
    detailFetchedAt: stored.detailFetchedAt ?? null,
    ...(stored.detailFetchedAt && stored.images ? { images: stored.images } : {}),
  };
}

/** True when writing `doc` over `stored` would change nothing but the time it was fetched. */
function unchangedBy(stored: RxDocumentData<ProductDoc>, doc: ProductDoc): boolean {
  const merged = mergeProduct(stored, doc);
  return (Object.keys(merged) as (keyof ProductDoc)[]).every(
    (field) =>
      field === 'updatedAt' ||
      field.startsWith('_') ||
      JSON.stringify(merged[field] ?? null) === JSON.stringify(stored[field] ?? null),
  );
}
