import { gunzipSync } from 'node:zlib';
import { PbfReader } from 'pbf';
import { VectorTile, type VectorTileFeature } from '@mapbox/vector-tile';

/** A tile's layers as @mapbox/vector-tile reads them: name → features. */
export function decodeTile(bytes: Uint8Array): Record<string, VectorTileFeature[]> {
  const tile = new VectorTile(new PbfReader(bytes));
  return Object.fromEntries(Object.entries(tile.layers).map(([name, layer]) => [
    name, Array.from({ length: layer.length }, (_, i) => layer.feature(i)),
  ]));
}

/** A gzip member starts with these two bytes (RFC 1952). */
export const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The body of a tile answer as sent: gzip once (Content-Encoding), MVT inside. */
export function tileBody(raw: Uint8Array): Uint8Array {
  return isGzip(raw) ? new Uint8Array(gunzipSync(raw)) : raw;
}
