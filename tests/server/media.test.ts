import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { reelsDir } from '../../server/routes/media';
import { reelSeeds } from '../../server/seed/data/content';
import { unusedDatabase } from './support/unused-database';

const app = createApp({ db: unusedDatabase, mode: 'production' });

describe('generated images (/media/img/{kind}/{key}.svg)', () => {
  it('draws the same SVG for the same URL, cacheable for good', async () => {
    const first = await app.request('/media/img/product/12-1.svg');
    const second = await app.request('/media/img/product/12-1.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(first.headers.get('Cache-Control')).toContain('immutable');
    const svg = await first.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(await second.text()).toBe(svg);
  });

  it('draws different pictures for different keys and shapes banners wide', async () => {
    const one = await (await app.request('/media/img/product/1-1.svg')).text();
    const two = await (await app.request('/media/img/product/2-1.svg')).text();
    expect(one).not.toBe(two);
    const banner = await (await app.request('/media/img/banner/1.svg')).text();
    expect(banner).toContain('width="1200" height="500"');
  });

  it('paints a colour-named variant picture in that colour', async () => {
    const navy = await (await app.request('/media/img/product/7-navy.svg')).text();
    expect(navy).toContain('#1f2f5c');
  });

  it('draws a banner’s words in the language its URL asks for, Arabic when it asks for none', async () => {
    const english = await app.request('/media/img/banner/phones.svg?lang=en');
    expect(english.status).toBe(200);
    expect(english.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(english.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await english.text()).toContain('Shop phones');
    const arabic = await (await app.request('/media/img/banner/phones.svg?lang=ar')).text();
    expect(arabic).toContain('تسوّق الهواتف');
    expect(await (await app.request('/media/img/banner/phones.svg')).text()).toBe(arabic);
  });

  it('draws the same picture as WebP at .webp, at the size the client lays it out at, cacheable for good', async () => {
    const first = await app.request('/media/img/product/12-1.webp');
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/webp');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const webp = Buffer.from(await first.arrayBuffer());
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
    expect(Buffer.from(await (await app.request('/media/img/product/12-1.webp')).arrayBuffer())).toEqual(
      webp,
    );
    const banner = await app.request('/media/img/banner/phones.webp?lang=en');
    expect(await sharp(Buffer.from(await banner.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 500,
    });
  });

  it('draws a banner’s WebP in the language its URL asks for, Arabic when it asks for none', async () => {
    const pixels = async (path: string) =>
      sharp(Buffer.from(await (await app.request(path)).arrayBuffer()))
        .raw()
        .toBuffer();
    const [arabic, english, unasked] = await Promise.all([
      pixels('/media/img/banner/phones.webp?lang=ar'),
      pixels('/media/img/banner/phones.webp?lang=en'),
      pixels('/media/img/banner/phones.webp'),
    ]);
    expect(arabic.equals(english)).toBe(false);
    expect(unasked.equals(arabic)).toBe(true);
  });

  it('draws a narrower copy of a WebP at each width the srcset names, and no wider than the picture', async () => {
    const size = async (path: string) => {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      const { width, height } = await sharp(body).metadata();
      return { width, height, bytes: body.length };
    };
    const whole = await size('/media/img/banner/phones.webp?lang=ar');
    const phone = await size('/media/img/banner/phones.webp?lang=ar&w=720');
    expect(phone).toMatchObject({ width: 720, height: 300 });
    expect(phone.bytes).toBeLessThan(whole.bytes);
    expect(await size('/media/img/product/12-1.webp?w=960')).toMatchObject({ width: 600, height: 600 });
  });

  it('answers 404 for a width it draws no copy at', async () => {
    for (const path of ['/media/img/banner/phones.webp?w=721', '/media/img/banner/phones.webp?w=wide']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('answers 404 for an unknown kind or a malformed key', async () => {
    for (const path of [
      '/media/img/avatar/1.svg',
      '/media/img/product/1.png',
      '/media/img/product/1.webp.svg',
      '/media/img/product/..%2F1.svg',
      `/media/img/product/${'a'.repeat(65)}.svg`,
      '/media/img/banner/phones.svg?lang=fr',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ status: false });
    }
  });
});

describe('reel videos and posters (/media/reels/{file})', () => {
  it('ships every seeded reel as a small MP4 with a small JPEG poster in the repository, under 1 MB in all', async () => {
    let total = 0;
    for (const reel of reelSeeds) {
      const video = await stat(join(reelsDir, reel.file));
      const poster = await stat(join(reelsDir, reel.poster));
      expect(video.size, reel.file).toBeLessThanOrEqual(150 * 1024);
      expect(poster.size, reel.poster).toBeLessThanOrEqual(40 * 1024);
      total += video.size + poster.size;
    }
    expect(total).toBeLessThan(1024 * 1024);
  });

  it('serves a video whole and by byte range, as video elements ask', async () => {
    const file = reelSeeds[0]?.file ?? '';
    const whole = await app.request(`/media/reels/${file}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('video/mp4');
    expect(whole.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');

    const part = await app.request(`/media/reels/${file}`, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('serves a poster as a JPEG, cached as the videos are', async () => {
    const poster = reelSeeds[0]?.poster ?? '';
    const response = await app.request(`/media/reels/${poster}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('answers 404 for a missing video or poster, other files of the folder, and paths that try to leave it', async () => {
    for (const path of [
      '/media/reels/reel-99.mp4',
      '/media/reels/reel-99.jpg',
      '/media/reels/reel-1.jpeg',
      '/media/reels/reel-1.JPG',
      '/media/reels/reel-1.png',
      '/media/reels/reels.json',
      '/media/reels/..%2F..%2Fapp.ts',
      '/media/reels/..%2Freels%2Freel-1.jpg',
      '/media/reels/.reel-1.jpg',
      '/media/reels/make.sh',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Cache-Control'), path).toBeNull();
    }
  });
});
