import { describe, expect, it } from 'vitest';
import { BannerSchema, homeBanners, nextSlide, prevSlide, swipeDirection } from '../../src/domain';

const banner = (id: number, banner_type: string, sort: number) =>
  BannerSchema.parse({ id, image: `/b${id}.jpg`, banner_type, sort });

describe('home banners (SPEC §2 Home)', () => {
  it('exclude section banners and are ordered by sort', () => {
    const list = [banner(1, 'main_banner', 3), banner(2, 'section_banner', 1), banner(3, 'offer_banner', 2)];
    expect(homeBanners(list).map((b) => b.id)).toEqual([3, 1]);
  });
});

describe('banner slider (SPEC §4 Other UI states)', () => {
  it('loops forwards and backwards', () => {
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 3)).toBe(1);
    expect(prevSlide(0, 3)).toBe(2);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('changes slide only for a swipe over 50 px', () => {
    expect(swipeDirection(-50, 'ltr')).toBeNull();
    expect(swipeDirection(-51, 'ltr')).toBe('next');
    expect(swipeDirection(51, 'ltr')).toBe('prev');
  });

  it('reverses the direction in RTL', () => {
    expect(swipeDirection(-51, 'rtl')).toBe('prev');
    expect(swipeDirection(51, 'rtl')).toBe('next');
  });
});
