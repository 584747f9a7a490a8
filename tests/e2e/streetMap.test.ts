/**
 * docs/DEPLOY.md "A street map": a shop started with MAP_STYLE_URL draws the operator's street style (made by
 * scripts/streetStyle.ts over a PMTiles archive, served here from another origin, as an operator's storage would),
 * reads the street under the pin into the place line, and Confirm puts it in the form's street box; the
 * Content-Security-Policy allows all of it. The archive is made here: two named streets near Kuwait City.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { streetStyle } from '../../scripts/streetStyle';
import { chromiumForThisFile, PHONE, shopContext } from './browser';
import { logInOnScreen, newLocalPhone, say } from './shopSetup';
import { type BuiltShop, startBuiltShop } from './support/builtShop';
import { type ArchiveTile, pmtilesArchive } from './support/pmtilesArchive';
import { watchPolicy } from './support/policyWatch';

const build = inject('shopBuild');
const browser = chromiumForThisFile();

/** The default centre near Kuwait City (SPEC §9), where the device is; Gulf Road runs through it east to west. */
const here = { lat: 29.3759, lng: 47.9774 };
/** A point on Fahad Al-Salem Street, which runs north from just above Gulf Road. */
const onFahadAlSalem = { lat: here.lat + 0.002, lng: here.lng + 0.0012 };
const bounds: [number, number, number, number] = [47.96, 29.36, 47.995, 29.39];

const road = (kind: string, en: string, ar: string, line: [number, number][]) => ({
  type: 'Feature' as const,
  properties: { kind, min_zoom: 10, name: ar, 'name:ar': ar, 'name:en': en },
  geometry: { type: 'LineString' as const, coordinates: line },
});

/** Protomaps' layers (the style's): the land, and the two streets with their names in both languages. */
function streetTiles(): ArchiveTile[] {
  const [west, south, east, north] = bounds;
  const layers = {
    earth: new GeoJSONVT({
      type: 'Feature',
      properties: { kind: 'earth' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [west, south],
            [east, south],
            [east, north],
            [west, north],
            [west, south],
          ],
        ],
      },
    }),
    roads: new GeoJSONVT({
      type: 'FeatureCollection',
      features: [
        road('major_road', 'Gulf Road', 'شارع الخليج العربي', [
          [west, here.lat],
          [east, here.lat],
        ]),
        road('minor_road', 'Fahad Al-Salem Street', 'شارع فهد السالم', [
          [onFahadAlSalem.lng, here.lat + 0.0006],
          [onFahadAlSalem.lng, north],
        ]),
      ],
    }),
  };
  const tiles: ArchiveTile[] = [];
  for (let z = 10; z <= 14; z++) {
    const x = (lng: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
    const y = (lat: number) => {
      const rad = (lat * Math.PI) / 180;
      return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
    };
    for (let tx = x(west); tx <= x(east); tx++) {
      for (let ty = y(north); ty <= y(south); ty++) {
        const found = Object.entries(layers).flatMap(([name, index]) => {
          const tile = index.getTile(z, tx, ty);
          return tile ? [[name, tile] as const] : [];
        });
        if (found.length) tiles.push({ z, x: tx, y: ty, data: fromGeojsonVt(Object.fromEntries(found)) });
      }
    }
  }
  return tiles;
}

