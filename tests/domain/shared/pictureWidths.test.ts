import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, pictureSrcSet } from '../../../src/domain';

describe("a picture's narrower copies", () => {
  it("names each copy narrower than the picture, then the picture itself, keeping the URL's language", () => {
    expect(pictureSrcSet('/media/img/banner/phones.webp?lang=ar', 1200)).toBe(
      '/media/img/banner/phones.webp?lang=ar&w=240 240w, /media/img/banner/phones.webp?lang=ar&w=360 360w, ' +
        '/media/img/banner/phones.webp?lang=ar&w=480 480w, /media/img/banner/phones.webp?lang=ar&w=720 720w, ' +
        '/media/img/banner/phones.webp?lang=ar&w=960 960w, /media/img/banner/phones.webp?lang=ar 1200w',
    );
    expect(pictureSrcSet('/media/img/product/cable-15-1.webp', 600)).toBe(
      '/media/img/product/cable-15-1.webp?w=240 240w, /media/img/product/cable-15-1.webp?w=360 360w, ' +
        '/media/img/product/cable-15-1.webp?w=480 480w, /media/img/product/cable-15-1.webp 600w',
    );
  });

  it('offers none for a picture from elsewhere or one the server does not draw', () => {
    expect(pictureSrcSet('https://cdn.example.com/banner.webp', 1200)).toBeUndefined();
    expect(pictureSrcSet('/media/img/banner/phones.svg', 1200)).toBeUndefined();
    expect(pictureSrcSet('/media/reels/a.jpg', 1200)).toBeUndefined();
  });

  it('are a few fixed widths, narrowest first', () => {
    expect([...PICTURE_WIDTHS].sort((a, b) => a - b)).toEqual([...PICTURE_WIDTHS]);
    expect(PICTURE_WIDTHS.length).toBeLessThanOrEqual(5);
  });
});
