// A body kept to be sent many times is compressed once, each way a client may take it, instead of once a request.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentCoding } from './content-coding';

export type CompressedBodies = Partial<Record<ContentCoding, Uint8Array<ArrayBuffer>>>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below about a packet, compression saves nothing worth a header. */
const SMALLEST_WORTH_IT = 1024;

/**
 * The body in Brotli at `brotliQuality` (0-11: higher is smaller and slower) and in gzip at its best level, each
 * only where it is smaller than the body. Both run on libuv's thread pool, not the event loop.
 */
export async function compressedBodies(
  identity: Uint8Array,
  brotliQuality: number,
): Promise<CompressedBodies> {
  if (identity.length < SMALLEST_WORTH_IT) return {};
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  const bodies: CompressedBodies = {};
  if (br.length < identity.length) bodies.br = new Uint8Array(br);
  if (gz.length < identity.length) bodies.gzip = new Uint8Array(gz);
  return bodies;
}
