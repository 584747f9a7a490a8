// Home content, promo codes and delivery rates of the seed. Categories are named by their English name and
// products by the leaf they belong to, so this file does not depend on generated ids.
import type { BannerDesignName } from '../../media/banner-designs';

export type BannerSeed = {
  type: 'main_banner' | 'offer_banner' | 'section_banner';
  /** Where the banner leads: a category's product list, a product of a leaf, or nowhere. */
  target: { category: string } | { productOf: string } | null;
  /** Its picture, with a headline and a button in both languages (server/media/banner-designs.ts). */
  design: BannerDesignName;
};

export const bannerSeeds: readonly BannerSeed[] = [
  { type: 'main_banner', target: { category: 'Phones' }, design: 'phones' },
  { type: 'main_banner', target: { category: 'Abayas' }, design: 'abayas' },
  { type: 'main_banner', target: { category: 'Kitchen Appliances' }, design: 'kitchen' },
  { type: 'main_banner', target: null, design: 'delivery' },
  { type: 'offer_banner', target: { productOf: 'Smart Watches' }, design: 'watches' },
  { type: 'offer_banner', target: { category: 'Perfumes' }, design: 'perfumes' },
  { type: 'offer_banner', target: { category: 'Toys' }, design: 'toys' },
  { type: 'section_banner', target: { category: 'Sports' }, design: 'sports' },
  { type: 'section_banner', target: { productOf: 'Coffee Makers' }, design: 'coffee' },
  { type: 'section_banner', target: null, design: 'ramadan' },
];

export const sectionOrder = ['banners', 'categories', 'featured_categories', 'arrivals'] as const;

export const featuredCategoryNames: readonly string[] = [
  'Smartphones',
  'Gaming Laptops',
  'Smart Watches',
  'Abayas',
  'Oud & Bakhoor',
  'Coffee Makers',
  'Educational Toys',
  'Car Care',
];

export const arrivalCategoryNames: readonly string[] = [
  'Phones',
  'Men',
  'Perfumes',
  'Kitchen Appliances',
  'Fitness',
];

/**
 * A reel is a short video of one product: its drawing panning and zooming under its names and price, made from
 * this seed by scripts/make-reels.ts and shipped in server/seed/assets/reels with a poster of its first frame. The
 * caption names the kind of product the reel shows, in both languages (checked by tests/server/reels.test.ts).
 */
export type ReelSeed = {
  file: string;
  poster: string;
  productOf: string;
  title: readonly [en: string, ar: string];
  description: readonly [en: string, ar: string];
};

export const reelSeeds: readonly ReelSeed[] = [
  {
    file: 'reel-1.mp4',
    poster: 'reel-1.jpg',
    productOf: 'Smartphones',
    title: ['The foldable phone', 'الهاتف القابل للطي'],
    description: ['A big screen that folds into your pocket', 'شاشة كبيرة تنطوي في جيبك'],
  },
  {
    file: 'reel-2.mp4',
    poster: 'reel-2.jpg',
    productOf: 'Abayas',
    title: ['The open kimono abaya', 'عباية الكيمونو المفتوحة'],
    description: ['Light fabric for every occasion', 'قماش خفيف لكل المناسبات'],
  },
  {
    file: 'reel-3.mp4',
    poster: 'reel-3.jpg',
    productOf: 'Oud & Bakhoor',
    title: ['Bakhoor of the season', 'بخور الموسم'],
    description: ['A rich scent for your majlis', 'رائحة فاخرة لمجلسك'],
  },
  {
    file: 'reel-4.mp4',
    poster: 'reel-4.jpg',
    productOf: 'Coffee Makers',
    title: ['Espresso at home', 'إسبريسو في البيت'],
    description: ['Café coffee in a minute', 'قهوة المقهى في دقيقة'],
  },
  {
    file: 'reel-5.mp4',
    poster: 'reel-5.jpg',
    productOf: 'Headphones',
    title: ['Earphones for your workout', 'سماعات لتمارينك'],
    description: ['They stay in while you run', 'ثابتة في أذنيك وأنت تركض'],
  },
];

export type PromoSeed = { code: string; discount: number; expiresAt: string | null; active: boolean };

export const promoSeeds: readonly PromoSeed[] = [
  { code: 'WELCOME10', discount: 10, expiresAt: null, active: true },
  { code: 'GULF25', discount: 25, expiresAt: '2099-12-31T20:59:59Z', active: true },
  { code: 'EXPIRED50', discount: 50, expiresAt: '2024-01-01T00:00:00Z', active: true },
  { code: 'RAMADAN15', discount: 15, expiresAt: null, active: false },
];

/** Weights are kg, prices KD; a null end is open-ended (the client reads it as 999999). */
export type DeliveryRateSeed = {
  country: string;
  from: number;
  to: number | null;
  perKg: number;
  freeAfter: number;
};

export const deliveryRateSeeds: readonly DeliveryRateSeed[] = [
  { country: 'Kuwait', from: 0, to: 5, perKg: 0.5, freeAfter: 20 },
  { country: 'Kuwait', from: 5, to: 20, perKg: 0.4, freeAfter: 20 },
  { country: 'Kuwait', from: 20, to: null, perKg: 0.3, freeAfter: 50 },
  { country: 'Saudi Arabia', from: 0, to: 5, perKg: 3, freeAfter: 0 },
  { country: 'Saudi Arabia', from: 5, to: null, perKg: 2.5, freeAfter: 0 },
  { country: 'United Arab Emirates', from: 0, to: 5, perKg: 2.75, freeAfter: 75 },
  { country: 'United Arab Emirates', from: 5, to: null, perKg: 2.25, freeAfter: 75 },
  { country: 'Bahrain', from: 0, to: 10, perKg: 2, freeAfter: 60 },
  { country: 'Bahrain', from: 10, to: null, perKg: 1.75, freeAfter: 60 },
  { country: 'Qatar', from: 0, to: 5, perKg: 2.5, freeAfter: 0 },
  { country: 'Qatar', from: 5, to: null, perKg: 2, freeAfter: 0 },
  { country: 'Oman', from: 0, to: null, perKg: 3, freeAfter: 100 },
];
