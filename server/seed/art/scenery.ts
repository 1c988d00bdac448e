/** Outdoor pieces shared by the exterior pictures: sky, clouds, hills, trees, street and cars. */
import type { Rng } from '../random.ts';
import { SvgDoc, circle, ellipse, group, line, n, path, poly, rect, shade } from './svg.ts';

export interface SkyPalette {
  top: string;
  bottom: string;
  /** Sun or a soft glow; null for an overcast look. */
  sun: string | null;
  cloud: string;
  /** Lit windows at dusk. */
  dusk: boolean;
}

export const SKIES: readonly SkyPalette[] = [
  { top: '#6fb8ec', bottom: '#dff1fb', sun: '#fff3c4', cloud: '#ffffff', dusk: false },
  { top: '#89c6ef', bottom: '#f3f8fb', sun: '#fff8dc', cloud: '#ffffff', dusk: false },
  { top: '#5aa9e0', bottom: '#cfe9f7', sun: null, cloud: '#ffffff', dusk: false },
  { top: '#9fd0f0', bottom: '#fde9cf', sun: '#ffe2a8', cloud: '#fff7ee', dusk: false },
  { top: '#7ab3dc', bottom: '#f9d9b8', sun: '#ffd089', cloud: '#fde8d6', dusk: true },
];

export function sky(doc: SvgDoc, rng: Rng, horizon: number, palette: SkyPalette = rng.pick(SKIES)): SkyPalette {
  doc.add(rect(0, 0, doc.width, horizon + 40, doc.linear([[0, palette.top], [1, palette.bottom]])));
  if (palette.sun) {
    const sx = rng.float(0.1, 0.9) * doc.width;
    const sy = rng.float(0.08, 0.3) * horizon;
    const glow = doc.radial([[0, palette.sun, 0.9], [0.35, palette.sun, 0.35], [1, palette.sun, 0]]);
    doc.add(circle(sx, sy, doc.width * 0.16, glow), circle(sx, sy, doc.width * 0.045, palette.sun));
  }
  const clouds = rng.int(2, 4);
  for (let i = 0; i < clouds; i++) {
    doc.add(cloud(rng.float(0.05, 0.95) * doc.width, rng.float(0.1, 0.45) * horizon, rng.float(0.6, 1.3) * (doc.width / 1200), palette.cloud, rng));
  }
  return palette;
}

export function cloud(cx: number, cy: number, scale: number, colour: string, rng: Rng): string {
  const parts: string[] = [];
  const puffs = rng.int(3, 5);
  const width = 160 * scale;
  for (let i = 0; i < puffs; i++) {
    const t = puffs === 1 ? 0.5 : i / (puffs - 1);
    const x = cx - width / 2 + t * width;
    const r = (28 + Math.sin(t * Math.PI) * 26 + rng.float(-6, 6)) * scale;
    parts.push(circle(x, cy - r * 0.45, r, colour));
  }
  parts.push(rect(cx - width / 2 - 24 * scale, cy - 8 * scale, width + 48 * scale, 30 * scale, colour, { rx: 15 * scale }));
  return group(parts.join(''), { opacity: 0.92 });
}

/** Rolling hills along a baseline; returns the filled silhouette down to `bottom`. */
export function hills(rng: Rng, width: number, base: number, amplitude: number, bottom: number, colour: string): string {
  const steps = 6;
  let d = `M0 ${n(bottom)} L0 ${n(base - rng.float(0, amplitude))}`;
  for (let i = 1; i <= steps; i++) {
    const x = (i / steps) * width;
    const cx = x - width / steps / 2;
    d += ` Q${n(cx)} ${n(base - amplitude - rng.float(0, amplitude))} ${n(x)} ${n(base - rng.float(0, amplitude * 0.6))}`;
  }
  d += ` L${n(width)} ${n(bottom)} Z`;
  return path(d, colour);
}

/** Jagged mountains with snow caps when asked. */
export function mountains(rng: Rng, width: number, base: number, height: number, colour: string, snow?: string): string {
  const peaks = rng.int(3, 5);
  const parts: string[] = [];
  const pts: number[] = [0, base];
  const caps: string[] = [];
  for (let i = 0; i < peaks; i++) {
    const x = ((i + 0.5) / peaks) * width + rng.float(-40, 40);
    const h = height * rng.float(0.6, 1);
    const valley = ((i + 1) / peaks) * width;
    pts.push(x, base - h, valley, base - h * rng.float(0.2, 0.45));
    if (snow) {
      const capH = h * 0.22;
      const slope = (width / peaks) * 0.5 / h;
      caps.push(poly([x, base - h, x - capH * slope, base - h + capH, x - capH * slope * 0.3, base - h + capH * 0.8, x + capH * slope * 0.2, base - h + capH * 1.05, x + capH * slope, base - h + capH], snow));
    }
  }
  pts.push(width, base);
  parts.push(poly(pts, colour), ...caps);
  return parts.join('');
}

