import { useMemo } from 'react';
import type { BannerDoc, CategoryDoc, HomeSectionDoc, ProductDoc, SyncStatusDoc } from '../../contract';
import { PRODUCT_CAROUSEL_PAGE } from '../../domain';
import { useLiveQuery } from '../data/useLiveQuery';
import { useOnPage } from '../data/useOnPage';

export interface ArrivalCarousel {
  category: CategoryDoc;
  products: ProductDoc[];
}

export interface HomeData {
  /** Banners for the slider, section banners already left out (SPEC §2 Home). */
  banners: BannerDoc[];
  stripCategories: CategoryDoc[];
  featuredCategories: CategoryDoc[];
  /** Only arrival categories that have products (SPEC §2 Home). */
  arrivals: ArrivalCarousel[];
  ready: boolean;
  syncStatus: SyncStatusDoc | null;
}

const byId = <T extends { id: string }>(docs: T[]) => new Map(docs.map((doc) => [doc.id, doc]));

const productsQuery = (ids: string[]) =>
  ids.length ? { collection: 'products' as const, selector: { id: { $in: ids } } } : null;

/**
 * Everything the home screen shows, read from the local database only; the sync worker keeps it fresh.
 *
 * The first carousel's first page of products is asked at once; every other product only once the screen is on
 * the page (an effect, which a server render never runs). So the server renders, and inlines the data of, the
 * sections a phone shows first and one row of products, which also reads without JavaScript: the home's HTML
 * fits the first round trip of a slow line. After hydration the first row grows sideways and the other carousels,
 * all below the fold, appear under it, which moves nothing on the screen.
 */
export function useHomeData(): HomeData {
  const banners = useLiveQuery({
    collection: 'banners',
    selector: { bannerType: { $ne: 'section_banner' } },
    sort: [{ sort: 'asc' }],
  });
  const sections = useLiveQuery({ collection: 'home' });
  // Only the categories the sections name: the whole tree would double the home's inlined data.
  const categoryIds = [
    ...new Set(
      sections.docs.flatMap((section) => [
        ...section.categoryIds,
        ...section.arrivals.map((arrival) => arrival.categoryId),
      ]),
    ),
  ].map(String);
  const categories = useLiveQuery(
    categoryIds.length ? { collection: 'categories', selector: { id: { $in: categoryIds } } } : null,
  );
  const mounted = useOnPage();
  const carousels = sections.docs.flatMap((section) => section.arrivals);
  const firstPage = (carousels[0]?.productIds ?? []).slice(0, PRODUCT_CAROUSEL_PAGE).map(String);
  const firstRow = useLiveQuery(productsQuery(firstPage));
  const allProducts = useLiveQuery(
    mounted ? productsQuery(carousels.flatMap((carousel) => carousel.productIds.map(String))) : null,
  );
  const status = useLiveQuery({ collection: 'sync_status', selector: { id: 'home' } });

  return useMemo(() => {
    const categoryById = byId(categories.docs);
    // The first row stays asked after the rest is: until the worker answers for all, it holds its carousel.
    const productById = byId([...firstRow.docs, ...allProducts.docs]);
    const section = (id: HomeSectionDoc['id']) => sections.docs.find((doc) => doc.id === id);
    const pick = (ids: number[] | undefined) =>
      (ids ?? []).map((id) => categoryById.get(String(id))).filter((doc): doc is CategoryDoc => !!doc);
    const arrivals = (section('arrivals')?.arrivals ?? [])
      .map((arrival) => ({
        category: categoryById.get(String(arrival.categoryId)),
        products: arrival.productIds
          .map((id) => productById.get(String(id)))
          .filter((doc): doc is ProductDoc => !!doc),
      }))
      .filter((entry): entry is ArrivalCarousel => !!entry.category && entry.products.length > 0);
    return {
      banners: banners.docs,
      stripCategories: pick(section('strip')?.categoryIds),
      featuredCategories: pick(section('featured')?.categoryIds),
      arrivals,
      ready: banners.ready && categories.ready && sections.ready,
      syncStatus: status.docs[0] ?? null,
    };
  }, [banners, categories, sections, firstRow, allProducts, status]);
}
