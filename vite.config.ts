import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs in the same process as the built app (server/main.ts); in `npm run dev` Vite proxies to it.
export default defineConfig({
  plugins: [react()],
  root: '.',
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
  worker: { format: 'es' },
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
});
