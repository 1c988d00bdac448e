import GeoJSONVT, { type LegacyTile, type Options, type TileCoord } from 'geojson-vt';
import type { GeoJSON } from 'geojson';

/**
 * How many tiles one index may hold before it goes back to what it held when built. A tile holds its
 * simplified features and, until it is split, the clipped source it is cut from; measured on the
 * embedded basemap, tiles cut on request average under 2 KB, so six indexes at this bound stay within
 * a few tens of MiB whatever is asked for, while a city's few hundred tiles at zooms 10 to 14 (and the
 * tiles above them they are cut from) fit many times over.
 */
export const DEFAULT_MAX_INDEX_TILES = 5_000;

/**
 * The parts of geojson-vt's index this class resets. Not in its types: `tiles` is every tile made,
 * by id, and a tile's `source` the features it is cut further from (null once split). Checked when
 * the index is made, so a geojson-vt that keeps them otherwise fails at start and in the unit tests,
 * not quietly in production.
 */
interface IndexInsides {
  tiles: Record<number, { source: unknown }>;
  tileCoords: TileCoord[];
  total: number;
  stats: Record<number, number>;
}

/**
 * A geojson-vt index whose tile count has a bound. geojson-vt keeps every tile it cuts on request
 * (the one asked for, and on each zoom between it and the nearest tile it has, that tile's four
 * children), for ever: a stream of distinct deep tiles grows memory without limit. Deleting deep
 * tiles is not possible, since a split tile drops its source and a later request below it would find
 * nothing to cut from; so when the count passes the bound, the index goes back to the tiles it made
 * when built, each with its source again (those sources are never changed: clipping makes new
 * arrays). That takes microseconds and keeps nothing more in memory, where making the index again
 * would keep its GeoJSON for the purpose and block the event loop for each remake (measured: 6 to 15
 * ms for the basemap's land, 14 to 21 ms for its borders, 6 to 12 ms for the overlay's four). The
 * tiles asked for afterwards are cut again from the built ones, as they were the first time.
 */
export class BoundedTileIndex {
  private readonly index: GeoJSONVT;
  private readonly insides: IndexInsides;
  private readonly built: { tiles: Record<number, { source: unknown }>; sources: Map<number, unknown>; count: number; stats: Record<number, number> };
  /** How many times the index went back to its built tiles (for tests and the bench). */
  resets = 0;

  constructor(data: GeoJSON, options: Options, readonly maxTiles = DEFAULT_MAX_INDEX_TILES) {
    this.index = new GeoJSONVT(data, options);
    const insides = this.index as unknown as Partial<IndexInsides>;
    if (typeof insides.tiles !== 'object' || insides.tiles === null || !Array.isArray(insides.tileCoords)) {
      throw new Error('geojson-vt keeps its tiles otherwise than this server expects (tiles, tileCoords): see server/tiles/tile-index.ts');
    }
    this.insides = insides as IndexInsides;
    const tiles = { ...this.insides.tiles };
    this.built = {
      tiles,
      sources: new Map(Object.keys(tiles).map((id) => [Number(id), tiles[Number(id)]!.source])),
      count: this.insides.tileCoords.length,
      stats: { ...this.insides.stats },
    };
  }

  /** Tiles the index holds now. */
  get size(): number {
    return this.insides.tileCoords.length;
  }

  /** A fresh copy of the tile (geojson-vt builds it anew on each call), or null when it has none. */
  getTile(z: number, x: number, y: number): LegacyTile | null {
    const tile = this.index.getTile(z, x, y);
    if (this.size > this.maxTiles) this.reset();
    return tile;
  }

  private reset(): void {
    const tiles = { ...this.built.tiles };
    for (const [id, source] of this.built.sources) tiles[id]!.source = source;
    this.insides.tiles = tiles;
    this.insides.tileCoords.length = this.built.count;
    this.insides.total = this.built.count;
    this.insides.stats = { ...this.built.stats };
    this.resets++;
  }
}
