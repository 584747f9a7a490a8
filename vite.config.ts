import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { clientChunkGroups } from './scripts/clientChunks.ts';
import { precompress } from './scripts/precompress.ts';

// The API runs in the same process as the built app (server/main.ts); in `npm run dev` Vite proxies to it.
// `npm run build` builds twice: the browser's bundle into dist/, then (`--ssr`) the server render into dist-ssr/,
// beside and never inside the folder served as files. The server render has two entries: the React side
// (src/app/entry-server.tsx) and the data side (src/sync-worker/serverPage.ts), which the app may not import.
// index.html starts the app at once (the offline shell); a server-rendered page names boot.ts instead, which starts
// it once the page has painted, and a cart page also carries cartSlot.ts (server/render/template.ts).
const clientEntries: Record<string, string> = {
  index: 'index.html',
  boot: 'src/app/boot/boot.ts',
  cartSlot: 'src/app/boot/cartSlot.ts',
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    // The offline shell: the app, its fonts and locale chunks are precached; catalogue images are cached as they
    // are seen. Data comes from the local database, so API calls never go through the service worker's cache.
    // A new version waits until the shopper accepts it (registerType 'prompt'), so an open tab never has its
    // chunks swapped under it.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        // The map picker's large chunks are fetched (and then cached) only by shoppers who open it; the PMTiles
        // reader only by those whose street map names an archive.
        globIgnores: ['**/maplibre-gl*', '**/MapCanvas-*', '**/pmtiles-*'],
        maximumFileSizeToCacheInBytes: 1536 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/pay\//],
        runtimeCaching: [
          {
            // The catalogue's pictures and the reels' posters (the videos themselves are not kept offline).
            urlPattern: ({ url }) =>
              url.pathname.startsWith('/media/img/') || /^\/media\/reels\/[^/]+\.jpg$/.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'catalogue-images', expiration: { maxEntries: 600 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'lazy-chunks', expiration: { maxEntries: 60 } },
          },
        ],
      },
    }),
    // Last: every file of the client build, the service worker's too, gets its Brotli and gzip copies.
    precompress(),
  ],
  root: '.',
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        copyPublicDir: false,
        sourcemap: false,
        target: 'node20',
        rollupOptions: {
          input: {
            'entry-server': 'src/app/entry-server.tsx',
            'server-page': 'src/sync-worker/serverPage.ts',
          },
          // ES modules wherever the folder is put (it has no package.json saying so).
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      }
    : {
        outDir: 'dist',
        sourcemap: false,
        target: 'es2022',
        // The server reads it to inline the CSS of the entry and of the page's screen (server/render/assets.ts).
        manifest: true,
        // The boot script adds the entry's modulepreload links itself, to browsers that all support them: the
        // polyfill would only be one more thing to run before the app starts.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: clientEntries,
          output: { codeSplitting: { groups: clientChunkGroups() } },
          // Constants are written where they are used, so a module of values shared by the boot script and the app
          // (src/app/boot/handoff.ts) leaves no file the inline boot script would have to import.
          optimization: { inlineConst: { mode: 'all', pass: 2 } },
        },
      },
  // The server render carries its dependencies, so its folder runs wherever it is put (the browser tests build
  // into a temporary folder, outside node_modules' reach).
  ssr: { noExternal: true },
  // The dependencies it carries pick the build of the mode, as the browser's do (React's server renderer would
  // otherwise read NODE_ENV at run time, and render with its slower development build in production).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify(mode) } } : {}),
  worker: { format: 'es' },
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
}));
