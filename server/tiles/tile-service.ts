import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { TILE_URL_TEMPLATE } from '../../src/contract/tiles.ts';
import type { Log } from '../log.ts';
import { describeError } from '../log.ts';
import { encodeTile } from './mvt.ts';
import { Overlay, type OverlayData } from './overlay.ts';
import type { TileSetInfo, TileSource } from './source.ts';
import type { TileAddress } from './tile-math.ts';
import { TILE_EXTENT } from './natural-earth.ts';

const gzip = promisify(gzipCallback);

/** A tile as served: gzip-compressed once, here, with a strong ETag of those bytes. */
export interface ServedTile {
  gzipped: Buffer;
  etag: string;
}

/** TileJSON 3.0.0 (https://github.com/mapbox/tilejson-spec/tree/master/3.0.0). */
export interface TileJson {
  tilejson: '3.0.0';
  name: string;
  scheme: 'xyz';
  tiles: string[];
  minzoom: number;
  maxzoom: number;
  bounds: [number, number, number, number];
  center: [number, number, number];
  attribution: string;
  vector_layers: TileSetInfo['vectorLayers'];
}

/** Served tiles kept in memory, least recently used going first; a Pakistan session uses a few hundred. */
const CACHE_BYTES = 64 * 1024 * 1024;
/**
 * What a kept tile costs beyond its compressed bytes (its key twice, the promise, the buffer and the
 * answer's objects, and the allocator's slack around them): measured, 50,000 kept tiles of a few
 * dozen bytes grew RSS by about 1.8 KB each. Counted, so the budget is memory used, not only the
 * tiles' bytes: a zoom-14 tile is a few hundred bytes, and counted at those alone the 64 MiB held
 * over 200 MiB.
 */
const ENTRY_OVERHEAD_BYTES = 2048;

/**
 * Tiles as the server answers them: the source's tile (archive or embedded basemap) with our
 * overlay's layers after it, compressed once and kept. The overlay is read from the reference tables
 * when first needed and again after they change (invalidate, through the cache bus).
 */
export class TileService {
  private overlay: Promise<Overlay> | null = null;
  private readonly cache = new Map<string, Promise<ServedTile | null>>();
  private readonly sizes = new Map<string, number>();
  private cachedBytes = 0;
  /** Bumped by invalidate(): a tile made from the overlay before a change is not kept after it. */
  private generation = 0;
  /** The last tile's turn to be made (see nextTurn). */
  private turn: Promise<void> = Promise.resolve();

  constructor(
    readonly source: TileSource,
    private readonly loadOverlay: () => Promise<OverlayData>,
    private readonly log: Log,
  ) {}

  /** Opens the source and builds the overlay now rather than on the first map's first tile. */
  async prepare(): Promise<{ ms: number }> {
    const started = performance.now();
    await this.source.info();
    await this.currentOverlay();
    return { ms: Math.round(performance.now() - started) };
  }

  /** The reference tables changed (cities, locations, their outlines): tiles are made again. */
  invalidate(): void {
    this.generation++;
    this.overlay = null;
    this.cache.clear();
    this.sizes.clear();
    this.cachedBytes = 0;
  }

  private currentOverlay(): Promise<Overlay> {
    this.overlay ??= Promise.all([this.source.info(), this.loadOverlay()]).then(([info, data]) =>
      new Overlay(data, { maxZoom: info.maxzoom, extent: TILE_EXTENT, withPlaces: this.source.kind === 'embedded' }),
    ).catch((err: unknown) => {
      this.overlay = null;
      throw err;
    });
    return this.overlay;
  }

  async tileJson(): Promise<TileJson> {
    const info = await this.source.info();
    const overlay = await this.currentOverlay();
    const { west, south, east, north } = info.bounds;
    return {
      tilejson: '3.0.0',
      name: info.name,
      scheme: 'xyz',
      tiles: [TILE_URL_TEMPLATE],
      minzoom: info.minzoom,
      maxzoom: info.maxzoom,
      bounds: [west, south, east, north],
      center: info.center,
      attribution: info.attribution,
      vector_layers: [...info.vectorLayers, ...overlay.vectorLayers()],
    };
  }

  /** The tile, or null when the source has none there. */
  tile(address: TileAddress): Promise<ServedTile | null> {
    const key = `${address.z}/${address.x}/${address.y}`;
    const hit = this.cache.get(key);
    if (hit) {
      // Least recently used first: a hit moves to the end of the map's order.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const generation = this.generation;
    const made = this.make(address);
    this.cache.set(key, made);
    made.then((tile) => {
      if (this.generation !== generation || this.cache.get(key) !== made) return;
      const size = (tile?.gzipped.length ?? 0) + ENTRY_OVERHEAD_BYTES;
      this.sizes.set(key, size);
      this.cachedBytes += size;
      this.trim();
    }, (err: unknown) => {
      // A failed read (the bucket out of reach) is tried again on the next request.
      if (this.cache.get(key) === made) this.cache.delete(key);
      this.log('a tile could not be made', { level: 'warn', tile: key, ...describeError(err) });
    });
    return made;
  }

  private trim(): void {
    for (const key of this.cache.keys()) {
      if (this.cachedBytes <= CACHE_BYTES) return;
      const size = this.sizes.get(key);
      // Still being made: it is counted once it is done.
      if (size === undefined) continue;
      this.cache.delete(key);
      this.sizes.delete(key);
      this.cachedBytes -= size;
    }
  }

  /**
   * Tiles are made one per turn of the event loop: cutting one takes the thread for about a
   * millisecond, and a hundred asked for at once would otherwise be cut back to back while other
   * requests (a health probe, a page's API call) wait behind them all.
   */
  private nextTurn(): Promise<void> {
    const turn = this.turn.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    this.turn = turn;
    return turn;
  }

  private async make(address: TileAddress): Promise<ServedTile | null> {
    await this.nextTurn();
    const [base, overlay] = await Promise.all([this.source.tile(address), this.currentOverlay()]);
    if (!base) return null;
    // MVT layers are a repeated field: the overlay's encoded layers after the basemap's are one tile.
    const ours = encodeTile(overlay.layers(address));
    const bytes = ours.length ? Buffer.concat([base, ours]) : Buffer.from(base);
    const gzipped = await gzip(bytes, { level: 6 });
    return { gzipped, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
  }
}
