// Banners, sections, reels and delivery rates in the shapes of docs/API.md.
import type { listBanners, listReels, listSections } from '../db/queries/content';
import type { listDeliveryEstimates, listDeliveryRates } from '../db/queries/pricing';
import type { Language } from '../http/language';
import { imageInLanguage } from '../media/urls';

type Row<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

/** A generated banner's picture has words on it: its URL asks for them in the reply's language. */
export const presentBanner = (row: Row<typeof listBanners>, language: Language) => ({
  id: row.id,
  image: imageInLanguage(row.image, language),
  banner_type: row.bannerType,
  link: row.link,
  sort: row.sort,
});

export const presentSection = (row: Row<typeof listSections>) => ({
  id: row.id,
  type: row.type,
  sort: row.sort,
});

export const presentReel = (row: Row<typeof listReels>) => ({
  id: row.id,
  video_url: row.videoUrl,
  product_id: row.productId,
  title: row.title,
  title_en: row.titleEn,
  description: row.description,
  description_en: row.descriptionEn,
  poster: row.poster,
});

export const presentDeliveryRate = (row: Row<typeof listDeliveryRates>) => ({
  country: row.country,
  delivery_weight_range_start: row.weightFrom,
  delivery_weight_range_end: row.weightTo,
  per_kg_price: row.perKgPrice,
  free_after: row.freeAfter,
});

export const presentDeliveryEstimate = (row: Row<typeof listDeliveryEstimates>) => ({
  country: row.country,
  governorate: row.governorate,
  min_days: row.minDays,
  max_days: row.maxDays,
});
