// A drawn picture (picture-svg.ts) as WebP pixels. Why: a browser parses, lays out and paints each SVG image on the
// page's main thread, as a document of its own, which on a slow phone made every picture a long task (a home page
// showed 27); WebP is decoded off the main thread. The banners' words are set in the shop's own face, Noto Sans
// Arabic (its Arabic and Latin parts), handed to the rasteriser's fontconfig as the only fonts it knows, so a
// picture comes out the same on every machine.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Sharp, SharpOptions } from 'sharp';
import { LeastRecentlyUsed } from '../least-recently-used';
import { woffToSfnt } from './woff';

/** Where rasterised pictures and the unpacked fonts are kept, shared by every server process on the machine. */
const CACHE_DIR = join(tmpdir(), 'gulf-shop-pictures');
const FACES = ['arabic-400', 'arabic-700', 'latin-400', 'latin-700'];
// Flat colours and a few words: at this quality a product picture weighs about 5 kB and a banner about 13 kB.
const WEBP_QUALITY = 80;
// Pictures kept in memory: about 20 MB at their usual weight.
const KEPT_PICTURES = 2_000;

type MakeSharp = (input: Buffer, options?: SharpOptions) => Sharp;

let rasteriser: Promise<MakeSharp> | undefined;

/** Writes the faces as TrueType files and a fontconfig file naming only them, then loads sharp (libvips) over it. */
function loadRasteriser(): Promise<MakeSharp> {
  rasteriser ??= (async () => {
    const fontsDir = join(CACHE_DIR, 'fonts');
    await mkdir(join(fontsDir, 'cache'), { recursive: true });
    const files = dirname(
      createRequire(import.meta.url).resolve('@fontsource/noto-sans-arabic/package.json'),
    );
    for (const face of FACES) {
      const target = join(fontsDir, `noto-sans-arabic-${face}.ttf`);
      const sfnt = woffToSfnt(await readFile(join(files, 'files', `noto-sans-arabic-${face}-normal.woff`)));
      await writeAtomically(target, sfnt);
    }
    const config = join(fontsDir, 'fonts.conf');
    await writeAtomically(
      config,
      `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${fontsDir}</dir><cachedir>${join(fontsDir, 'cache')}</cachedir></fontconfig>`,
    );
    // fontconfig reads it when libvips first sets text, which is after this.
    process.env.FONTCONFIG_FILE = config;
    return (await import('sharp')).default;
  })();
  return rasteriser;
}

/** Written under another name and renamed, so another process never reads half a file. */
async function writeAtomically(path: string, content: string | Buffer) {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

const memory = new LeastRecentlyUsed<Promise<Buffer>>(KEPT_PICTURES);

/**
 * The WebP of an SVG drawing, at the drawing's own pixel size or `width` pixels wide (never wider than its own).
 * Pictures are pure functions of their SVG and width, so they are kept by those: in memory, and on disk for the next
 * process (a restart, or another test server).
 */
export function rasterPicture(svg: string, width?: number): Promise<Buffer> {
  const key = createHash('sha256')
    .update(width === undefined ? svg : `${width}\u0000${svg}`)
    .digest('hex');
  const kept = memory.get(key);
  if (kept) return kept;
  const made = fromDiskOrDrawn(key, svg, width);
  memory.set(key, made);
  made.catch(() => memory.delete(key));
  return made;
}

async function fromDiskOrDrawn(key: string, svg: string, width: number | undefined): Promise<Buffer> {
  const file = join(CACHE_DIR, `${key}.webp`);
  try {
    return await readFile(file);
  } catch {
    const sharp = await loadRasteriser();
    const drawn = sharp(Buffer.from(svg));
    const sized = width === undefined ? drawn : drawn.resize({ width, withoutEnlargement: true });
    const webp = await sized.webp({ quality: WEBP_QUALITY }).toBuffer();
    await writeAtomically(file, webp);
    return webp;
  }
}