export type TreeKind = 'round' | 'tall' | 'palm' | 'pine' | 'bush';

export interface TreeColours {
  leaf: string;
  leafDark: string;
  trunk: string;
}

export const TREE_GREENS: readonly TreeColours[] = [
  { leaf: '#5aa45a', leafDark: '#3f8645', trunk: '#7a5536' },
  { leaf: '#6fb35b', leafDark: '#4b9146', trunk: '#6e4b30' },
  { leaf: '#4f9b63', leafDark: '#367a4c', trunk: '#765035' },
  { leaf: '#7dbb63', leafDark: '#579c4b', trunk: '#805a39' },
];

export function tree(rng: Rng, x: number, ground: number, size: number, kind: TreeKind, c: TreeColours = rng.pick(TREE_GREENS)): string {
  const parts: string[] = [];
  switch (kind) {
    case 'round': {
      const trunkH = size * 0.55;
      parts.push(rect(x - size * 0.06, ground - trunkH, size * 0.12, trunkH, c.trunk, { rx: size * 0.03 }));
      const cy = ground - trunkH - size * 0.35;
      parts.push(circle(x - size * 0.32, cy + size * 0.12, size * 0.36, c.leafDark));
      parts.push(circle(x + size * 0.3, cy + size * 0.1, size * 0.38, c.leafDark));
      parts.push(circle(x, cy - size * 0.12, size * 0.48, c.leaf));
      parts.push(circle(x - size * 0.22, cy + size * 0.05, size * 0.3, c.leaf));
      parts.push(circle(x + size * 0.12, cy - size * 0.28, size * 0.16, shade(c.leaf, 0.18), { opacity: 0.8 }));
      break;
    }
    case 'tall': {
      const trunkH = size * 0.4;
      parts.push(rect(x - size * 0.05, ground - trunkH, size * 0.1, trunkH, c.trunk));
      parts.push(ellipse(x, ground - trunkH - size * 0.55, size * 0.28, size * 0.7, c.leafDark));
      parts.push(ellipse(x - size * 0.06, ground - trunkH - size * 0.62, size * 0.2, size * 0.58, c.leaf));
      break;
    }
    case 'palm': {
      const h = size * 1.5;
      const lean = rng.float(-0.15, 0.15) * size;
      parts.push(path(`M${n(x - size * 0.05)} ${n(ground)} Q${n(x + lean * 0.3)} ${n(ground - h * 0.5)} ${n(x + lean - size * 0.03)} ${n(ground - h)} L${n(x + lean + size * 0.03)} ${n(ground - h)} Q${n(x + lean * 0.3 + size * 0.08)} ${n(ground - h * 0.5)} ${n(x + size * 0.05)} ${n(ground)} Z`, c.trunk));
      const tx = x + lean;
      const ty = ground - h;
      for (let i = 0; i < 7; i++) {
        const a = (-Math.PI * 0.95) + (i / 6) * Math.PI * 0.9 + rng.float(-0.1, 0.1);
        const len = size * rng.float(0.6, 0.8);
        const ex = tx + Math.cos(a) * len;
        const ey = ty + Math.sin(a) * len * 0.55 + len * 0.35;
        const mx = tx + Math.cos(a) * len * 0.5;
        const my = ty + Math.sin(a) * len * 0.5 - size * 0.08;
        parts.push(path(`M${n(tx)} ${n(ty)} Q${n(mx)} ${n(my - size * 0.08)} ${n(ex)} ${n(ey)} Q${n(mx)} ${n(my + size * 0.04)} ${n(tx)} ${n(ty)} Z`, i % 2 ? c.leafDark : c.leaf));
      }
      break;
    }
    case 'pine': {
      const trunkH = size * 0.2;
      parts.push(rect(x - size * 0.05, ground - trunkH, size * 0.1, trunkH, c.trunk));
      for (let i = 0; i < 3; i++) {
        const w = size * (0.55 - i * 0.13);
        const top = ground - trunkH - size * (0.55 + i * 0.4);
        const bottom = ground - trunkH - i * size * 0.38;
        parts.push(poly([x, top, x - w, bottom, x + w, bottom], i % 2 ? c.leaf : c.leafDark));
      }
      break;
    }
    case 'bush': {
      parts.push(ellipse(x, ground - size * 0.22, size * 0.5, size * 0.28, c.leafDark));
      parts.push(circle(x - size * 0.2, ground - size * 0.3, size * 0.22, c.leaf));
      parts.push(circle(x + size * 0.15, ground - size * 0.34, size * 0.24, c.leaf));
      break;
    }
  }
  return parts.join('');
}

