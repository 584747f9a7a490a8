import { useMemo } from 'react';
import type { BannerDoc, CategoryDoc, HomeSectionDoc, ProductDoc, SyncStatusDoc } from '../../db';
import { useLiveQuery } from './useLiveQuery';

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

/** Everything the home screen shows, read from the local database only; the sync worker keeps it fresh. */
export function useHomeData(): HomeData {
  const banners = useLiveQuery({
    collection: 'banners',
    selector: { bannerType: { $ne: 'section_banner' } },
    sort: [{ sort: 'asc' }],
  });
  const categories = useLiveQuery({ collection: 'categories', sort: [{ sort: 'asc' }] });
  const sections = useLiveQuery({ collection: 'home' });
  const productIds = useMemo(
    () =>
      sections.docs.flatMap((section) =>
        section.arrivals.flatMap((arrival) => arrival.productIds.map(String)),
      ),
    [sections.docs],
  );
  const productKey = productIds.join(',');
  const arrivalProducts = useLiveQuery(
    productKey ? { collection: 'products', selector: { id: { $in: productKey.split(',') } } } : null,
  );
  const status = useLiveQuery({ collection: 'sync_status', selector: { id: 'home' } });

  return useMemo(() => {
    const categoryById = byId(categories.docs);
    const productById = byId(arrivalProducts.docs);
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
  }, [banners, categories, sections, arrivalProducts, status]);
}
