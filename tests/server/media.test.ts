import { stat } from 'node:fs/promises';
import { join } from 'node:path';
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

  it('answers 404 for an unknown kind or a malformed key', async () => {
    for (const path of [
      '/media/img/avatar/1.svg',
      '/media/img/product/1.png',
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

describe('reel videos (/media/reels/{file})', () => {
  it('ships every seeded reel as a small MP4 in the repository', async () => {
    for (const reel of reelSeeds) {
      const info = await stat(join(reelsDir, reel.file));
      expect(info.size, reel.file).toBeLessThanOrEqual(150 * 1024);
    }
  });

  it('serves a video whole and by byte range, as video elements ask', async () => {
    const file = reelSeeds[0]?.file ?? '';
    const whole = await app.request(`/media/reels/${file}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('video/mp4');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');

    const part = await app.request(`/media/reels/${file}`, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('answers 404 for a missing video and for paths that try to leave the folder', async () => {
    for (const path of [
      '/media/reels/reel-99.mp4',
      '/media/reels/..%2F..%2Fapp.ts',
      '/media/reels/make.sh',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});
