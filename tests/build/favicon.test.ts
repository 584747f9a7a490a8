/**
 * Taps answer at once: the page's icon is a small PNG. Chromium (traced here) fetches a page's icon again at every
 * change of address, pushState included, and decodes it in the page's own renderer: an SVG icon is parsed and laid
 * out there as a document of its own, about 4 ms of the main thread at 1× (37 ms at the calibrated 9.8×), inside
 * every tap that changes the address (a tab, opening search, a sort). A PNG of the size drawn is a plain picture
 * decode.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const page = readFileSync('index.html', 'utf8');
const iconLinks = [...page.matchAll(/<link\s[^>]*rel="icon"[^>]*>/g)].map(([link]) => link);
const attribute = (link: string, name: string) => link.match(new RegExp(`${name}="([^"]*)"`))?.[1];

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

describe("the page's icon", () => {
  it('is one PNG, of the size its link declares, and no SVG', () => {
    expect(iconLinks).toHaveLength(1);
    const [link = ''] = iconLinks;
    const href = attribute(link, 'href') ?? '';
    expect(href).toMatch(/\.png$/);
    expect(attribute(link, 'type')).toBe('image/png');
    const { width, height } = pngSize(readFileSync(`public${href}`));
    expect(`${width}x${height}`).toBe(attribute(link, 'sizes'));
  });
});