/** Verge, footpath and road from `ground` to the bottom of the picture. */
export function street(doc: SvgDoc, rng: Rng, ground: number): void {
  const w = doc.width;
  const verge = ground + 18;
  const kerb = verge + 34;
  doc.add(
    rect(0, ground, w, 18, '#8cc06a'),
    rect(0, verge, w, kerb - verge, '#d8d2c6'),
    rect(0, kerb, w, 8, '#b9b1a3'),
    rect(0, kerb + 8, w, doc.height - kerb - 8, '#6b6f75'),
  );
  for (let x = -60 + rng.float(0, 60); x < w; x += 130) {
    doc.add(rect(x, kerb + (doc.height - kerb) * 0.55, 70, 8, '#e9e6df', { rx: 3 }));
  }
  for (let x = rng.float(0, 80); x < w; x += 80) doc.add(line(x, verge, x, kerb, '#c6bfb2', 2));
}

export const CAR_COLOURS: readonly string[] = ['#d64545', '#f4f4f2', '#2f3542', '#a4acb8', '#3867d6', '#e0a03a', '#2d7a5f', '#8b5e3c'];

/** A side-view car facing right, wheels resting on `ground`. */
export function car(x: number, ground: number, scale: number, colour: string): string {
  const s = scale;
  const body = shade(colour, -0.12);
  const glass = '#bcd9ec';
  return [
    ellipse(x + 110 * s, ground - 2 * s, 118 * s, 8 * s, '#000000', { opacity: 0.18 }),
    path(`M${n(x)} ${n(ground - 26 * s)} Q${n(x)} ${n(ground - 52 * s)} ${n(x + 30 * s)} ${n(ground - 56 * s)} L${n(x + 58 * s)} ${n(ground - 60 * s)} L${n(x + 84 * s)} ${n(ground - 92 * s)} Q${n(x + 92 * s)} ${n(ground - 100 * s)} ${n(x + 104 * s)} ${n(ground - 100 * s)} L${n(x + 158 * s)} ${n(ground - 100 * s)} Q${n(x + 170 * s)} ${n(ground - 100 * s)} ${n(x + 180 * s)} ${n(ground - 88 * s)} L${n(x + 200 * s)} ${n(ground - 60 * s)} L${n(x + 214 * s)} ${n(ground - 56 * s)} Q${n(x + 228 * s)} ${n(ground - 52 * s)} ${n(x + 228 * s)} ${n(ground - 30 * s)} L${n(x + 228 * s)} ${n(ground - 16 * s)} L${n(x)} ${n(ground - 16 * s)} Z`, colour),
    rect(x, ground - 30 * s, 228 * s, 14 * s, body, { rx: 5 * s }),
    path(`M${n(x + 66 * s)} ${n(ground - 62 * s)} L${n(x + 88 * s)} ${n(ground - 90 * s)} L${n(x + 128 * s)} ${n(ground - 90 * s)} L${n(x + 128 * s)} ${n(ground - 62 * s)} Z`, glass),
    path(`M${n(x + 136 * s)} ${n(ground - 62 * s)} L${n(x + 136 * s)} ${n(ground - 90 * s)} L${n(x + 166 * s)} ${n(ground - 90 * s)} Q${n(x + 172 * s)} ${n(ground - 90 * s)} ${n(x + 176 * s)} ${n(ground - 84 * s)} L${n(x + 190 * s)} ${n(ground - 62 * s)} Z`, glass),
    rect(x + 214 * s, ground - 50 * s, 12 * s, 7 * s, '#fff3b0', { rx: 2 * s }),
    rect(x + 2 * s, ground - 48 * s, 8 * s, 8 * s, '#e0473c', { rx: 2 * s }),
    circle(x + 52 * s, ground - 16 * s, 18 * s, '#25282c'),
    circle(x + 52 * s, ground - 16 * s, 8 * s, '#b8bec6'),
    circle(x + 178 * s, ground - 16 * s, 18 * s, '#25282c'),
    circle(x + 178 * s, ground - 16 * s, 8 * s, '#b8bec6'),
  ].join('');
}

/** A potted plant standing on `floor`; used indoors and on balconies. */
export function pottedPlant(x: number, floor: number, size: number, pot: string, leaf: string): string {
  const potH = size * 0.38;
  const parts = [
    path(`M${n(x - size * 0.2)} ${n(floor - potH)} L${n(x + size * 0.2)} ${n(floor - potH)} L${n(x + size * 0.15)} ${n(floor)} L${n(x - size * 0.15)} ${n(floor)} Z`, pot),
  ];
  const leaves = 7;
  for (let i = 0; i < leaves; i++) {
    const a = -Math.PI / 2 + (i - (leaves - 1) / 2) * 0.32;
    const len = size * (0.55 + (i % 2) * 0.15);
    const ex = x + Math.cos(a) * len;
    const ey = floor - potH + Math.sin(a) * len;
    const w = size * 0.1;
    parts.push(path(`M${n(x)} ${n(floor - potH)} Q${n(ex - w * Math.sin(a) * 3)} ${n(ey + w)} ${n(ex)} ${n(ey)} Q${n(ex + w * Math.sin(a) * 3)} ${n(ey + w * 2)} ${n(x)} ${n(floor - potH)} Z`, i % 2 ? leaf : shade(leaf, -0.18)));
  }
  return parts.join('');
}
