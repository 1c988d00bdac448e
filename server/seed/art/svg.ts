/**
 * A tiny SVG writer for the seed illustrations: shapes as strings, gradients registered once per
 * document, colours mixed in code. librsvg (inside sharp) renders the result; filters are avoided
 * because they cost more render time than the whole rest of a picture.
 */

/** Coordinates with one decimal: enough for 1200 px and keeps the documents small. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function attrs(extra: Record<string, string | number | undefined>): string {
  let out = '';
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? n(v) : v}"`;
  }
  return out;
}

export interface Paint {
  opacity?: number;
  stroke?: string;
  strokeWidth?: number;
  rx?: number;
}

function paint(p: Paint | undefined): Record<string, string | number | undefined> {
  if (!p) return {};
  return { opacity: p.opacity, stroke: p.stroke, 'stroke-width': p.strokeWidth };
}

export function rect(x: number, y: number, w: number, h: number, fill: string, p?: Paint): string {
  return `<rect${attrs({ x, y, width: Math.max(0, w), height: Math.max(0, h), rx: p?.rx, fill, ...paint(p) })}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, p?: Paint): string {
  return `<circle${attrs({ cx, cy, r, fill, ...paint(p) })}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, p?: Paint): string {
  return `<ellipse${attrs({ cx, cy, rx, ry, fill, ...paint(p) })}/>`;
}

export function poly(points: readonly number[], fill: string, p?: Paint): string {
  const pts: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) pts.push(`${n(points[i] ?? 0)},${n(points[i + 1] ?? 0)}`);
  return `<polygon points="${pts.join(' ')}"${attrs({ fill, ...paint(p) })}/>`;
}

export function path(d: string, fill: string, p?: Paint & { linecap?: string; linejoin?: string }): string {
  return `<path d="${d}"${attrs({ fill, ...paint(p), 'stroke-linecap': p?.linecap, 'stroke-linejoin': p?.linejoin })}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, opacity?: number): string {
  return `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, opacity, 'stroke-linecap': 'round' })}/>`;
}

export function group(content: string, opts: { transform?: string; opacity?: number; clip?: string } = {}): string {
  return `<g${attrs({ transform: opts.transform, opacity: opts.opacity, 'clip-path': opts.clip })}>${content}</g>`;
}

/** Accumulates defs and body; ids are unique within one document. */
export class SvgDoc {
  private defs: string[] = [];
  private body: string[] = [];
  private nextId = 0;

  constructor(readonly width: number, readonly height: number) {}

  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }

  /** Vertical by default; returns the `url(#id)` paint. */
  linear(stops: ReadonlyArray<readonly [number, string, number?]>, dir: { x1?: number; y1?: number; x2?: number; y2?: number } = {}): string {
    const id = `g${this.nextId++}`;
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.defs.push(`<linearGradient id="${id}" x1="${dir.x1 ?? 0}" y1="${dir.y1 ?? 0}" x2="${dir.x2 ?? 0}" y2="${dir.y2 ?? 1}">${s}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: ReadonlyArray<readonly [number, string, number?]>, at: { cx?: number; cy?: number; r?: number } = {}): string {
    const id = `g${this.nextId++}`;
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.defs.push(`<radialGradient id="${id}" cx="${at.cx ?? 0.5}" cy="${at.cy ?? 0.5}" r="${at.r ?? 0.5}">${s}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A clip path made of the given shapes; returns `url(#id)` for `group({ clip })`. */
  clip(shapes: string): string {
    const id = `c${this.nextId++}`;
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">`
      + `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

function toRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  const v = Number.parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(r: number, g: number, b: number): string {
  const c = (x: number) => Math.max(0, Math.min(255, Math.round(x))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = toRgb(a);
  const [r2, g2, b2] = toRgb(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** Positive amounts lighten towards white, negative darken towards black. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

export const BRAND_GREEN = '#0f7b4f';
export const BRAND_ACCENT = '#f2a33a';
