/**
 * The map picker's weight and proof that it stays lazy (DESIGN: maplibre-gl loads only on the map picker). The
 * screens around the picker are loaded as a first visit would load them; none of their scripts may mention
 * maplibre, and the picker's own files (chunk, stylesheet, MapLibre's worker) are weighed from the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureRouteWeight } from './routeWeight';
import { kb } from './stats';

const PICKER_FILES = /^(MapCanvas-.*\.(js|css)|maplibre-gl-worker-.*\.mjs)$/;

/** Loads each route in Chromium and throws if any script it fetched carries maplibre-gl. */
export async function assertMapStaysLazy(baseUrl: string, routes: readonly string[]): Promise<void> {
  for (const route of routes) {
    const weight = await measureRouteWeight(baseUrl, route);
    const scripts = weight.files
      .map((line) => line.split(' ')[0] ?? '')
      .filter((path) => /\.m?js$/.test(path));
    const carrying: string[] = [];
    for (const path of scripts) {
      const body = await (await fetch(new URL(path, baseUrl))).text();
      if (/maplibre/i.test(body)) carrying.push(path);
    }
    if (carrying.length)
      throw new Error(`${route} loads maplibre-gl before the picker opens: ${carrying.join(', ')}`);
    console.log(
      `${route}, first load: window JS ${kb(weight.windowJsGzip)}, worker JS ${kb(weight.workerJsGzip)} gzip, no maplibre in its ${scripts.length} scripts`,
    );
  }
}

/** The gzip size of what opening the picker adds, file by file. */
export function mapPickerWeight(distDir: string): string {
  const assets = join(distDir, 'assets');
  const files = readdirSync(assets).filter((name) => PICKER_FILES.test(name));
  const sizes = files.map((name) => ({ name, size: gzipSync(readFileSync(join(assets, name))).length }));
  const total = sizes.reduce((sum, file) => sum + file.size, 0);
  return `map picker on opening: ${kb(total)} gzip (${sizes.map((f) => `${f.name} ${kb(f.size)}`).join(', ')})`;
}
