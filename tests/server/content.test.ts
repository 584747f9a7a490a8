import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCategory } from '../../server/presenters/category';
import type { ApiProduct } from '../../server/presenters/product';
import { openSeededApp, type SeededApp, type Success } from './support/seeded-app';

let shop: SeededApp;
beforeAll(async () => {
  shop = await openSeededApp();
});
afterAll(() => shop.close());

type Banner = { id: number; image: string; banner_type: string; link: string | null; sort: number };
type Reel = {
  id: number;
  video_url: string;
  product_id: number;
  title: string;
  title_en: string;
  poster: string;
};

describe('home content (SPEC §2 Home, §7)', () => {
  it('sends banners of every type, section_banner included, with relative media URLs', async () => {
    const { status, body } = await shop.get<Success<Banner[]>>('/api/getBanners');
    expect(status).toBe(200);
    expect(new Set(body.data.map((banner) => banner.banner_type))).toEqual(
      new Set(['main_banner', 'offer_banner', 'section_banner']),
    );
    expect(body.data.every((banner) => banner.image.startsWith('/media/img/banner/'))).toBe(true);
    const sorts = body.data.map((banner) => banner.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('points each banner at its picture in the language asked for, since the picture carries words', async () => {
    const arabic = await shop.get<Success<Banner[]>>('/api/getBanners', 'ar');
    const english = await shop.get<Success<Banner[]>>('/api/getBanners', 'en');
    expect(arabic.body.data.every((banner) => banner.image.endsWith('.webp?lang=ar'))).toBe(true);
    expect(english.body.data.map((banner) => banner.image)).toEqual(
      arabic.body.data.map((banner) => banner.image.replace('?lang=ar', '?lang=en')),
    );
    // Its drawing, the SVG the WebP is made from, carries the English words.
    const picture = await shop.request((english.body.data[0]?.image ?? '').replace('.webp?', '.svg?'));
    expect(await picture.text()).toContain('xml:lang="en"');
  });

  it('sends featured categories with their product totals', async () => {
    const { body } = await shop.get<Success<ApiCategory[]>>('/api/get-featured-categories');
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.every((category) => category.total_products > 0 && category.name_en !== '')).toBe(true);
  });

  it('sends at least four arrival categories, each with at least six of its products', async () => {
    const { body } =
      await shop.get<Success<{ category: ApiCategory; products: ApiProduct[] }[]>>('/api/getArrivals');
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    for (const entry of body.data) {
      expect(entry.products.length, entry.category.name_en).toBeGreaterThanOrEqual(6);
      const ids = entry.products.map((product) => product.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    }
  });

  it('sends the order of the home blocks', async () => {
    const { body } = await shop.get<Success<{ id: number; type: string; sort: number }[]>>('/api/sections');
    expect(body.data.map((section) => section.type)).toEqual([
      'banners',
      'categories',
      'featured_categories',
      'arrivals',
    ]);
  });

  it('sends at least four reels whose videos and products exist (SPEC §2 Reels)', async () => {
    const { body } = await shop.get<Success<Reel[]>>('/api/get-reels');
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    for (const reel of body.data) {
      expect(reel.video_url).toMatch(/^\/media\/reels\/[a-z0-9-]+\.mp4$/);
      expect(reel.title).not.toBe('');
      expect(reel.title_en).not.toBe('');
      expect((await shop.get(`/api/getProductById/${reel.product_id}`)).status).toBe(200);
    }
  });

  it('serves each reel’s video and its poster, a JPEG of the first frame, cacheable for a day', async () => {
    const { body } = await shop.get<Success<Reel[]>>('/api/get-reels');
    for (const reel of body.data) {
      expect(reel.poster).toBe(reel.video_url.replace(/\.mp4$/, '.jpg'));
      for (const [url, type] of [
        [reel.video_url, 'video/mp4'],
        [reel.poster, 'image/jpeg'],
      ] as const) {
        const response = await shop.request(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('Content-Type'), url).toBe(type);
        expect(response.headers.get('Cache-Control'), url).toBe('public, max-age=86400');
        expect((await response.arrayBuffer()).byteLength, url).toBeGreaterThan(1000);
      }
    }
  });
});
