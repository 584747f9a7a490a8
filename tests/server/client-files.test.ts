import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { buildHint, mountClient } from '../../server/routes/client';
import { unusedDatabase } from './support/unused-database';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'shop-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>shop</title>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(
    join(dist, 'assets', 'big-abc123.js'),
    `console.log(${JSON.stringify('shop '.repeat(2000))})`,
  );
  // The build's own compressed copy (scripts/precompress.ts), told apart from a compression made on the spot.
  await writeFile(
    join(dist, 'assets', 'kept-abc123.js'),
    `console.log(${JSON.stringify('kept '.repeat(2000))})`,
  );
  await writeFile(
    join(dist, 'assets', 'kept-abc123.js.br'),
    brotliCompressSync(`console.log(${JSON.stringify('from the build '.repeat(700))})`),
  );
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const appWith = (distDir: string) => {
  const app = createApp({ db: unusedDatabase, mode: 'production' });
  const mounted = mountClient(app, distDir);
  return { app, mounted };
};

describe('serving the built client (npm start)', () => {
  it('answers the client routes with index.html so a reload of a deep link works', async () => {
    const { app, mounted } = appWith(dist);
    expect(mounted).toBe(true);
    for (const path of ['/', '/product/12', '/categories/3/Phones']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>shop</title>');
    }
    expect((await app.request('/product/12')).headers.get('Cache-Control')).toBe('no-cache');
  });

  it('serves fingerprinted assets as immutable and a missing file as a 404', async () => {
    const { app } = appWith(dist);
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
    expect((await app.request('/assets/missing-1.js')).status).toBe(404);
  });

  it('sends the bundle gzipped to a browser that accepts it, and plain to one that does not', async () => {
    const { app } = appWith(dist);
    const zipped = await app.request('/assets/big-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(1000);
    expect(new TextDecoder().decode(gunzipSync(bytes))).toContain('shop shop');
    const plain = await app.request('/assets/big-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(10_000);
  });

  it("sends the build's Brotli copy of a file as it is to a browser that takes Brotli, and the file to one that does not", async () => {
    const { app } = appWith(dist);
    const kept = await app.request('/assets/kept-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(kept.headers.get('Content-Encoding')).toBe('br');
    expect(kept.headers.get('Content-Type')).toContain('javascript');
    expect(kept.headers.get('Cache-Control')).toContain('immutable');
    const body = brotliDecompressSync(new Uint8Array(await kept.arrayBuffer())).toString();
    expect(body).toContain('from the build');
    const plain = await app.request('/assets/kept-abc123.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toContain('kept kept');
  });

  it('never answers an API or media path with the app shell', async () => {
    const { app } = appWith(dist);
    const response = await app.request('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: false });
  });

  it('without a build, still answers / with a hint to run npm run build', async () => {
    const { app, mounted } = appWith(join(dist, 'nowhere'));
    expect(mounted).toBe(false);
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(buildHint);
  });
});
