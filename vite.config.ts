import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API runs in the same process as the built app (server/main.ts); in `npm run dev` Vite proxies to it.
export default defineConfig({
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
        // The map picker's large chunks are fetched (and then cached) only by shoppers who open it.
        globIgnores: ['**/maplibre-gl*', '**/MapPicker-*'],
        maximumFileSizeToCacheInBytes: 1536 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/pay\//],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/media/img/'),
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
  ],
  root: '.',
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
  worker: { format: 'es' },
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
});
