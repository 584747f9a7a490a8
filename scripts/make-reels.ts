/**
 * `npx tsx scripts/make-reels.ts`: makes the seed's reel videos and their posters in server/seed/assets/reels.
 * Nothing at run or test time calls it: the files are committed, so the shop needs no ffmpeg. It needs Debian's
 * Chromium (CHROMIUM_PATH names another) and ffmpeg with libx264.
 *
 * Each reel (server/seed/data/content.ts) shows its product as the seed makes it (server/seed/reel-cards.ts): the
 * product's drawing and colours (server/media) pan and zoom slowly, and return to the start so the loop is seamless,
 * under a card with the product's Arabic and English names and its price as the shop writes it. Chromium draws the
 * text (so Arabic is shaped, in the shop's own Noto Sans Arabic) and the picture; ffmpeg only moves and encodes:
 * 432 × 768 portrait, 24 fps, 5.5 s, H.264 baseline, yuv420p, faststart, no audio; the poster is its first frame.
 * The card sits where the reels screen puts no control (src/app/reels/ReelsScreen.css): below the close and mute
 * buttons of the top corners, above the caption and Order Now at the bottom, and inside the width a phone's
 * `object-fit: cover` keeps. reels.json beside the files records what each shows and the files' SHA-256, so
 * tests/server/reels.test.ts notices a seed change that calls for running this again.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { drawingOf } from '../server/media/art/kinds';
import { readImageKey } from '../server/media/image-key';
import { coloursFor, mix } from '../server/media/paint';
import { reelsDir } from '../server/routes/media';
import { type ReelCard, type ReelManifest, reelCards } from '../server/seed/reel-cards';

const width = 432;
const height = 768;
const fps = 24;
const frames = 132;
/** The scene is drawn this many times larger than the video, so the pan and zoom move smoothly, not by pixels. */
const oversample = 4;
const zoomBy = 0.14;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The product on a backdrop in its own colours, filling the frame: what the camera pans and zooms over. */
function sceneSvg(card: ReelCard): string {
  const { art, seed, colour } = readImageKey(card.picture);
  const colours = coloursFor(seed, colour);
  const { paint } = colours;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${mix(paint.main, '#ffffff', 0.86)}"/>`,
    `<stop offset="1" stop-color="${mix(paint.main, '#ffffff', 0.62)}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="216" cy="452" r="170" fill="${colours.background}"/>`,
    `<circle cx="216" cy="452" r="146" fill="${colours.backdrop}"/>`,
    `<circle cx="70" cy="330" r="24" fill="${paint.light}" fill-opacity="0.6"/>`,
    `<circle cx="380" cy="580" r="16" fill="${paint.accent}" fill-opacity="0.35"/>`,
    `<circle cx="368" cy="336" r="8" fill="${paint.accent}" fill-opacity="0.5"/>`,
    '<ellipse cx="216" cy="562" rx="96" ry="10" fill="#000" fill-opacity="0.12"/>',
    `<g transform="translate(78 318) scale(2.76)">${drawingOf(art)(paint)}</g>`,
    '</svg>',
  ].join('');
}

function fontFace(weight: 400 | 700): string {
  const require = createRequire(import.meta.url);
  const file = require.resolve(
    `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`,
  );
  const data = readFileSync(file).toString('base64');
  return `@font-face{font-family:'Noto Sans Arabic';font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2');}`;
}