/** A 1×1 PNG: the style's sprite sheet, whose icons this map never needs. */
const dot = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The operator's storage: the archive read by ranges, the styles, and empty glyphs (no labels are needed here). */
function startStorage(archive: Uint8Array): Promise<{ server: Server; origin: string; ranges: string[] }> {
  const ranges: string[] = [];
  const server = createServer((request, response) => {
    const origin = `http://${request.headers.host}`;
    const path = new URL(request.url ?? '/', origin).pathname;
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Range');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    const lang = /^\/style-(ar|en)\.json$/.exec(path)?.[1] as 'ar' | 'en' | undefined;
    if (lang) {
      const style = streetStyle({ tiles: `${origin}/kuwait.pmtiles`, assets: `${origin}/assets`, lang });
      return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(style));
    }
    if (path === '/kuwait.pmtiles') {
      const [, from = '0', to] = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '') ?? [];
      const end = Math.min(to ? Number(to) : archive.length - 1, archive.length - 1);
      ranges.push(`${from}-${end}`);
      return response
        .writeHead(206, {
          'Content-Type': 'application/octet-stream',
          'Content-Range': `bytes ${from}-${end}/${archive.length}`,
        })
        .end(archive.subarray(Number(from), end + 1));
    }
    if (path.startsWith('/assets/fonts/')) return response.writeHead(200).end();
    if (path.endsWith('.json'))
      return response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    if (path.endsWith('.png')) return response.writeHead(200, { 'Content-Type': 'image/png' }).end(dot);
    response.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}`, ranges });
    }),
  );
}

let storage: Awaited<ReturnType<typeof startStorage>>;
let shop: BuiltShop;

beforeAll(async () => {
  storage = await startStorage(
    pmtilesArchive(streetTiles(), {
      bounds,
      center: { ...here, zoom: 14 },
      metadata: { vector_layers: [{ id: 'earth' }, { id: 'roads' }] },
    }),
  );
  shop = await startBuiltShop(build, {
    // One style per language; the map picks the screen's.
    MAP_STYLE_URL: `${storage.origin}/style-{lang}.json`,
  });
});

afterAll(async () => {
  await shop?.stop();
  storage?.server.close();
});

/** Where a point is drawn, in page pixels, on a map of `box` centred on `here` at zoom 15 (512-pixel tiles). */
function onScreen(
  point: { lat: number; lng: number },
  box: { x: number; y: number; width: number; height: number },
) {
  const worldPixels = 512 * 2 ** 15;
  const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return {
    x: box.x + box.width / 2 + ((point.lng - here.lng) / 360) * worldPixels,
    y: box.y + box.height / 2 - ((mercator(point.lat) - mercator(here.lat)) / (2 * Math.PI)) * worldPixels,
  };
}

describe('a street map the operator configured (docs/DEPLOY.md "A street map")', () => {
  it('in Arabic: names the street under the pin from the PMTiles archive, and Confirm puts it in the form', async () => {
    const context = await shopContext(browser, { locale: 'ar-KW', viewport: PHONE });
    await context.grantPermissions(['geolocation'], { origin: shop.url });
    await context.setGeolocation({ latitude: here.lat, longitude: here.lng });
    const page = await context.newPage();
    const policy = await watchPolicy(page);
    await page.goto(`${shop.url}/login?returnTo=${encodeURIComponent('/add-address')}`);
    await logInOnScreen(page, 'ar', newLocalPhone());

    // The device's point, then the map on it at street level: the pin stands on Gulf Road.
    await page.getByRole('button', { name: say('ar', 'addressForm.changeOnMap') }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: say('ar', 'map.title') });
    const mapLine = () => page.getByTestId('map-line').textContent();
    await expect.poll(mapLine, { timeout: 30_000 }).toBe('شارع الخليج العربي، مدينة الكويت، العاصمة، الكويت');
    expect(storage.ranges.length).toBeGreaterThan(1);

    // A tap on Fahad Al-Salem Street moves the pin there, and the line names it.
    const box = await page.locator('.maplibregl-canvas').boundingBox();
    if (!box) throw new Error('no map');
    const tap = onScreen(onFahadAlSalem, box);
    await page.mouse.click(tap.x, tap.y);
    await expect.poll(mapLine, { timeout: 20_000 }).toMatch(/^شارع فهد السالم، .+، الكويت$/);

    await dialog.getByRole('button', { name: say('ar', 'map.confirm') }).click();
    const street = page.getByLabel(new RegExp(`^${say('ar', 'addressForm.street')}`));
    await expect.poll(() => street.inputValue()).toBe('شارع فهد السالم');
    expect(policy.take()).toEqual([]);
    await context.close();
  });
});
