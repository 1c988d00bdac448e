import { PbfWriter as Pbf } from 'pbf';

/**
 * A Mapbox Vector Tile 2.1 encoder for features already cut and scaled to tile coordinates (as
 * geojson-vt's getTile gives them). Layers written one after another are the tile: MVT layers are
 * repeated field 3 of the tile message, so two encoded tiles concatenated are one tile with both
 * sets of layers (how our overlay joins an archive's tile).
 */
export type TileGeometry =
  | { type: 1; geometry: readonly (readonly [number, number])[] }
  | { type: 2 | 3; geometry: readonly (readonly (readonly [number, number])[])[] };

export type TileFeature = TileGeometry & {
  id?: number | string | undefined;
  tags: Readonly<Record<string, unknown>> | null | undefined;
};

export interface TileLayer {
  name: string;
  /** Coordinate units across the tile (geojson-vt's default is 4096). */
  extent: number;
  features: readonly TileFeature[];
}

type Value = string | number | boolean;

interface LayerState {
  layer: TileLayer;
  /** The features that have something to draw, with their geometry commands. */
  drawn: { feature: TileFeature; geometry: number[] }[];
  keys: Map<string, number>;
  values: Map<string, number>;
  valueList: Value[];
}

const command = (id: number, count: number) => (count << 3) | (id & 7);
const zigzag = (n: number) => (n << 1) ^ (n >> 31);

export function encodeTile(layers: readonly TileLayer[]): Uint8Array {
  const pbf = new Pbf();
  for (const layer of layers) {
    const drawn = layer.features.map((feature) => ({ feature, geometry: geometryCommands(feature) })).filter((f) => f.geometry.length);
    if (!drawn.length) continue;
    const state: LayerState = { layer, drawn, keys: new Map(), values: new Map(), valueList: [] };
    pbf.writeMessage(3, writeLayer, state);
  }
  return pbf.finish();
}

function writeLayer(state: LayerState, pbf: Pbf): void {
  pbf.writeVarintField(15, 2);
  pbf.writeStringField(1, state.layer.name);
  for (const { feature, geometry } of state.drawn) {
    const tags = featureTags(feature, state);
    pbf.writeMessage(2, (_: unknown, out: Pbf) => {
      if (typeof feature.id === 'number' && Number.isSafeInteger(feature.id) && feature.id >= 0) out.writeVarintField(1, feature.id);
      if (tags.length) out.writePackedVarint(2, tags);
      out.writeVarintField(3, feature.type);
      out.writePackedVarint(4, geometry);
    }, null);
  }
  for (const key of state.keys.keys()) pbf.writeStringField(3, key);
  for (const value of state.valueList) pbf.writeMessage(4, writeValue, value);
  pbf.writeVarintField(5, state.layer.extent);
}

function featureTags(feature: TileFeature, state: LayerState): number[] {
  const tags: number[] = [];
  for (const [key, raw] of Object.entries(feature.tags ?? {})) {
    if (raw === null || raw === undefined) continue;
    const value: Value = typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : JSON.stringify(raw);
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    let k = state.keys.get(key);
    if (k === undefined) {
      k = state.keys.size;
      state.keys.set(key, k);
    }
    const valueKey = `${typeof value}:${value}`;
    let v = state.values.get(valueKey);
    if (v === undefined) {
      v = state.valueList.length;
      state.values.set(valueKey, v);
      state.valueList.push(value);
    }
    tags.push(k, v);
  }
  return tags;
}

function writeValue(value: Value, pbf: Pbf): void {
  if (typeof value === 'string') pbf.writeStringField(1, value);
  else if (typeof value === 'boolean') pbf.writeBooleanField(7, value);
  else if (Number.isSafeInteger(value)) {
    if (value < 0) pbf.writeSVarintField(6, value);
    else pbf.writeVarintField(5, value);
  } else pbf.writeDoubleField(3, value);
}

/** MoveTo/LineTo/ClosePath commands with zig-zag deltas; rings too short to draw are left out. */
export function geometryCommands(feature: TileGeometry): number[] {
  const out: number[] = [];
  let cx = 0;
  let cy = 0;
  const move = (p: readonly [number, number]) => {
    out.push(zigzag(Math.round(p[0]) - cx), zigzag(Math.round(p[1]) - cy));
    cx = Math.round(p[0]);
    cy = Math.round(p[1]);
  };
  if (feature.type === 1) {
    if (!feature.geometry.length) return out;
    out.push(command(1, feature.geometry.length));
    for (const p of feature.geometry) move(p);
    return out;
  }
  for (const ring of feature.geometry) {
    // A polygon's ring repeats its first point at the end; ClosePath stands for that last edge.
    const points = feature.type === 3 && ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1] ? ring.slice(0, -1) : ring;
    if (points.length < (feature.type === 3 ? 3 : 2)) continue;
    out.push(command(1, 1));
    move(points[0]!);
    out.push(command(2, points.length - 1));
    for (let i = 1; i < points.length; i++) move(points[i]!);
    if (feature.type === 3) out.push(command(7, 1));
  }
  return out;
}
