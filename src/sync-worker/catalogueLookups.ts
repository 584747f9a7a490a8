/**
 * Questions of the moment about the catalogue, answered by the server: a text search and the stock check before a
 * quick add. Nothing is recorded in the sync status: neither is a screen's data going stale.
 */
import type { SearchAnswer, StockAnswer } from '../contract';
import { HasVariantsResponseSchema, normaliseSearchQuery, SearchResponseSchema } from '../domain';
import type { CatalogueStore } from './catalogueStore';
import { productDoc } from './toDocs';

/**
 * The server's text search (SPEC §2 Search). Its results are stored like any product, so the screen shows them
 * through the same local query; the ids say which stored products the server found.
 */
export async function searchServer(store: CatalogueStore, text: string): Promise<SearchAnswer> {
  const query = normaliseSearchQuery(text);
  if (!query) return { ids: [], error: null };
  const result = await store.read(
    `/getProductName?${new URLSearchParams({ name: query })}`,
    SearchResponseSchema,
  );
  if (!result.ok) return { ids: [], error: result.error };
  const now = store.now();
  await store.storeProducts(result.value.data.map((product) => productDoc(product, now)));
  return { ids: result.value.data.map((product) => Number(product.id)), error: null };
}

/** How many variants a product has, asked before a quick add; a failure rejects so the button can say so. */
export async function checkStock(store: CatalogueStore, productId: number): Promise<StockAnswer> {
  const result = await store.read(`/hasVariants/${productId}`, HasVariantsResponseSchema);
  if (!result.ok) throw new Error(result.message);
  return { variantCount: result.value.data.count, quantity: result.value.data.quantity };
}