/** The product's names and price in both languages, on a dark card over a transparent frame. */
function cardHtml(card: ReelCard): string {
  const price = (language: 'ar' | 'en') => {
    const old = card.oldPrice ? `<s>${escapeHtml(card.oldPrice[language])}</s>` : '';
    return `<p class="price"><b>${escapeHtml(card.price[language])}</b>${old}</p>`;
  };
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFace(400)}${fontFace(700)}
html,body{margin:0;background:transparent;}
body{width:${width}px;height:${height}px;position:relative;font-family:'Noto Sans Arabic','Liberation Sans','DejaVu Sans',sans-serif;}
.card{position:absolute;inset-block-start:116px;inset-inline:50px;padding:10px 16px 12px;border-radius:18px;
  background:rgb(16 18 24 / 80%);color:#fff;box-shadow:0 6px 18px rgb(0 0 0 / 25%);}
.half{margin:0;}
.half+.half{margin-block-start:6px;padding-block-start:6px;border-block-start:1px solid rgb(255 255 255 / 22%);}
.name{margin:0;font-weight:700;line-height:1.25;text-wrap:balance;}
[lang=ar] .name{font-size:20px;}
[lang=en] .name{font-size:15px;font-family:'Liberation Sans','DejaVu Sans',sans-serif;}
.price{margin:1px 0 0;display:flex;align-items:baseline;gap:10px;}
.price b{font-size:19px;color:#ffd166;white-space:nowrap;}
[lang=en] .price{font-family:'Liberation Sans','DejaVu Sans',sans-serif;}
.price s{font-size:13px;color:rgb(255 255 255 / 62%);white-space:nowrap;}
</style></head><body><div class="card">
<div class="half" lang="ar" dir="rtl"><p class="name">${escapeHtml(card.name.ar)}</p>${price('ar')}</div>
<div class="half" lang="en" dir="ltr"><p class="name">${escapeHtml(card.name.en)}</p>${price('en')}</div>
</div></body></html>`;
}

function chromiumPath(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error('make-reels needs Chromium: apt-get install chromium (or set CHROMIUM_PATH)');
  return found;
}

/** ffmpeg's expressions for the camera: out and back once per loop, drifting sideways and up and down. */
function camera(): string {
  const turn = `2*PI*on/${frames}`;
  const zoom = `1+${zoomBy}*(1-cos(${turn}))/2`;
  return [
    `zoompan=z='${zoom}'`,
    `x='(iw-iw/zoom)*(0.5+0.35*sin(${turn}))'`,
    `y='(ih-ih/zoom)*(0.56-0.12*sin(${turn}))'`,
    `d=${frames}:s=${width}x${height}:fps=${fps}`,
  ].join(':');
}

const bitexact = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'];

function encode(scene: string, cardPng: string, card: ReelCard) {
  const graph = `[0:v]${camera()},format=rgb24[camera];[camera][1:v]overlay=0:0:format=rgb,format=yuv420p[out]`;
  const input = ['-hide_banner', '-loglevel', 'error', '-y', '-i', scene, '-i', cardPng];
  execFileSync('ffmpeg', [
    ...input,
    ...['-filter_complex', graph, '-map', '[out]', '-frames:v', String(frames), '-an'],
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-pix_fmt', 'yuv420p'],
    ...['-preset', 'veryslow', '-crf', '30', '-threads', '1', '-x264-params', 'keyint=48:min-keyint=48'],
    ...['-movflags', '+faststart', ...bitexact, join(reelsDir, card.file)],
  ]);
  execFileSync('ffmpeg', [
    ...input,
    ...['-filter_complex', graph.replace('format=yuv420p', 'format=yuvj420p'), '-map', '[out]'],
    ...['-frames:v', '1', '-update', '1', '-c:v', 'mjpeg', '-q:v', '4', ...bitexact],
    join(reelsDir, card.poster),
  ]);
}

async function main() {
  const cards = reelCards();
  const work = mkdtempSync(join(tmpdir(), 'make-reels-'));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    const scenePage = await browser.newPage({
      viewport: { width, height },
      deviceScaleFactor: oversample,
    });
    const cardPage = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    for (const card of cards) {
      const scene = join(work, `${card.file}.scene.png`);
      const cardPng = join(work, `${card.file}.card.png`);
      await scenePage.setContent(
        `<!doctype html><html><body style="margin:0">${sceneSvg(card)}</body></html>`,
      );
      await scenePage.screenshot({ path: scene });
      await cardPage.setContent(cardHtml(card));
      await cardPage.evaluate(() => document.fonts.ready.then(() => undefined));
      await cardPage.screenshot({ path: cardPng, omitBackground: true });
      encode(scene, cardPng, card);
      const sizes = [card.file, card.poster].map(
        (file) => `${file} ${(statSync(join(reelsDir, file)).size / 1024).toFixed(1)} KiB`,
      );
      console.log(`${sizes.join(', ')}: ${card.name.en}, ${card.price.en}`);
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
  const manifest: ReelManifest = cards.map((card) => ({
    ...card,
    sha256: { video: sha256Of(card.file), poster: sha256Of(card.poster) },
  }));
  writeFileSync(join(reelsDir, 'reels.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

const sha256Of = (file: string) =>
  createHash('sha256')
    .update(readFileSync(join(reelsDir, file)))
    .digest('hex');

await main();
