// What a rendered page needs from the client build besides its markup: the CSS of the entry and of the page's
// screen, inlined so the first paint waits for no stylesheet (its @font-face rules apart, switched on when the app
// starts), the boot script the page carries inline, and the start plan it follows: the entry, the chunks it
// imports, the screen's chunk and the page language's locale, which the client loads before it hydrates
// (src/app/boot/boot.ts). Read from Vite's manifest (build.manifest).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { StartPlan } from '../../src/app/boot/handoff';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** The CSS to inline, entry first, then the screen's chunks, dependencies before dependents; no @font-face. */
  css: string;
  /** The @font-face rules of that CSS. */
  fontFaces: string;
  /** URLs of the stylesheets the entry links in index.html: their CSS is inlined instead. */
  entryStylesheets: string[];
  /** URLs of the screen's stylesheets, inlined too, which the client's lazy imports would otherwise fetch again. */
  screenStylesheets: string[];
  /** The boot script, to inline: its code, safe inside `<script>`, and the CSP source naming it ('sha256-…'). */
  boot: InlineScript;
  /** The script a cart page carries in its saved-cart slot (src/app/boot/cartSlot.ts), a classic script. */
  cartSlot: InlineScript;
  /** What the boot script loads: the entry, then its chunks and the screen's chunks the entry does not load. */
  start: StartPlan;
}

export interface InlineScript {
  code: string;
  hashSource: string;
}

/** The client build's entries in the manifest: the app (index.html) and the script a rendered page carries. */
const APP_ENTRY = 'index.html';
const BOOT_ENTRY = 'src/app/boot/boot.ts';
const CART_SLOT_ENTRY = 'src/app/boot/cartSlot.ts';
/** lightningcss writes each rule on its own, with no braces inside a @font-face. */
const FONT_FACE = /@font-face\s*\{[^}]*\}\s*/g;

export const manifestPath = (distDir: string) => join(distDir, '.vite', 'manifest.json');

export class BuildAssets {
  private readonly manifest: Manifest;
  private readonly files = new Map<string, string>();
  private readonly sizes = new Map<string, number>();
  private readonly entry: ChunkWalk;
  /** The boot script, the same on every page. */
  readonly boot: InlineScript;
  readonly cartSlot: InlineScript;
  private readonly byScreen = new Map<string, PageAssets>();

  constructor(private readonly distDir: string) {
    this.manifest = JSON.parse(readFileSync(manifestPath(distDir), 'utf8')) as Manifest;
    for (const key of [APP_ENTRY, BOOT_ENTRY, CART_SLOT_ENTRY])
      if (!this.manifest[key]?.isEntry)
        throw new Error(`The client build has no entry ${key} in its manifest`);
    this.entry = this.walk([APP_ENTRY], new Set());
    this.boot = this.inline(BOOT_ENTRY, (code) => code);
    // A classic script: in a function of its own, so its names do not become the window's.
    this.cartSlot = this.inline(CART_SLOT_ENTRY, (code) => `(()=>{${code}})();`);
  }

  /** An entry's code for a `<script>` element of the page: it must be whole, importing no other file. */
  private inline(entry: string, wrap: (code: string) => string): InlineScript {
    const chunk = this.manifest[entry] as ManifestChunk;
    if (chunk.imports?.length)
      throw new Error(
        `The script ${entry} imports ${chunk.imports.join(', ')}: a page carries it inline, so it may share no module with the app`,
      );
    const code = wrap(this.read(chunk.file).trim()).replace(/<\/script/gi, '<\\/script');
    return { code, hashSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
  }

  static exists(distDir: string): boolean {
    return existsSync(manifestPath(distDir));
  }

  /**
   * The assets of a page showing these screens (their files' names, from the route's handle) in this
   * language, whose locale chunk the client loads before it hydrates.
   */
  forScreens(screens: readonly string[], language?: string): PageAssets {
    const key = `${language ?? ''} ${screens.join(',')}`;
    const known = this.byScreen.get(key);
    if (known) return known;
    const keys = [
      ...(language ? [`src/locales/${language}.json`] : []),
      ...screens.map((screen) => this.screenChunk(screen)),
    ].filter((chunk) => this.manifest[chunk]);
    const route = this.walk(keys, new Set(this.entry.chunks));
    const css = [...this.entry.css, ...route.css].map((file) => this.read(file)).join('\n');
    const url = (file: string) => `/${file}`;
    const entryFile = this.entry.js.at(-1) as string;
    const assets: PageAssets = {
      css: css.replace(FONT_FACE, ''),
      fontFaces: (css.match(FONT_FACE) ?? []).join('').trim(),
      entryStylesheets: this.entry.css.map(url),
      screenStylesheets: route.css.map(url),
      boot: this.boot,
      cartSlot: this.cartSlot,
      start: {
        entry: url(entryFile),
        preloads: this.largestFirst([...this.entry.js, ...route.js]).map(url),
      },
    };
    this.byScreen.set(key, assets);
    return assets;
  }

  /** A screen's key in the manifest: the file named for it, in its feature's folder of src/app. */
  private screenChunk(screen: string): string {
    const file = `/${screen}.tsx`;
    return Object.keys(this.manifest).find((key) => key.startsWith('src/app/') && key.endsWith(file)) ?? '';
  }

  /** The chunks reachable from `keys` by static imports, skipping `seen`; CSS and JS files in load order. */
  private walk(keys: readonly string[], seen: Set<string>): ChunkWalk {
    const walk: ChunkWalk = { chunks: [], css: [], js: [] };
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) return;
      for (const imported of chunk.imports ?? []) visit(imported);
      walk.chunks.push(key);
      walk.js.push(chunk.file);
      for (const css of chunk.css ?? []) if (!walk.css.includes(css)) walk.css.push(css);
    };
    for (const key of keys) visit(key);
    return walk;
  }

  /**
   * Files in the order they are best asked for: over HTTP/1.1's six connections per host, requests beyond six wait
   * for a free one, so the long transfers (the entry, with React DOM) start first and the small ones fill in beside.
   */
  private largestFirst(files: readonly string[]): string[] {
    const size = (file: string) => {
      let bytes = this.sizes.get(file);
      if (bytes === undefined) {
        bytes = statSync(join(this.distDir, file)).size;
        this.sizes.set(file, bytes);
      }
      return bytes;
    };
    return [...files].sort((a, b) => size(b) - size(a));
  }

  private read(file: string): string {
    let text = this.files.get(file);
    if (text === undefined) {
      text = readFileSync(join(this.distDir, file), 'utf8');
      this.files.set(file, text);
    }
    return text;
  }
}

interface ChunkWalk {
  chunks: string[];
  css: string[];
  js: string[];
}
