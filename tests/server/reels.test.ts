// The seed's reels (SPEC §2 Reels): short portrait videos of the products they link to, with a poster, made by
// scripts/make-reels.ts and committed in server/seed/assets/reels. Nothing here runs ffmpeg: the files are read
// as bytes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reelsDir } from '../../server/routes/media';
import { buildSeed } from '../../server/seed/build-seed';
import { reelSeeds } from '../../server/seed/data/content';
import { type ReelManifest, reelCards } from '../../server/seed/reel-cards';

const seed = buildSeed();
const read = (file: string) => readFileSync(join(reelsDir, file));
const regenerate = 'run `npx tsx scripts/make-reels.ts` (needs ffmpeg and Chromium) and commit the files';

type Box = { type: string; body: Buffer };

/** The boxes of an MP4 byte range, in file order. */
function boxesOf(bytes: Buffer): Box[] {
  const boxes: Box[] = [];
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(at);
    const end = size === 0 ? bytes.length : at + size;
    if (size !== 0 && size < 8) throw new Error(`broken MP4 box at ${at}`);
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), body: bytes.subarray(at + 8, end) });
    at = end;
  }
  return boxes;
}

function child(box: Box | undefined, type: string, skip = 0): Box {
  const found = box && boxesOf(box.body.subarray(skip)).find((candidate) => candidate.type === type);
  if (!found) throw new Error(`no ${type} box in ${box?.type}`);
  return found;
}

/** What a browser learns from an MP4's header: its box order, tracks, duration, picture size and H.264 profile. */
function describeMp4(bytes: Buffer) {
  const top = boxesOf(bytes);
  const moov = top.find((box) => box.type === 'moov');
  const mvhd = child(moov, 'mvhd').body;
  const tracks = boxesOf(moov?.body ?? Buffer.alloc(0)).filter((box) => box.type === 'trak');
  const media = tracks.map((trak) => child(trak, 'mdia'));
  const handlers = media.map((mdia) => child(mdia, 'hdlr').body.toString('latin1', 8, 12));
  const video = media[handlers.indexOf('vide')];
  const mdhd = child(video, 'mdhd').body;
  const stbl = child(child(video, 'minf'), 'stbl');
  // A sample entry: 8 bytes of the stsd full box, then 78 of the visual sample entry before its own boxes.
  const avc1 = child(child(stbl, 'stsd'), 'avc1', 8);
  const stts = child(stbl, 'stts').body;
  return {
    top: top.map((box) => box.type),
    seconds: mvhd.readUInt32BE(16) / mvhd.readUInt32BE(12),
    handlers,
    width: avc1.body.readUInt16BE(24),
    height: avc1.body.readUInt16BE(26),
    profile: child(avc1, 'avcC', 78).body[1],
    fps: stts.readUInt32BE(4) === 1 ? mdhd.readUInt32BE(12) / stts.readUInt32BE(12) : Number.NaN,
  };
}

/** A baseline JPEG's width and height, from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    if (bytes[at] !== 0xff) throw new Error(`broken JPEG segment at ${at}`);
    const marker = bytes[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
  }
  throw new Error('no JPEG frame header');
}

describe('the seeded reels (server/seed/assets/reels)', () => {
  it('points every seeded reel at a video and a poster that are in the folder', () => {
    expect(seed.reels).toHaveLength(reelSeeds.length);
    for (const reel of seed.reels) {
      for (const url of [reel.videoUrl, reel.poster ?? '']) {
        const file = /^\/media\/reels\/([a-z0-9-]+\.(?:mp4|jpg))$/.exec(url)?.[1] ?? '';
        expect(existsSync(join(reelsDir, file)), url).toBe(true);
      }
      expect(reel.poster).toBe(reel.videoUrl.replace(/\.mp4$/, '.jpg'));
    }
  });

  it('shows each reel’s product with its names and price as the seed has them now', () => {
    const manifest = JSON.parse(read('reels.json').toString('utf8')) as ReelManifest;
    const shown = manifest.map(({ sha256: _made, ...card }) => card);
    expect(shown, `the seed changed what a reel shows: ${regenerate}`).toEqual(reelCards(seed));
    for (const entry of manifest) {
      const hash = (file: string) => createHash('sha256').update(read(file)).digest('hex');
      expect(hash(entry.file), `${entry.file} is not the file reels.json describes: ${regenerate}`).toBe(
        entry.sha256.video,
      );
      expect(hash(entry.poster), `${entry.poster}: ${regenerate}`).toBe(entry.sha256.poster);
    }
    const card = reelCards(seed)[0];
    const product = seed.products.find((candidate) => candidate.id === seed.reels[0]?.productId);
    expect(card?.name.en).toBe(product?.nameEn);
    expect(card?.price.en).toBe(`${product?.price.toFixed(2)} KD`);
    expect(card?.price.ar).toBe(`${product?.price.toFixed(2)} د.ك`);
  });

  it('makes each video a short portrait H.264 baseline clip that starts playing before it has all arrived', () => {
    for (const reel of reelSeeds) {
      const mp4 = describeMp4(read(reel.file));
      expect(mp4.top.indexOf('moov'), reel.file).toBeLessThan(mp4.top.indexOf('mdat'));
      expect(mp4.handlers, reel.file).toEqual(['vide']);
      expect([mp4.width, mp4.height], reel.file).toEqual([432, 768]);
      expect(mp4.profile, `${reel.file} baseline`).toBe(66);
      expect(mp4.fps, reel.file).toBe(24);
      expect(mp4.seconds, reel.file).toBeGreaterThanOrEqual(5);
      expect(mp4.seconds, reel.file).toBeLessThanOrEqual(6);
    }
  });

  it('gives each video a poster of its size, so the screen does not shift when the video starts', () => {
    for (const reel of reelSeeds) {
      const bytes = read(reel.poster);
      expect([...bytes.subarray(0, 3)], reel.poster).toEqual([0xff, 0xd8, 0xff]);
      expect(jpegSize(bytes), reel.poster).toEqual({ width: 432, height: 768 });
    }
  });

  it('captions each reel with the kind of product it shows, in both languages', () => {
    seed.reels.forEach((reel) => {
      const product = seed.products.find((candidate) => candidate.id === reel.productId);
      const words = (name: string) => name.split(' ').filter((word) => word.length >= 4);
      const names = (title: string, name: string) =>
        words(name).some((word) => title.toLowerCase().includes(word.toLowerCase()));
      expect(names(reel.titleEn ?? '', product?.nameEn ?? ''), `${reel.titleEn} / ${product?.nameEn}`).toBe(
        true,
      );
      expect(names(reel.title, product?.name ?? ''), `${reel.title} / ${product?.name}`).toBe(true);
    });
  });
});
