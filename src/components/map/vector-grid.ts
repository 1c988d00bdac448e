/**
 * Our vector tiles (/tiles/{z}/{x}/{y}, Mapbox Vector Tiles) drawn on canvas tiles: a small GridLayer
 * instead of a vector-tile plugin or a WebGL library (README, 'The map on the page': the whole map chunk is a fraction
 * of MapLibre's size). Past the archive's deepest zoom the deepest tile is drawn larger, as vectors, so
 * it stays sharp.
 *
 * Offline (the browser says so) a tile comes from the service worker's cache or not at all: asking the
 * network would only fail, and fail loudly in the console, for every tile not seen before. The page is
 * told, and says so calmly; back online the missing tiles are asked for again.
 */
import { GridLayer, type Coords, type DoneCallback, type GridLayerOptions } from 'leaflet';
import { VectorTile, type VectorTileFeature } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { featureStyle, labelStyle, labelText, LABEL_LAYERS, LAYER_ORDER, type FeatureStyle, type GeomTypeValue, type Props } from './map-style.ts';
import { pointInRings, sourceTile, tileCoordinates, tileIntersects, tileUrl, type TilePoint, type TileSource } from './tile-math.ts';
import type { LatLngLike } from './map-types.ts';

export interface VectorGridOptions extends GridLayerOptions {
  source: TileSource;
  locale: 'en' | 'ur';
  /** Label font family (the page's own). */
  font: string;
  highlightId?: number;
  highlightAt?: LatLngLike;
  /** A tile could not be had because the device is offline. */
  onOfflineMiss?: () => void;
  /** A tile's request failed on the network while the browser said it was online. */
  onNetworkFail?: () => void;
}

/** Thrown for a tile the device does not keep while offline. */
class OfflineMiss extends Error {}

/** Decoded archive tiles, shared by the map tiles drawn from one ancestor. */
const CACHE_SIZE = 96;

/**
 * The answer to a same-origin GET: from the network online, from the caches offline (undefined when
 * not kept). A 204 or 404 is an empty tile: the archive has nothing there.
 */
export async function readKept(url: string, init?: RequestInit): Promise<Response | undefined> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    if (typeof caches === 'undefined') return undefined;
    // Tiles vary on Accept-Encoding, which the browser has already decoded for what the worker kept.
    return caches.match(new URL(url, location.href).href, { ignoreVary: true });
  }
  return fetch(url, { credentials: 'same-origin', ...init });
}

interface LiveTile {
  canvas: HTMLCanvasElement;
  coords: TilePoint;
}

export class VectorGrid extends GridLayer {
  declare options: VectorGridOptions;
  private readonly decoded = new Map<string, Promise<VectorTile | null>>();
  private readonly live = new Map<string, LiveTile>();
  private highlightId: number | undefined;

  constructor(options: VectorGridOptions) {
    super(options);
    this.highlightId = options.highlightId;
    this.on('tileunload', (event: { coords?: Coords }) => {
      if (event.coords) this.live.delete(this.keyOf(event.coords));
    });
  }

  private keyOf(c: { x: number; y: number; z: number }): string {
    return `${c.z}/${c.x}/${c.y}`;
  }

  /** Points out a location by id, or the one containing a point (found as its tile arrives). */
  setHighlight(id: number | undefined, at: LatLngLike | undefined): void {
    this.options.highlightAt = at;
    this.highlightId = id;
    if (id === undefined && at) for (const tile of this.live.values()) void this.resolveHighlight(tile.coords);
    this.repaint();
  }

  /** Asks again for every tile shown (back online). */
  refresh(): void {
    for (const [key, promise] of this.decoded) {
      void promise.then((t) => { if (t === null) this.decoded.delete(key); }, () => this.decoded.delete(key));
    }
    this.redraw();
  }

