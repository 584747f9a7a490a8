import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from '../../../server/media/woff';

const fontFile = (name: string) =>
  readFileSync(
    join(
      dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-arabic/package.json')),
      'files',
      name,
    ),
  );

/** OpenType's table checksum: the sum of the table's big-endian 32-bit words, zero-padded, modulo 2³². */
function checksum(table: Buffer): number {
  const padded = Buffer.alloc(Math.ceil(table.length / 4) * 4);
  table.copy(padded);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

describe('a WOFF font unpacked to the sfnt it wraps (server/media/woff.ts)', () => {
  it('gives every table back whole, each where the directory says and matching its checksum', () => {
    const woff = fontFile('noto-sans-arabic-arabic-700-normal.woff');
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const count = sfnt.readUInt16BE(4);
    expect(count).toBe(woff.readUInt16BE(12));
    // The total size the WOFF header promises for the unpacked font.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    const tags: string[] = [];
    for (let index = 0; index < count; index++) {
      const at = 12 + index * 16;
      const tag = sfnt.toString('latin1', at, at + 4);
      const offset = sfnt.readUInt32BE(at + 8);
      const table = sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12));
      tags.push(tag);
      expect(offset % 4, tag).toBe(0);
      // The head table's checksum is taken with its own checksum adjustment counted as zero.
      if (tag === 'head') Buffer.alloc(4).copy(table, 8);
      if (tag !== 'head') expect(checksum(table), tag).toBe(sfnt.readUInt32BE(at + 4));
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'name']));
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(fontFile('noto-sans-arabic-arabic-700-normal.woff2'))).toThrow('not a WOFF font');
  });
});
