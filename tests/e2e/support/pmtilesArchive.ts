/**
 * A small PMTiles v3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md) of vector tiles, for
 * a test to serve: the 127-byte header, one root directory, JSON metadata and the tiles, none compressed. Enough for
 * a few dozen tiles; a real extract is made with the `pmtiles` command-line tool.
 */
import { zxyToTileId } from 'pmtiles';

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  /** An uncompressed Mapbox Vector Tile. */
  data: Uint8Array;
}

export interface ArchiveInfo {
  /** [west, south, east, north] in degrees. */
  bounds: [number, number, number, number];
  center: { lng: number; lat: number; zoom: number };
  metadata: Record<string, unknown>;
}

const HEADER_BYTES = 127;
const NO_COMPRESSION = 1;
const MVT = 1;

function varint(out: number[], value: number) {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/** The directory's entries as the spec lays them out: ids as deltas, then run lengths, lengths and offsets. */
function directory(entries: { tileId: number; offset: number; length: number }[]): Uint8Array {
  const out: number[] = [];
  varint(out, entries.length);
  let lastId = 0;
  for (const entry of entries) {
    varint(out, entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const _ of entries) varint(out, 1);
  for (const entry of entries) varint(out, entry.length);
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    // 0 says "right after the previous tile"; any other offset is written plus one.
    varint(out, previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1);
  });
  return Uint8Array.from(out);
}

export function pmtilesArchive(tiles: ArchiveTile[], info: ArchiveInfo): Uint8Array {
  const sorted = tiles
    .map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.tileId - b.tileId);
  let offset = 0;
  const entries = sorted.map((tile) => {
    const entry = { tileId: tile.tileId, offset, length: tile.data.length };
    offset += tile.data.length;
    return entry;
  });
  const root = directory(entries);
  const metadata = new TextEncoder().encode(JSON.stringify(info.metadata));
  const dataOffset = HEADER_BYTES + root.length + metadata.length;
  const archive = new Uint8Array(dataOffset + offset);
  const header = new DataView(archive.buffer, 0, HEADER_BYTES);
  archive.set(new TextEncoder().encode('PMTiles'), 0);
  header.setUint8(7, 3);
  const u64 = (at: number, value: number) => header.setBigUint64(at, BigInt(value), true);
  u64(8, HEADER_BYTES); // root directory
  u64(16, root.length);
  u64(24, HEADER_BYTES + root.length); // metadata
  u64(32, metadata.length);
  u64(40, dataOffset); // no leaf directories
  u64(48, 0);
  u64(56, dataOffset); // tile data
  u64(64, offset);
  u64(72, entries.length); // addressed tiles, tile entries, tile contents
  u64(80, entries.length);
  u64(88, entries.length);
  header.setUint8(96, 1); // clustered: directory order is tile data order
  header.setUint8(97, NO_COMPRESSION);
  header.setUint8(98, NO_COMPRESSION);
  header.setUint8(99, MVT);
  header.setUint8(100, Math.min(...tiles.map((tile) => tile.z)));
  header.setUint8(101, Math.max(...tiles.map((tile) => tile.z)));
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  const [west, south, east, north] = info.bounds;
  header.setInt32(102, e7(west), true);
  header.setInt32(106, e7(south), true);
  header.setInt32(110, e7(east), true);
  header.setInt32(114, e7(north), true);
  header.setUint8(118, info.center.zoom);
  header.setInt32(119, e7(info.center.lng), true);
  header.setInt32(123, e7(info.center.lat), true);
  archive.set(root, HEADER_BYTES);
  archive.set(metadata, HEADER_BYTES + root.length);
  let at = dataOffset;
  for (const tile of sorted) {
    archive.set(tile.data, at);
    at += tile.data.length;
  }
  return archive;
}