  protected override createTile(coords: Coords, done: DoneCallback): HTMLElement {
    const canvas = document.createElement('canvas');
    const size = this.getTileSize();
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = Math.round(size.x * ratio);
    canvas.height = Math.round(size.y * ratio);
    const tile: LiveTile = { canvas, coords: { x: coords.x, y: coords.y, z: coords.z } };
    this.live.set(this.keyOf(coords), tile);
    this.paint(tile).then(() => done(undefined, canvas), (error: unknown) => {
      if (error instanceof OfflineMiss) this.options.onOfflineMiss?.();
      else if (error instanceof TypeError) this.options.onNetworkFail?.();
      // Leaflet counts the tile as failed; it is drawn empty, over the map's background.
      done(error instanceof Error ? error : new Error(String(error)), canvas);
    });
    return canvas;
  }

  private load(tile: TilePoint): Promise<VectorTile | null> {
    const url = tileUrl(this.options.source.template, tile);
    let promise = this.decoded.get(url);
    if (!promise) {
      promise = (async () => {
        const response = await readKept(url);
        if (!response) throw new OfflineMiss(url);
        if (response.status === 204 || response.status === 404) return null;
        if (!response.ok) throw new Error(`tile ${url}: ${response.status}`);
        return new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer())));
      })();
      promise.catch(() => this.decoded.delete(url));
      this.decoded.set(url, promise);
      while (this.decoded.size > CACHE_SIZE) this.decoded.delete(this.decoded.keys().next().value as string);
    }
    return promise;
  }

  private async paint(tile: LiveTile): Promise<void> {
    const { source } = sourceTile(tile.coords, this.options.source.maxZoom);
    if (!tileIntersects(source, this.options.source.bounds)) return;
    const data = await this.load(source);
    if (!data) return;
    if (this.highlightId === undefined && this.options.highlightAt) this.findHighlight(data, source);
    this.draw(tile, data);
  }

  private async resolveHighlight(coords: TilePoint): Promise<void> {
    const { source } = sourceTile(coords, this.options.source.maxZoom);
    const data = await this.load(source).catch(() => null);
    if (data && this.highlightId === undefined) this.findHighlight(data, source);
  }

  /** The `locations` feature containing the highlight point, if it lies in this archive tile. */
  private findHighlight(data: VectorTile, source: TilePoint): void {
    const at = this.options.highlightAt;
    const layer = data.layers.locations;
    if (!at || !layer) return;
    const p = tileCoordinates(at.lat, at.lng, source.z);
    if (Math.floor(p.x) !== source.x || Math.floor(p.y) !== source.y) return;
    const x = (p.x - source.x) * layer.extent;
    const y = (p.y - source.y) * layer.extent;
    for (let i = 0; i < layer.length; i += 1) {
      const feature = layer.feature(i);
      if (feature.type !== 3) continue;
      if (pointInRings(feature.loadGeometry(), x, y)) {
        const id = Number(feature.properties.id ?? feature.id);
        if (Number.isFinite(id)) {
          this.highlightId = id;
          this.repaint();
        }
        return;
      }
    }
  }

  private repaint(): void {
    for (const tile of this.live.values()) {
      const { source } = sourceTile(tile.coords, this.options.source.maxZoom);
      if (!tileIntersects(source, this.options.source.bounds)) continue;
      void this.load(source).then((data) => { if (data) this.draw(tile, data); }, () => undefined);
    }
  }

  private draw(tile: LiveTile, data: VectorTile): void {
    const ctx = tile.canvas.getContext('2d');
    if (!ctx) return;
    const { scale, offsetX, offsetY } = sourceTile(tile.coords, this.options.source.maxZoom);
    const zoom = tile.coords.z;
    const px = tile.canvas.width;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, px, tile.canvas.height);
    const ratio = px / this.getTileSize().x;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';

    for (const name of LAYER_ORDER) {
      const layer = data.layers[name];
      if (!layer) continue;
      const k = (px * scale) / layer.extent;
      const styled: Array<{ feature: VectorTileFeature; style: FeatureStyle }> = [];
      for (let i = 0; i < layer.length; i += 1) {
        const feature = layer.feature(i);
        const id = Number(feature.properties.id ?? feature.id);
        const style = featureStyle(name, feature.type as GeomTypeValue, feature.properties as Props, zoom, name === 'locations' && id === this.highlightId);
        if (style) styled.push({ feature, style });
      }
      styled.sort((a, b) => a.style.order - b.style.order);
      const path = (feature: VectorTileFeature) => {
        ctx.beginPath();
        for (const ring of feature.loadGeometry()) {
          ring.forEach((point, j) => {
            const x = point.x * k - offsetX * px;
            const y = point.y * k - offsetY * px;
            if (j === 0) ctx.moveTo(x, y);
            else ctx.lineTo(x, y);
          });
          if (feature.type === 3) ctx.closePath();
        }
      };
      for (const { feature, style } of styled) {
        if (!style.casing) continue;
        path(feature);
        ctx.setLineDash([]);
        ctx.strokeStyle = style.casing.color;
        ctx.lineWidth = style.casing.width * ratio;
        ctx.stroke();
      }
      for (const { feature, style } of styled) {
        path(feature);
        if (style.fill) {
          ctx.fillStyle = style.fill;
          ctx.fill('evenodd');
        }
        if (style.stroke) {
          ctx.setLineDash((style.dash ?? []).map((d) => d * ratio));
          ctx.strokeStyle = style.stroke;
          ctx.lineWidth = (style.width ?? 1) * ratio;
          ctx.stroke();
        }
      }
    }
    ctx.setLineDash([]);
    this.drawLabels(ctx, data, zoom, px, scale, offsetX, offsetY, ratio);
  }

  /**
   * Names of places whose point lies in this tile, kept inside it (a name is never split between two
   * tiles drawn apart), larger places first, none over another.
   */
  private drawLabels(ctx: CanvasRenderingContext2D, data: VectorTile, zoom: number, px: number, scale: number, offsetX: number, offsetY: number, ratio: number): void {
    const labels: Array<{ text: string; x: number; y: number; size: number; weight: number; color: string; halo: string; priority: number }> = [];
    for (const name of LABEL_LAYERS) {
      const layer = data.layers[name];
      if (!layer) continue;
      const k = (px * scale) / layer.extent;
      for (let i = 0; i < layer.length; i += 1) {
        const feature = layer.feature(i);
        if (feature.type !== 1) continue;
        const props = feature.properties as Props;
        const style = labelStyle(name, props, zoom);
        const text = style ? labelText(props, this.options.locale) : null;
        if (!style || !text) continue;
        const point = feature.loadGeometry()[0]?.[0];
        if (!point) continue;
        const x = point.x * k - offsetX * px;
        const y = point.y * k - offsetY * px;
        if (x < 0 || y < 0 || x >= px || y >= px) continue;
        labels.push({ text, x, y, ...style });
      }
    }
    labels.sort((a, b) => b.priority - a.priority);
    const taken: Array<{ l: number; t: number; r: number; b: number }> = [];
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.direction = this.options.locale === 'ur' ? 'rtl' : 'ltr';
    for (const label of labels) {
      ctx.font = `${label.weight} ${label.size * ratio}px ${this.options.font}`;
      const w = ctx.measureText(label.text).width + 4 * ratio;
      const h = label.size * ratio * 1.6;
      const x = Math.min(px - w / 2, Math.max(w / 2, label.x));
      // Written just above its point, which an area's listing marks with a dot of its own.
      const y = Math.min(px - h / 2, Math.max(h / 2, label.y - label.size * ratio * 1.3));
      const box = { l: x - w / 2, t: y - h / 2, r: x + w / 2, b: y + h / 2 };
      if (taken.some((o) => o.l < box.r && box.l < o.r && o.t < box.b && box.t < o.b)) continue;
      taken.push(box);
      ctx.lineWidth = 3 * ratio;
      ctx.strokeStyle = label.halo;
      ctx.strokeText(label.text, x, y);
      ctx.fillStyle = label.color;
      ctx.fillText(label.text, x, y);
    }
  }
}
