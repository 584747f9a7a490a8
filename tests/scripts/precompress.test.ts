import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shop-precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const script = `export const words = ${JSON.stringify('متجر shop '.repeat(500))};`;

describe('compressing the client build once, for the server to send as it is', () => {
  it('writes a Brotli and a gzip copy beside each text file, in every folder, that read back as the file', async () => {
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'app-1.js'), script);
    await writeFile(join(dir, 'index.html'), `<!doctype html><p>${'مرحبا '.repeat(300)}</p>`);

    expect(await precompressFolder(dir)).toBe(2);

    const js = await readFile(join(dir, 'assets', 'app-1.js'));
    const br = await readFile(join(dir, 'assets', 'app-1.js.br'));
    expect(br.length).toBeLessThan(js.length);
    expect(brotliDecompressSync(br).equals(js)).toBe(true);
    expect(gunzipSync(await readFile(join(dir, 'assets', 'app-1.js.gz'))).equals(js)).toBe(true);
    expect(brotliDecompressSync(await readFile(join(dir, 'index.html.br'))).toString()).toContain('مرحبا');
  });

  it('leaves pictures, fonts and files too small to gain anything as they are', async () => {
    await writeFile(join(dir, 'tiny.js'), 'console.log(1)');
    await writeFile(join(dir, 'icon.png'), Buffer.alloc(4096, 7));
    await writeFile(join(dir, 'face.woff2'), Buffer.alloc(4096, 7));

    expect(await precompressFolder(dir)).toBe(0);
    expect((await readdir(dir)).sort()).toEqual(['face.woff2', 'icon.png', 'tiny.js']);
  });
});
