/**
 * Writes a Brotli and a gzip copy beside every text file of the client build (`app.js` → `app.js.br`,
 * `app.js.gz`), once per build, for the server to send as they are (server/routes/client.ts, serveStatic's
 * `precompressed`). Compressed per request instead, the 140 kB entry cost the server about 6 ms of CPU each time,
 * on the same two cores a phone's page then runs on, and the service worker's install asks for every file at once.
 * Brotli at its best setting, which only a build can afford: 11-14% smaller than gzip for the entry files.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** The files worth compressing: text. Images, fonts and videos are compressed in their own formats already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below about a packet, compression saves nothing worth a header. */
const SMALLEST_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compresses the text files under `dir` that are big enough; answers how many it compressed. */
export async function precompressFolder(dir: string): Promise<number> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => TEXT_FILE.test(name));
  let compressed = 0;
  await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      if ((await stat(path)).size < SMALLEST_BYTES) return;
      const body = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that is not smaller would only cost the client the decoding.
      if (br.length < body.length) await writeFile(`${path}.br`, br);
      if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
      compressed++;
    }),
  );
  return compressed;
}

/** The Vite plugin: after everything else has written the client build (the service worker included). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr || !config.build.write) return;
        await precompressFolder(resolve(config.root, config.build.outDir));
      },
    },
  };
}
