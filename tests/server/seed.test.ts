import { describe, expect, it } from 'vitest';
import { isArtKind } from '../../server/media/art/kinds';
import { bannerDesigns } from '../../server/media/banner-designs';
import { buildSeed } from '../../server/seed/build-seed';

const seed = buildSeed();
const arabicLetters = /[\u0600-\u06FF]/;

describe('the seed catalogue (DESIGN.md, the reference backend)', () => {
  it('is the same on every run', () => {
    expect(buildSeed()).toEqual(seed);
  });

  it('has at least 300 products, at least 80 of them with variants', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(seed.productVariants.map((variant) => variant.productId)).size).toBeGreaterThanOrEqual(80);
  });

  it('spreads categories over three levels and keeps products in leaf categories', () => {
    expect(new Set(seed.categories.map((category) => category.level))).toEqual(new Set([1, 2, 3]));
    const parents = new Set(seed.categories.map((category) => category.parentId));
    expect(seed.products.every((product) => !parents.has(product.categoryId))).toBe(true);
  });

  it('writes numbers with the Latin digits prices use, in Arabic too (one digit style, docs/DECISIONS.md "Money")', () => {
    expect(JSON.stringify(seed)).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it('names every category and product in Arabic and English', () => {
    for (const row of [...seed.categories, ...seed.products]) {
      expect(row.name, row.nameEn).toMatch(arabicLetters);
      expect(row.nameEn).not.toMatch(arabicLetters);
    }
  });

  it('names every variant attribute and value in Arabic, keyed by its English text (SPEC §3 language rule)', () => {
    const latinLetters = /[A-Za-z]/;
    const tyreSize = /^\d{3}\/\d{2} R\d{2}$/;
    const letterSize = /^(?:X{0,2}[SL]|M)$/;
    const attributes = seed.productVariants.flatMap((variant) => variant.attributes);
    expect(attributes.length).toBeGreaterThan(0);
    for (const { name, value, name_ar, value_ar } of attributes) {
      expect(name).not.toMatch(arabicLetters);
      expect(value).not.toMatch(arabicLetters);
      expect(name_ar, name).toMatch(arabicLetters);
      expect(value_ar, value).toBeTruthy();
      // A tyre size is the code moulded on the tyre, and a letter size the one on the label: the values
      // Arabic shops print as they are.
      if (tyreSize.test(value) || letterSize.test(value)) expect(value_ar).toBe(value);
      else expect(value_ar, value).not.toMatch(latinLetters);
    }
    expect(attributes).toContainEqual({ name: 'Color', value: 'Navy', name_ar: 'اللون', value_ar: 'كحلي' });
  });

  it('prices in KD with at most three decimals, with some discounts and some items out of stock', () => {
    for (const product of seed.products) {
      expect(Math.round(product.price * 1000) / 1000).toBe(product.price);
    }
    expect(
      seed.products.some((product) => product.oldPrice != null && product.oldPrice > product.price),
    ).toBe(true);
    expect(seed.products.some((product) => product.quantity === 0)).toBe(true);
  });

  it("includes the ERP's rough edges the client must handle (SPEC §5 Display)", () => {
    const descriptions = seed.products.map((product) => product.descriptionEn);
    expect(descriptions.some((text) => text?.includes('<ul>'))).toBe(true);
    expect(descriptions).toContain('0');
    expect(descriptions).toContain('');
    expect(seed.products.some((product) => product.barcode === '0')).toBe(true);
    expect(seed.productVariants.some((variant) => variant.stockQuantity === 0)).toBe(true);
    expect(seed.productVariants.some((variant) => variant.isAvailable === false)).toBe(true);
  });

  it('has banners of every type, reels, arrivals, promo codes and six delivery countries', () => {
    expect(new Set(seed.banners.map((banner) => banner.bannerType))).toEqual(
      new Set(['main_banner', 'offer_banner', 'section_banner']),
    );
    expect(seed.reels.length).toBeGreaterThanOrEqual(4);
    expect(seed.arrivals.length).toBeGreaterThanOrEqual(4);
    expect(seed.promoCodes.map((promo) => promo.code)).toEqual(
      expect.arrayContaining(['WELCOME10', 'GULF25', 'EXPIRED50']),
    );
    expect(seed.promoCodes.some((promo) => promo.active === false)).toBe(true);
    expect(new Set(seed.deliveryRates.map((rate) => rate.country)).size).toBe(6);
  });

  it('draws every product and category as the kind of thing it is, never as the unknown parcel', () => {
    const kindOf = (url: string | null | undefined) =>
      /^\/media\/img\/\w+\/([a-z]+)-\d+/.exec(url ?? '')?.[1] ?? '';
    const urls = [
      ...seed.productImages.map((image) => image.imageUrl),
      ...seed.productVariants.flatMap((variant) => (variant.image ? [variant.image] : [])),
      ...seed.categories.map((category) => category.image),
    ];
    for (const url of urls) expect(isArtKind(kindOf(url)), url ?? '').toBe(true);
    const phone = seed.products.find((product) => product.nameEn.includes('Smartphone Pro'));
    expect(phone?.image).toMatch(/^\/media\/img\/product\/phone-\d+-[a-z0-9-]+\.webp$/);
  });

  it('draws a product sold in colours only in them, each colour from the same views', () => {
    const slug = (colour: string) => colour.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const coloursOf = new Map<number, Set<string>>();
    for (const variant of seed.productVariants) {
      if (variant.color)
        coloursOf.set(
          variant.productId,
          (coloursOf.get(variant.productId) ?? new Set()).add(slug(variant.color)),
        );
    }
    expect(coloursOf.size).toBeGreaterThan(50);
    for (const [productId, colours] of coloursOf) {
      const keys = seed.productImages
        .filter((image) => image.productId === productId)
        .map((image) => /\/[a-z]+-\d+-([a-z0-9-]+)\.webp$/.exec(image.imageUrl)?.[1] ?? '');
      const colourOf = (key: string) => key.replace(/-\d+$/, '');
      expect(new Set(keys.map(colourOf)), String(productId)).toEqual(colours);
      const views = keys.filter((key) => colourOf(key) === [...colours][0]).length;
      expect(keys.length, String(productId)).toBe(views * colours.size);
    }
  });

  it('gives every banner a designed picture with words (server/media/banner-designs.ts)', () => {
    for (const banner of seed.banners) {
      const design = /^\/media\/img\/banner\/([a-z]+)\.webp$/.exec(banner.image)?.[1] ?? '';
      expect(Object.keys(bannerDesigns), banner.image).toContain(design);
    }
  });

  it('points every media URL at the server itself', () => {
    const urls = [
      ...seed.categories.map((category) => category.image),
      ...seed.productImages.map((image) => image.imageUrl),
      ...seed.banners.map((banner) => banner.image),
      ...seed.reels.flatMap((reel) => [reel.videoUrl, reel.poster]),
    ];
    expect(urls.every((url) => typeof url === 'string' && url.startsWith('/media/'))).toBe(true);
  });
});
