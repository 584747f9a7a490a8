/**
 * DESIGN "The local database": the window never holds RxDB, Dexie or zod; they run in the sync worker. And a lean
 * start (a first visit's window JS budget is 130 kB gzip): the first load carries no statechart code (machines load when one starts) and no font blocks
 * the first paint. Checked on a real production build of the client, module by module.
 */
import type { OutputAsset, OutputChunk } from 'rolldown';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

let chunks: OutputChunk[];
let assets: OutputAsset[];

beforeAll(async () => {
  const result = await build({
    logLevel: 'silent',
    build: { write: false, minify: false, outDir: 'node_modules/.cache/window-bundle-test' },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: (OutputChunk | OutputAsset)[] }[];
  const items = outputs.flatMap((output) => output.output);
  chunks = items.filter((item): item is OutputChunk => item.type === 'chunk');
  assets = items.filter((item): item is OutputAsset => item.type === 'asset');
}, 120_000);

const fromPackage = (name: string) => (id: string) => id.includes(`/node_modules/${name}/`);

function firstLoad(): OutputChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
  if (!entry) throw new Error('the build has no entry chunk');
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen];
}

describe("the window's bundle", () => {
  it.each(['rxdb', 'dexie', 'zod'])('has no module of %s in any chunk', (name) => {
    const holding = chunks
      .filter((chunk) => chunk.moduleIds.some(fromPackage(name)))
      .map((chunk) => chunk.fileName);
    expect(holding).toEqual([]);
  });

  it('leaves them to the sync worker, which is built as a file of its own', () => {
    const worker = assets.find((asset) => /worker-[\w-]+\.js$/.test(asset.fileName));
    expect(worker, 'the sync worker file').toBeDefined();
    const code = String(worker?.source);
    expect(code).toContain('node_modules/rxdb/');
    expect(code).toContain('node_modules/zod/');
  });

  it('loads no statechart code on a first visit: a machine loads when it starts', () => {
    const first = firstLoad();
    expect(first.length).toBeGreaterThan(0);
    const withXstate = first.filter((chunk) => chunk.moduleIds.some(fromPackage('xstate')));
    expect(withXstate.map((chunk) => chunk.fileName)).toEqual([]);
  });

  it('builds the boot script whole, importing no chunk: a rendered page carries it inline', () => {
    const boot = chunks.find(
      (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('src/app/boot/boot.ts'),
    );
    expect(boot, 'the boot entry').toBeDefined();
    expect(boot?.imports).toEqual([]);
    expect(boot?.moduleIds.filter((id) => !id.includes('/src/app/boot/'))).toEqual([]);
  });

  it("gives the entry's first load two files: the app's, and React's that the entry runs a task later (scripts/clientChunks.ts)", () => {
    // Unminified, the bundler's own helpers get a file of their own; so does it minified, now that two files share them.
    const first = firstLoad().filter(
      (chunk) => !chunk.moduleIds.every((id) => id.includes('rolldown/runtime')),
    );
    expect(first.map((chunk) => chunk.fileName)).toEqual([
      expect.stringMatching(/^assets\/index-[\w-]+\.js$/),
      expect.stringMatching(/^assets\/index-[\w-]+\.js$/),
    ]);
    const [entry, libraries] = first;
    expect(entry?.facadeModuleId).toMatch(/index\.html$/);
    expect(libraries?.moduleIds.some(fromPackage('react-dom'))).toBe(true);
    // Libraries only: the app's own modules all run with the entry.
    expect(libraries?.moduleIds.filter((id) => id.includes('/src/'))).toEqual([]);
  });

  it('puts what the screens of a first visit share in one file: the cart asks for its screen and that file', () => {
    const cart = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('src/app/cart/CartScreen.tsx'));
    const firstFiles = new Set(firstLoad().map((chunk) => chunk.fileName));
    const beyondEntry = cart?.imports.filter((name) => !firstFiles.has(name)) ?? [];
    const shared = beyondEntry.filter((name) => /^assets\/screens-/.test(name));
    expect(shared).toHaveLength(1);
    // What else the cart imports is code no first-visit screen shares, a file or two at most.
    expect(beyondEntry.length).toBeLessThanOrEqual(3);
  });

  it('leaves the windowed list and its controls to the screens that list products', () => {
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const screen = (name: string) => {
      const chunk = chunks.find((each) => each.facadeModuleId?.endsWith(`/${name}.tsx`));
      if (!chunk) throw new Error(`the build has no ${name}`);
      return chunk;
    };
    const carriesWindowing = (chunk: OutputChunk) =>
      [chunk.fileName, ...chunk.imports].some((name) =>
        byName
          .get(name)
          ?.moduleIds.some((id) => /src[\\/]app[\\/]catalogue[\\/]VirtualProductGrid\.tsx$/.test(id)),
      );
    expect(
      ['HomeScreen', 'ProductScreen', 'CartScreen'].filter((name) => carriesWindowing(screen(name))),
    ).toEqual([]);
    expect(carriesWindowing(screen('CategoryProductsScreen'))).toBe(true);
    expect(carriesWindowing(screen('ProductsScreen'))).toBe(true);
  });

  it('leaves the full-screen gallery (PhotoSwipe) to the first press of a product picture', () => {
    const product = chunks.find((chunk) =>
      chunk.facadeModuleId?.endsWith('src/app/product/ProductScreen.tsx'),
    );
    expect(product, 'the product screen').toBeDefined();
    const named = (names: string[] = []) => chunks.filter((chunk) => names.includes(chunk.fileName));
    const holdingPhotoSwipe = (list: OutputChunk[]) =>
      list.filter((chunk) => chunk.moduleIds.some(fromPackage('photoswipe'))).map((chunk) => chunk.fileName);
    // Not with the page (its first visit, its screen and what the screen imports), but when a picture is pressed.
    expect(
      holdingPhotoSwipe([...firstLoad(), ...(product ? [product] : []), ...named(product?.imports)]),
    ).toEqual([]);
    expect(holdingPhotoSwipe(named(product?.dynamicImports))).toHaveLength(1);
  });

  it("leaves the PMTiles reader to a street map that names an archive: a file of its own, which the service worker's precache skips (vite.config.ts)", () => {
    const holding = chunks.filter((chunk) => chunk.moduleIds.some(fromPackage('pmtiles')));
    expect(holding.map((chunk) => chunk.fileName)).toEqual([expect.stringMatching(/^assets\/pmtiles-/)]);
    const map = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('src/app/addresses/map/MapCanvas.tsx'));
    expect(map?.fileName).toMatch(/^assets\/MapCanvas-/);
    expect(map?.dynamicImports).toContain(holding[0]?.fileName);
    expect(firstLoad().filter((chunk) => holding.includes(chunk))).toEqual([]);
  });

  it('never lets a font block the first paint (font-display: swap)', () => {
    const css = assets
      .filter((asset) => asset.fileName.endsWith('.css'))
      .map((asset) => String(asset.source));
    const faces = css.flatMap((source) => source.match(/@font-face\s*{[^}]*}/g) ?? []);
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).toMatch(/font-display:\s*swap/);
  });
});
