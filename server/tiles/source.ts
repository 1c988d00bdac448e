import type { TileAddress, LngLatBounds } from './tile-math.ts';

/** One layer as TileJSON lists it (vector_layers). */
export interface VectorLayer {
  id: string;
  description?: string;
  minzoom: number;
  maxzoom: number;
  /** Property name → its type ('String', 'Number', 'Boolean'), as TileJSON 3.0.0 writes them. */
  fields: Record<string, string>;
}

/** What a tile source says about itself; the TileJSON is made from it and the overlay's layers. */
export interface TileSetInfo {
  name: string;
  attribution: string;
  minzoom: number;
  maxzoom: number;
  bounds: LngLatBounds;
  /** [longitude, latitude, zoom] a map opens at. */
  center: [number, number, number];
  vectorLayers: VectorLayer[];
}

/**
 * Where the basemap's tiles come from: a PMTiles archive (TILES_ARCHIVE, on disk or in the bucket)
 * or the basemap the server builds itself from Natural Earth. Tiles come back decompressed; the
 * tile service adds our overlay and compresses once.
 */
export interface TileSource {
  readonly kind: 'archive' | 'embedded';
  /** For logs: a path, s3://bucket/key, or 'Natural Earth'. */
  describe(): string;
  /** Opens the source (reads an archive's header, builds the embedded data); throws when unusable. */
  info(): Promise<TileSetInfo>;
  /** The tile's MVT bytes (uncompressed), or null when the source has no such tile. */
  tile(address: TileAddress): Promise<Uint8Array | null>;
}
