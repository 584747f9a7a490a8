// The home banners' designs: what each shows and says, in both languages. A banner's image key names its design
// ("phones"); its URL's `lang` picks the language the words are drawn in.
import type { ArtKind } from './art/kinds';

type Words = { en: string; ar: string };

type BannerDesign = {
  art: ArtKind | 'parcel';
  hue: number;
  headline: Words;
  /** The button's words: where the banner leads, or for a banner that leads nowhere, its promise. */
  action: Words;
};

export const bannerDesigns = {
  phones: {
    art: 'phone',
    hue: 215,
    headline: { en: 'The newest smartphones', ar: 'أحدث الهواتف الذكية' },
    action: { en: 'Shop phones', ar: 'تسوّق الهواتف' },
  },
  abayas: {
    art: 'abaya',
    hue: 330,
    headline: { en: 'Elegant abayas for every day', ar: 'عبايات أنيقة لكل يوم' },
    action: { en: 'Discover the collection', ar: 'اكتشفي التشكيلة' },
  },
  kitchen: {
    art: 'blender',
    hue: 25,
    headline: { en: 'Your kitchen, upgraded', ar: 'جدّد أجهزة مطبخك' },
    action: { en: 'Shop appliances', ar: 'تسوّق الأجهزة' },
  },
  delivery: {
    art: 'parcel',
    hue: 160,
    headline: { en: 'Fast delivery across the Gulf', ar: 'توصيل سريع في أنحاء الخليج' },
    action: { en: 'Free in Kuwait over 20 KD', ar: 'مجاني في الكويت فوق 20 د.ك' },
  },
  watches: {
    art: 'watch',
    hue: 265,
    headline: { en: 'Smart watch deals', ar: 'عروض الساعات الذكية' },
    action: { en: 'See the offer', ar: 'شاهد العرض' },
  },
  perfumes: {
    art: 'perfume',
    hue: 45,
    headline: { en: 'Scents of the season', ar: 'عطور الموسم' },
    action: { en: 'Shop perfumes', ar: 'تسوّق العطور' },
  },
  toys: {
    art: 'bricks',
    hue: 5,
    headline: { en: 'Toys they will love', ar: 'ألعاب سيحبّونها' },
    action: { en: 'Shop toys', ar: 'تسوّق الألعاب' },
  },
  sports: {
    art: 'football',
    hue: 130,
    headline: { en: 'Gear up for your workout', ar: 'استعد لتمرينك' },
    action: { en: 'Shop sports', ar: 'تسوّق الرياضة' },
  },
  coffee: {
    art: 'dallah',
    hue: 35,
    headline: { en: 'Arabic coffee at home', ar: 'القهوة العربية في البيت' },
    action: { en: 'See the coffee maker', ar: 'شاهد صانعة القهوة' },
  },
  ramadan: {
    art: 'lantern',
    hue: 250,
    headline: { en: 'Ramadan Kareem', ar: 'رمضان كريم' },
    action: { en: 'Offers all month long', ar: 'عروض طوال الشهر' },
  },
} satisfies Record<string, BannerDesign>;

export type BannerDesignName = keyof typeof bannerDesigns;

/** For a key that names no design: still a banner with words in the asked language. */
const fallbackBannerDesign: BannerDesign = {
  art: 'parcel',
  hue: 200,
  headline: { en: 'New in the shop', ar: 'جديد في المتجر' },
  action: { en: 'Shop now', ar: 'تسوّق الآن' },
};

export const bannerDesignOf = (key: string): BannerDesign =>
  Object.hasOwn(bannerDesigns, key) ? bannerDesigns[key as BannerDesignName] : fallbackBannerDesign;
