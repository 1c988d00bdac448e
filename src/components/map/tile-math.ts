/**
 * The map's arithmetic, free of Leaflet and the DOM so it is unit-tested: Web Mercator tile numbers,
 * which archive tile draws a tile past the archive's deepest zoom, TileJSON checking and the
 * attribution's text.
 */

export interface TilePoint {
  x: number;
  y: number;
  z: number;
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** One piece of the attribution line: text, a link where the archive gave one. */
export interface AttributionPart {
  text: string;
  href?: string;
}

export interface TileSource {
  /** Same-origin template with {z}, {x} and {y}. */
  template: string;
  minZoom: number;
  maxZoom: number;
  /** Where the archive has tiles; none asked for outside. */
  bounds?: Bounds;
  attribution: AttributionPart[];
}

/** What the map uses when the TileJSON cannot be read (offline before it was ever kept). */
export const DEFAULT_TILE_SOURCE: TileSource = {
  template: '/tiles/{z}/{x}/{y}',
  minZoom: 0,
  maxZoom: 14,
  attribution: [],
};

const MAX_LAT = 85.0511287798;

/** A point's position in tile units at zoom z: the integer part is the tile, the rest where in it. */
export function tileCoordinates(lat: number, lng: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  const x = ((lng + 180) / 360) * n;
  const y = ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n;
  return { x, y };
}

/**
 * The archive tile that draws a map tile: itself up to the archive's deepest zoom, past it the
 * ancestor at that zoom, drawn `scale` times larger and shifted by `offsetX`/`offsetY` tiles of the
 * map (so the map keeps zooming, sharp, where the archive stops).
 */
export function sourceTile(tile: TilePoint, maxZoom: number): { source: TilePoint; scale: number; offsetX: number; offsetY: number } {
  const dz = Math.max(0, tile.z - maxZoom);
  const scale = 2 ** dz;
  const source = { z: tile.z - dz, x: Math.floor(tile.x / scale), y: Math.floor(tile.y / scale) };
  return { source, scale, offsetX: tile.x - source.x * scale, offsetY: tile.y - source.y * scale };
}

/** Whether any of a tile lies within the bounds (false asks for nothing the archive lacks). */
export function tileIntersects(tile: TilePoint, bounds: Bounds | undefined): boolean {
  if (!bounds) return true;
  const nw = tileCoordinates(bounds.north, bounds.west, tile.z);
  const se = tileCoordinates(bounds.south, bounds.east, tile.z);
  return tile.x + 1 > nw.x && tile.x < se.x && tile.y + 1 > nw.y && tile.y < se.y;
}

export function tileUrl(template: string, tile: TilePoint): string {
  return template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}

const isZoom = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 22;

/**
 * The TileJSON the server gives, checked: a template on this site only (the page's policy connects
 * nowhere else, and the map must never send a visitor's whereabouts to another host), zooms in range,
 * bounds as four numbers. Anything missing or odd falls back to the default's value.
 */
export function parseTileJson(json: unknown, origin: string): TileSource {
  if (!json || typeof json !== 'object') return DEFAULT_TILE_SOURCE;
  const j = json as Record<string, unknown>;
  let template = DEFAULT_TILE_SOURCE.template;
  const first = Array.isArray(j.tiles) ? j.tiles[0] : undefined;
  if (typeof first === 'string' && first.includes('{z}') && first.includes('{x}') && first.includes('{y}')) {
    try {
      const url = new URL(first.replaceAll('{', '%7B').replaceAll('}', '%7D'), origin);
      if (url.origin === new URL(origin).origin) template = decodeURI(url.pathname + url.search).replaceAll('%7B', '{').replaceAll('%7D', '}');
    } catch {
      // Not a URL: the default stands.
    }
  }
  const minZoom = isZoom(j.minzoom) ? j.minzoom : DEFAULT_TILE_SOURCE.minZoom;
  const maxZoom = isZoom(j.maxzoom) && j.maxzoom >= minZoom ? j.maxzoom : Math.max(minZoom, DEFAULT_TILE_SOURCE.maxZoom);
  let bounds: Bounds | undefined;
  if (Array.isArray(j.bounds) && j.bounds.length === 4 && j.bounds.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    const [west, south, east, north] = j.bounds as [number, number, number, number];
    if (west < east && south < north) bounds = { south, west, north, east };
  }
  return { template, minZoom, maxZoom, ...(bounds ? { bounds } : {}), attribution: parseAttribution(typeof j.attribution === 'string' ? j.attribution : '') };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", copy: '©', nbsp: ' ' };
const decode = (text: string): string =>
  text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[name.toLowerCase()] ?? all;
  });
const tidy = (text: string): string => decode(text.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ');

/**
 * TileJSON's attribution is HTML ('<a href="…">© OpenStreetMap contributors</a>'). The page shows it as
 * text and links, never as markup: only https links survive, every other tag is dropped.
 */
export function parseAttribution(html: string): AttributionPart[] {
  const parts: AttributionPart[] = [];
  const push = (part: AttributionPart) => {
    if (part.text.trim() === '') {
      if (parts.length > 0 && part.text !== '') parts.push({ text: ' ' });
      return;
    }
    parts.push(part);
  };
  const anchor = /<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi;
  let last = 0;
  for (let match = anchor.exec(html); match; match = anchor.exec(html)) {
    push({ text: tidy(html.slice(last, match.index)) });
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(match[1] ?? '');
    const url = decode(href?.[1] ?? href?.[2] ?? '');
    const text = tidy(match[2] ?? '');
    push(/^https:\/\/[^\s"'<>]+$/.test(url) ? { text, href: url } : { text });
    last = match.index + match[0].length;
  }
  push({ text: tidy(html.slice(last)) });
  while (parts.length > 0 && parts[parts.length - 1]?.text === ' ') parts.pop();
  return parts.map((p) => ({ ...p, text: p.text }));
}

/** Even-odd test over all rings (outer and holes alike), in any one coordinate space. */
export function pointInRings(rings: ReadonlyArray<ReadonlyArray<{ x: number; y: number }>>, x: number, y: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i] as { x: number; y: number };
      const b = ring[j] as { x: number; y: number };
      if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    }
  }
  return inside;
}

/** Metres per CSS pixel at a latitude and zoom (256-pixel tiles), for sizing the approximate circle's first view. */
export function metresPerPixel(lat: number, zoom: number): number {
  return (40075016.686 * Math.cos((lat * Math.PI) / 180)) / (256 * 2 ** zoom);
}
