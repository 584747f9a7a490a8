import { describe, expect, it } from 'vitest';
import { artKinds } from '../../../server/media/art/kinds';
import { bannerDesigns } from '../../../server/media/banner-designs';
import { renderPictureSvg } from '../../../server/media/picture-svg';
import { buildSeed } from '../../../server/seed/build-seed';

/** Everything the seed points at under /media/img, as kind and key. */
function seededPictures() {
  const seed = buildSeed();
  return [
    ...seed.productImages.map((image) => image.imageUrl),
    ...seed.categories.map((category) => category.image ?? ''),
  ].map((url) => {
    const [, kind = '', key = ''] = /^\/media\/img\/(product|category)\/([a-z0-9-]+)\.webp$/.exec(url) ?? [];
    return { kind: kind as 'product' | 'category', key };
  });
}

const banners = Object.keys(bannerDesigns).flatMap((design) =>
  (['ar', 'en'] as const).map((language) => renderPictureSvg('banner', design, language)),
);
const seeded = seededPictures().map(({ kind, key }) => renderPictureSvg(kind, key));
const bytes = (svg: string) => Buffer.byteLength(svg);

describe('the catalogue pictures (server/media/picture-svg.ts)', () => {
  it('draws every kind of product differently from every other and from the parcel of an unknown kind', () => {
    const drawn = new Set([...artKinds, 'unknown'].map((art) => renderPictureSvg('product', `${art}-1-1`)));
    expect(drawn.size).toBe(artKinds.length + 1);
  });

  it('draws each kind as its own shapes, not only in other colours', () => {
    const shapesOf = (svg: string) => svg.replace(/#[0-9a-f]{6}/g, '#').replace(/fill-opacity="[\d.]+"/g, '');
    const shapes = new Set(artKinds.map((art) => shapesOf(renderPictureSvg('product', `${art}-1-1`))));
    expect(shapes.size).toBe(artKinds.length);
  });

  it('tells two products of one kind apart, and keeps one product’s colours across its pictures', () => {
    const first = renderPictureSvg('product', 'phone-1-1');
    expect(renderPictureSvg('product', 'phone-2-1')).not.toBe(first);
    const colours = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}/g));
    expect(colours(renderPictureSvg('product', 'phone-1-2'))).toEqual(colours(first));
    expect(renderPictureSvg('product', 'phone-1-2')).not.toBe(first);
  });

  it('paints a variant’s picture in the colour it is sold in', () => {
    expect(renderPictureSvg('product', 'abaya-40-navy')).toContain('#1f2f5c');
    expect(renderPictureSvg('product', 'abaya-40-brown')).toContain('#7a4b2a');
  });

  it('paints every view of a colour in that colour, each from its own angle', () => {
    const second = renderPictureSvg('product', 'abaya-40-navy-2');
    expect(second).toContain('#1f2f5c');
    expect(second).toContain('rotate(-10 50 50)');
    expect(renderPictureSvg('product', 'abaya-40-navy')).not.toContain('rotate(-10 50 50)');
  });

  it('draws the same picture for the same key every time', () => {
    expect(seededPictures().map(({ kind, key }) => renderPictureSvg(kind, key))).toEqual(seeded);
    expect(Object.keys(bannerDesigns).map((design) => renderPictureSvg('banner', design, 'en'))).toEqual(
      banners.filter((_, index) => index % 2 === 1),
    );
  });

  it('contains no script, foreign content, event handler, external reference or style sheet', () => {
    for (const svg of [...seeded, ...banners, renderPictureSvg('banner', 'unknown', 'ar')]) {
      expect(svg).not.toMatch(
        /<script|<foreignObject|<style|<image|<use|@import|href|\son[a-z]+=|url\(|javascript:/i,
      );
      expect(svg.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
    }
  });

  it('keeps every picture small: at most 2.5 kB for a product or category, 3 kB for a banner', () => {
    expect(Math.max(...seeded.map(bytes))).toBeLessThanOrEqual(2500);
    expect(Math.max(...banners.map(bytes))).toBeLessThanOrEqual(3000);
  });

  it('gives each picture the pixel size the client lays it out at, so nothing shifts as it loads', () => {
    const size = (svg: string) =>
      /^<svg [^>]*width="(\d+)" height="(\d+)" viewBox="0 0 ([\d.]+) ([\d.]+)"/
        .exec(svg)
        ?.slice(1)
        .map(Number);
    expect(size(renderPictureSvg('product', 'phone-1-1'))).toEqual([600, 600, 100, 100]);
    expect(size(renderPictureSvg('category', 'phone-1'))).toEqual([300, 300, 100, 100]);
    // The banner slider shows 1200 × 500 (src/app/home/BannerSlider.tsx): the same 12:5 shape.
    expect(size(renderPictureSvg('banner', 'phones', 'ar'))).toEqual([1200, 500, 240, 100]);
    expect(size(renderPictureSvg('reel', 'phone-1'))).toEqual([360, 640, 90, 160]);
  });

  it('writes a banner’s headline and button in the language asked for, in fonts of the device', () => {
    const arabic = renderPictureSvg('banner', 'phones', 'ar');
    const english = renderPictureSvg('banner', 'phones', 'en');
    expect(arabic).toContain('أحدث الهواتف');
    expect(arabic).toContain('تسوّق الهواتف');
    expect(arabic).not.toMatch(/[A-Za-z]{4,}<\/text>/);
    expect(english).toContain('The newest');
    expect(english).toContain('Shop phones');
    expect(english).not.toMatch(/[\u0600-\u06ff]/);
    expect(arabic).toMatch(/font-family="'Noto Sans Arabic',[^"]*sans-serif"/);
  });

  it('sets Arabic words against the right edge and English against the left', () => {
    const anchors = (svg: string) =>
      [...svg.matchAll(/<text x="([\d.]+)" y="[\d.]+" text-anchor="(\w+)"/g)].map((m) => [
        Number(m[1]),
        m[2],
      ]);
    expect(anchors(renderPictureSvg('banner', 'coffee', 'ar'))[0]).toEqual([226, 'end']);
    expect(anchors(renderPictureSvg('banner', 'coffee', 'en'))[0]).toEqual([14, 'start']);
  });

  it('still draws a banner with words for a key that names no design', () => {
    expect(renderPictureSvg('banner', '1', 'en')).toContain('Shop now');
    expect(renderPictureSvg('banner', '1', 'ar')).toContain('تسوّق الآن');
  });
});
