// src/app/content/contentPolicy.ts: banner links lead only to the shop's paths or an allowed https origin, so a
// banner cannot send a shopper to a look-alike site; any other banner is not a link. The description sanitiser is
// tested in Chromium (tests/e2e/sanitizer.test.ts): DOMPurify walks the tree with a NodeIterator, and happy-dom's
// skips the children of a removed element (a <form>'s <input> survives there), so a happy-dom result would say
// nothing of a browser.
import { describe, expect, it } from 'vitest';
import { bannerTarget, type ContentOrigins } from '../../../src/app/content/contentPolicy';
import { BannerSlider } from '../../../src/app/home/BannerSlider';
import { renderWithShop } from '../renderWithShop';
import { banner } from '../shopFixtures';

const origins: ContentOrigins = {
  shop: 'https://shop.example',
  images: ['https://shop.example', 'https://img.shop.example'],
  links: ['https://partner.example'],
};

describe('banner links', () => {
  it.each([
    ['/category/3/products', { kind: 'route', to: '/category/3/products' }],
    ['/product/12?from=banner#top', { kind: 'route', to: '/product/12?from=banner#top' }],
    ['https://shop.example/product/5', { kind: 'route', to: '/product/5' }],
    ['https://partner.example/offer', { kind: 'external', href: 'https://partner.example/offer' }],
  ])('lets %s lead to %j', (link, target) => {
    expect(bannerTarget(link, origins)).toEqual(target);
  });

  it.each([
    null,
    '',
    'https://evil.example/offer',
    'http://partner.example/offer',
    '//evil.example/offer',
    '/\\evil.example/offer',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'category/3',
    '/ product',
    'https://partner.example.evil.example/',
  ])('makes a banner linking to %j no link at all', (link) => {
    expect(bannerTarget(link, origins)).toBeNull();
  });

  it('renders an allowed banner as a link and a banner with a foreign link as its picture alone', async () => {
    const { container } = await renderWithShop(
      <BannerSlider
        banners={[
          banner(1, { link: '/category/3/products' }),
          banner(2, { link: 'https://evil.example/phish' }),
          banner(3, { link: 'javascript:alert(1)' }),
        ]}
      />,
      { lang: 'en' },
    );
    const slides = Array.from(container.querySelectorAll('.banner-slider__slide'));
    expect(slides.map((slide) => slide.querySelector('a')?.getAttribute('href') ?? null)).toEqual([
      '/category/3/products',
      null,
      null,
    ]);
    expect(slides.every((slide) => slide.querySelector('img') !== null)).toBe(true);
  });
});
