import { open, type FileHandle } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Compression, PMTiles, TileType, type RangeResponse, type Source } from 'pmtiles';
import type { S3BlobStore } from '../storage/s3.ts';
import type { TileAddress } from './tile-math.ts';
import type { TileSetInfo, TileSource, VectorLayer } from './source.ts';

/** Protomaps builds its basemaps from OpenStreetMap (ODbL), which asks for this credit. */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

async function decompress(buf: ArrayBuffer, compression: Compression): Promise<ArrayBuffer> {
  switch (compression) {
    case Compression.None:
    case Compression.Unknown:
      return buf;
    case Compression.Gzip:
      return toArrayBuffer(gunzipSync(new Uint8Array(buf)));
    case Compression.Brotli:
      return toArrayBuffer(brotliDecompressSync(new Uint8Array(buf)));
    default:
      throw new Error(`the archive's compression (${Compression[compression] ?? compression}) is not supported: write it with gzip`);
  }
}

/** An archive in a file on this machine, read by ranges through one open handle. */
export class FileRangeSource implements Source {
  private handle: Promise<FileHandle> | null = null;

  constructor(private readonly file: string) {}

  getKey(): string {
    return this.file;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    this.handle ??= open(this.file, 'r');
    const handle = await this.handle;
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, offset);
    return { data: toArrayBuffer(buffer.subarray(0, bytesRead)) };
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    if (handle) await (await handle).close();
  }
}

/** An archive in the S3 bucket, read by ranges (GET with Range) through the photos' S3 client. */
export class BucketRangeSource implements Source {
  constructor(private readonly store: S3BlobStore, private readonly key: string) {}

  getKey(): string {
    return `${this.store.describe()}${this.key}`;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const bytes = await this.store.getRange(this.key, offset, length);
    if (!bytes) throw new Error(`the tile archive ${this.getKey()} is not in the bucket`);
    return { data: toArrayBuffer(bytes) };
  }
}

interface ArchiveMetadata {
  name?: unknown;
  vector_layers?: unknown;
}

function vectorLayersOf(metadata: ArchiveMetadata, minzoom: number, maxzoom: number): VectorLayer[] {
  if (!Array.isArray(metadata.vector_layers)) return [];
  return metadata.vector_layers.flatMap((layer: unknown): VectorLayer[] => {
    const l = layer as Partial<VectorLayer> | null;
    if (!l || typeof l.id !== 'string') return [];
    return [{
      id: l.id,
      ...(typeof l.description === 'string' ? { description: l.description } : {}),
      minzoom: typeof l.minzoom === 'number' ? l.minzoom : minzoom,
      maxzoom: typeof l.maxzoom === 'number' ? l.maxzoom : maxzoom,
      fields: l.fields && typeof l.fields === 'object' ? l.fields : {},
    }];
  });
}

/** A PMTiles v3 archive of vector tiles (a Protomaps extract), by the `pmtiles` package. */
export class PmtilesSource implements TileSource {
  readonly kind = 'archive' as const;
  private readonly archive: PMTiles;
  private opened: Promise<TileSetInfo> | null = null;

  constructor(private readonly source: Source) {
    this.archive = new PMTiles(source, undefined, decompress);
  }

  describe(): string {
    return this.source.getKey();
  }

  info(): Promise<TileSetInfo> {
    this.opened ??= this.open().catch((err: unknown) => {
      // Tried again on the next request: the bucket may have been out of reach for a moment.
      this.opened = null;
      throw err;
    });
    return this.opened;
  }

  private async open(): Promise<TileSetInfo> {
    const header = await this.archive.getHeader();
    if (header.tileType !== TileType.Mvt) throw new Error(`${this.describe()} does not hold vector tiles (tile type ${header.tileType})`);
    for (const compression of [header.internalCompression, header.tileCompression]) {
      if (compression !== Compression.None && compression !== Compression.Gzip && compression !== Compression.Brotli && compression !== Compression.Unknown) {
        throw new Error(`${this.describe()} is compressed with ${Compression[compression]}, which this server does not read: write it with gzip`);
      }
    }
    const metadata = (await this.archive.getMetadata()) as ArchiveMetadata;
    return {
      name: typeof metadata.name === 'string' ? metadata.name : 'Basemap',
      attribution: OSM_ATTRIBUTION,
      minzoom: header.minZoom,
      maxzoom: header.maxZoom,
      bounds: { west: header.minLon, south: header.minLat, east: header.maxLon, north: header.maxLat },
      center: [header.centerLon, header.centerLat, header.centerZoom],
      vectorLayers: vectorLayersOf(metadata, header.minZoom, header.maxZoom),
    };
  }

  async tile({ z, x, y }: TileAddress): Promise<Uint8Array | null> {
    const info = await this.info();
    if (z < info.minzoom || z > info.maxzoom) return null;
    const found = await this.archive.getZxy(z, x, y);
    return found ? new Uint8Array(found.data) : null;
  }
}
