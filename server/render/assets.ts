// What a rendered page needs from the client build besides its markup: the CSS of the entry and of the page's
// screen, inlined so the first paint waits for no stylesheet, and module preloads of the screen's chunk and of
// the page language's locale, which the browser otherwise discovers only when the entry has run, and which the
// client loads before it hydrates. Read from Vite's manifest (build.manifest).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** The CSS to inline, entry first, then the screen's chunks, dependencies before dependents. */
  css: string;
  /** Absolute URLs of the screen's chunks the entry does not load already. */
  preloads: string[];
  /** URLs of the stylesheets the entry links in index.html: their CSS is inlined instead. */
  entryStylesheets: string[];
}

export const manifestPath = (distDir: string) => join(distDir, '.vite', 'manifest.json');

export class BuildAssets {
  private readonly manifest: Manifest;
  private readonly files = new Map<string, string>();
  private readonly entry: ChunkWalk;
  private readonly byScreen = new Map<string, PageAssets>();

  constructor(private readonly distDir: string) {
    this.manifest = JSON.parse(readFileSync(manifestPath(distDir), 'utf8')) as Manifest;
    const entryKey = Object.keys(this.manifest).find((key) => this.manifest[key]?.isEntry);
    if (!entryKey) throw new Error('The client build has no entry in its manifest');
    this.entry = this.walk([entryKey], new Set());
  }

  static exists(distDir: string): boolean {
    return existsSync(manifestPath(distDir));
  }

  /**
   * The assets of a page showing these screens (file names in src/app/screens, from the route's handle) in this
   * language, whose locale chunk the client loads before it hydrates.
   */
  forScreens(screens: readonly string[], language?: string): PageAssets {
    const key = `${language ?? ''} ${screens.join(',')}`;
    const known = this.byScreen.get(key);
    if (known) return known;
    const keys = [
      ...(language ? [`src/locales/${language}.json`] : []),
      ...screens.map((screen) => `src/app/screens/${screen}.tsx`),
    ].filter((chunk) => this.manifest[chunk]);
    const route = this.walk(keys, new Set(this.entry.chunks));
    const assets: PageAssets = {
      css: [...this.entry.css, ...route.css].map((file) => this.read(file)).join('\n'),
      preloads: route.js.map((file) => `/${file}`),
      entryStylesheets: this.entry.css.map((file) => `/${file}`),
    };
    this.byScreen.set(key, assets);
    return assets;
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
