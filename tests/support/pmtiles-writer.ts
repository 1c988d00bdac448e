import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

/**
 * A small PMTiles v3 writer for tests (the format: github.com/protomaps/PMTiles, spec/v3/spec.md):
 * a 127-byte header, one root directory, the JSON metadata and the tiles, internal parts and tiles
 * gzip-compressed as Protomaps' own builds are. No leaf directories: fine up to thousands of tiles.
 */
export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  /** The tile's MVT bytes, uncompressed. */
  data: Uint8Array;
}

export interface ArchiveOptions {
  minZoom: number;
  maxZoom: number;
  /** [west, south, east, north] */
  bounds: [number, number, number, number];
  center: [number, number, number];
  metadata: Record<string, unknown>;
}

const HEADER_BYTES = 127;
const GZIP = 2;
const MVT = 1;

function varints(values: number[]): Buffer {
  const out: number[] = [];
  for (let v of values) {
    while (v >= 0x80) {
      out.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    out.push(v);
  }
  return Buffer.from(out);
}

function directory(entries: { tileId: number; offset: number; length: number }[]): Buffer {
  let last = 0;
  const ids = entries.map((e) => {
    const delta = e.tileId - last;
    last = e.tileId;
    return delta;
  });
  const offsets = entries.map((e, i) => (i > 0 && e.offset === entries[i - 1]!.offset + entries[i - 1]!.length ? 0 : e.offset + 1));
  return varints([entries.length, ...ids, ...entries.map(() => 1), ...entries.map((e) => e.length), ...offsets]);
}

export function writePmtiles(tiles: ArchiveTile[], opts: ArchiveOptions): Buffer {
  const sorted = tiles.map((t) => ({ tileId: zxyToTileId(t.z, t.x, t.y), bytes: gzipSync(t.data) })).sort((a, b) => a.tileId - b.tileId);
  let offset = 0;
  const entries = sorted.map((t) => {
    const entry = { tileId: t.tileId, offset, length: t.bytes.length };
    offset += t.bytes.length;
    return entry;
  });
  const root = gzipSync(directory(entries));
  const metadata = gzipSync(Buffer.from(JSON.stringify(opts.metadata)));
  const tileData = Buffer.concat(sorted.map((t) => t.bytes));
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (at: number, n: number) => header.writeBigUInt64LE(BigInt(n), at);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const dataOffset = metadataOffset + metadata.length;
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, dataOffset);
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, tileData.length);
  u64(72, entries.length);
  u64(80, entries.length);
  u64(88, entries.length);
  header.writeUInt8(1, 96);
  header.writeUInt8(GZIP, 97);
  header.writeUInt8(GZIP, 98);
  header.writeUInt8(MVT, 99);
  header.writeUInt8(opts.minZoom, 100);
  header.writeUInt8(opts.maxZoom, 101);
  const e7 = (at: number, deg: number) => header.writeInt32LE(Math.round(deg * 1e7), at);
  e7(102, opts.bounds[0]);
  e7(106, opts.bounds[1]);
  e7(110, opts.bounds[2]);
  e7(114, opts.bounds[3]);
  header.writeUInt8(opts.center[2], 118);
  e7(119, opts.center[0]);
  e7(123, opts.center[1]);
  return Buffer.concat([header, root, metadata, tileData]);
}
