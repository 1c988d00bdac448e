/**
 * Street views of Pakistani houses: flat-roofed boxy volumes, boundary wall with a steel or wooden
 * gate and lamp pillars, a stair room and water tank on the roof, trees, creepers and the street.
 */
import type { Rng } from '../random.ts';
import { SvgDoc, circle, line, n, path, poly, rect, shade, mix } from './svg.ts';
import { TREE_GREENS, car, CAR_COLOURS, hills, sky, street, tree, type SkyPalette } from './scenery.ts';

export interface FacadePalette {
  wall: string;
  accent: string;
  trim: string;
  wood: string;
}

export const FACADES: readonly FacadePalette[] = [
  { wall: '#f3efe6', accent: '#5b6470', trim: '#2f3540', wood: '#a86b3c' },
  { wall: '#eadcc2', accent: '#8a5a3b', trim: '#4a3426', wood: '#b07845' },
  { wall: '#d9dde2', accent: '#3f4853', trim: '#262b31', wood: '#c08552' },
  { wall: '#f2e4bf', accent: '#b9653f', trim: '#5a3a2a', wood: '#9d6336' },
  { wall: '#e2ebe3', accent: '#0f7b4f', trim: '#23412f', wood: '#a0703f' },
  { wall: '#f7f3ee', accent: '#c9a27a', trim: '#3b3b3b', wood: '#8c5a32' },
  { wall: '#ecd9d0', accent: '#8e4f45', trim: '#3e2723', wood: '#a66a3f' },
  { wall: '#fbf7f0', accent: '#f2a33a', trim: '#34393f', wood: '#9a6a3f' },
];

export type WindowStyle = 'grid' | 'tall' | 'strip' | 'arched';

export function windowShape(x: number, y: number, w: number, h: number, style: WindowStyle, trim: string, glass: string, sill?: string): string {
  const f = 7;
  const parts: string[] = [];
  if (style === 'arched') {
    const r = w / 2;
    const d = `M${n(x)} ${n(y + h)} L${n(x)} ${n(y + r)} A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)} L${n(x + w)} ${n(y + h)} Z`;
    const di = `M${n(x + f)} ${n(y + h - f)} L${n(x + f)} ${n(y + r)} A${n(r - f)} ${n(r - f)} 0 0 1 ${n(x + w - f)} ${n(y + r)} L${n(x + w - f)} ${n(y + h - f)} Z`;
    parts.push(path(d, trim), path(di, glass));
    parts.push(line(x + w / 2, y + f, x + w / 2, y + h - f, trim, 4), line(x + f, y + r + (h - r) * 0.35, x + w - f, y + r + (h - r) * 0.35, trim, 4));
  } else {
    parts.push(rect(x, y, w, h, trim, { rx: 2 }), rect(x + f, y + f, w - 2 * f, h - 2 * f, glass));
    // A soft diagonal reflection sells "glass" in flat style without any blur.
    parts.push(poly([x + f + w * 0.15, y + f, x + f + w * 0.35, y + f, x + f + w * 0.05, y + h - f, x + f, y + h - f, x + f, y + h * 0.6], '#ffffff', { opacity: 0.22 }));
    if (style === 'grid') {
      parts.push(line(x + w / 2, y + f, x + w / 2, y + h - f, trim, 4), line(x + f, y + h / 2, x + w - f, y + h / 2, trim, 4));
    } else if (style === 'tall') {
      parts.push(line(x + w / 3, y + f, x + w / 3, y + h - f, trim, 4), line(x + (2 * w) / 3, y + f, x + (2 * w) / 3, y + h - f, trim, 4));
    } else {
      const panes = Math.max(2, Math.round(w / 90));
      for (let i = 1; i < panes; i++) parts.push(line(x + (w * i) / panes, y + f, x + (w * i) / panes, y + h - f, trim, 4));
    }
  }
  if (sill) parts.push(rect(x - 8, y + h, w + 16, 9, sill, { rx: 2 }));
  return parts.join('');
}

function railing(x: number, y: number, w: number, h: number, trim: string, glassy: boolean): string {
  if (glassy) {
    return rect(x, y, w, h, '#cfe6f2', { opacity: 0.55 }) + rect(x, y - 4, w, 6, trim, { rx: 2 }) + line(x, y, x, y + h, trim, 4) + line(x + w, y, x + w, y + h, trim, 4);
  }
  const parts = [rect(x, y - 4, w, 7, trim, { rx: 2 }), rect(x, y + h - 5, w, 5, trim)];
  for (let bx = x + 10; bx < x + w - 4; bx += 16) parts.push(line(bx, y, bx, y + h - 3, trim, 3));
  return parts.join('');
}

function woodSlats(x: number, y: number, w: number, h: number, wood: string): string {
  const parts = [rect(x, y, w, h, wood)];
  for (let sx = x + 9; sx < x + w; sx += 12) parts.push(line(sx, y + 2, sx, y + h - 2, shade(wood, -0.2), 3, 0.7));
  return parts.join('');
}

function stoneCladding(rng: Rng, x: number, y: number, w: number, h: number, base: string): string {
  const parts = [rect(x, y, w, h, base)];
  const rowH = 22;
  for (let row = 0, ry = y; ry < y + h; row++, ry += rowH) {
    let bx = x - (row % 2) * 25;
    while (bx < x + w) {
      const bw = rng.float(38, 70);
      const cx = Math.max(bx, x);
      const cw = Math.min(bx + bw, x + w) - cx;
      if (cw > 4) parts.push(rect(cx + 1.5, ry + 1.5, cw - 3, Math.min(rowH, y + h - ry) - 3, shade(base, rng.float(-0.12, 0.12)), { rx: 2 }));
      bx += bw;
    }
  }
  return parts.join('');
}

function gate(rng: Rng, x: number, top: number, w: number, ground: number, pal: FacadePalette): string {
  const h = ground - top;
  const parts: string[] = [];
  const style = rng.int(0, 2);
  if (style === 0) {
    // Black steel with vertical bars over a solid lower half, the most common city gate.
    parts.push(rect(x, top, w, h, pal.trim, { rx: 3 }));
    parts.push(rect(x + 8, top + 8, w - 16, h * 0.45, mix(pal.trim, '#ffffff', 0.12)));
    for (let bx = x + 18; bx < x + w - 10; bx += 18) parts.push(line(bx, top + 10, bx, top + h * 0.45, pal.trim, 5));
    parts.push(line(x + w / 2, top, x + w / 2, ground, shade(pal.trim, 0.25), 3));
  } else if (style === 1) {
    parts.push(rect(x, top, w, h, pal.wood, { rx: 3 }));
    for (let by = top + 10; by < ground - 6; by += 14) parts.push(line(x + 6, by, x + w - 6, by, shade(pal.wood, -0.2), 3, 0.8));
    parts.push(rect(x, top, w, 10, pal.trim), line(x + w / 2, top, x + w / 2, ground, pal.trim, 4));
  } else {
    parts.push(rect(x, top, w, h, pal.accent, { rx: 3 }));
    const panels = 4;
    for (let i = 0; i < panels; i++) {
      const px = x + 10 + (i * (w - 20)) / panels;
      parts.push(rect(px + 4, top + 12, (w - 20) / panels - 8, h - 24, shade(pal.accent, -0.12), { rx: 3 }));
    }
  }
  parts.push(circle(x + w / 2 - 14, top + h * 0.55, 4, '#d9b45a'), circle(x + w / 2 + 14, top + h * 0.55, 4, '#d9b45a'));
  return parts.join('');
}

function pillar(x: number, top: number, ground: number, colour: string, cap: string, lamp: boolean): string {
  const w = 34;
  const parts = [rect(x - w / 2, top, w, ground - top, colour), rect(x - w / 2 - 5, top - 8, w + 10, 12, cap, { rx: 2 })];
  if (lamp) {
    parts.push(rect(x - 10, top - 40, 20, 30, '#2b2f33', { rx: 3 }), rect(x - 6, top - 35, 12, 20, '#ffe9a8'), rect(x - 13, top - 44, 26, 6, '#2b2f33', { rx: 2 }));
  }
  return parts.join('');
}

function neighbour(rng: Rng, x: number, w: number, ground: number, tint: string): string {
  const h = rng.float(230, 400);
  const wall = mix(rng.pick(FACADES).wall, tint, 0.35);
  const parts = [rect(x, ground - h, w, h, wall), rect(x - 6, ground - h - 18, w + 12, 18, shade(wall, -0.08))];
  const glass = mix('#9fc4da', tint, 0.35);
  for (let wy = ground - h + 45; wy < ground - 150; wy += 150) {
    for (let wx = x + 30; wx + 90 < x + w; wx += 150) parts.push(rect(wx, wy, 90, 80, glass, { rx: 2 }));
  }
  return parts.join('');
}

/** A two-coloured creeper (bougainvillea) spilling over a wall top. */
function creeper(rng: Rng, x: number, y: number, w: number): string {
  const parts: string[] = [];
  const pinks = ['#d6457f', '#e86aa0', '#c2366c'];
  for (let i = 0; i < w / 9; i++) {
    const cx = x + rng.float(0, w);
    const cy = y + rng.float(-14, 38) * (1 - Math.abs(cx - x - w / 2) / w);
    parts.push(circle(cx, cy, rng.float(7, 15), rng.chance(0.35) ? '#4f9b4a' : rng.pick(pinks)));
  }
  return parts.join('');
}

export function houseSvg(rng: Rng, opts: { farm?: boolean } = {}): string {
  const W = 1200;
  const H = 900;
  const doc = new SvgDoc(W, H);
  const ground = 720;
  const skyPal: SkyPalette = sky(doc, rng, ground);
  const tint = skyPal.bottom;
  doc.add(hills(rng, W, ground - 150, 40, ground, mix('#8fb98a', tint, 0.45)));
  const greens = rng.pick(TREE_GREENS);

  const pal = rng.pick(FACADES);
  const storeys = opts.farm ? rng.weighted([[1, 0.6], [2, 0.4]] as const) : rng.weighted([[1, 0.12], [2, 0.58], [3, 0.3]] as const);
  const gfH = 182;
  const ufH = 168;
  const parapet = 28;
  const totalH = gfH + (storeys - 1) * ufH + parapet;
  const hw = storeys === 1 ? rng.float(760, 880) : rng.float(640, 800);
  const x0 = W / 2 - hw / 2 + rng.float(-50, 50);
  const x1 = x0 + hw;

  // Neighbours and garden trees behind the house give depth and a street context.
  if (!opts.farm) {
    if (x0 > 120) doc.add(neighbour(rng, -40, x0 - 70, ground, tint));
    if (x1 < W - 120) doc.add(neighbour(rng, x1 + 30, W - x1, ground, tint));
  } else {
    for (let i = 0; i < 6; i++) doc.add(tree(rng, rng.float(0, W), ground - 120, rng.float(90, 150), 'round', { ...greens, leaf: mix(greens.leaf, tint, 0.3), leafDark: mix(greens.leafDark, tint, 0.3) }));
  }
  const backTreeX = rng.chance(0.5) ? x0 + rng.float(-30, 60) : x1 - rng.float(-30, 60);
  doc.add(tree(rng, backTreeX, ground - 80, rng.float(150, 210), rng.chance(0.2) ? 'palm' : 'round', greens));

  const mainLeft = rng.chance(0.5);
  const f = rng.float(0.52, 0.64);
  const mainW = hw * f;
  const sideW = hw - mainW;
  const mainX = mainLeft ? x0 : x0 + sideW;
  const sideX = mainLeft ? x0 + mainW : x0;
  const sideDrop = storeys > 1 && rng.chance(0.5) ? ufH : 0;
  const mainTop = ground - totalH;
  const sideTop = mainTop + sideDrop;
  const sideWall = rng.chance(0.5) ? shade(pal.wall, -0.07) : mix(pal.wall, pal.accent, 0.25);
  const spanish = rng.chance(0.22);

  // Roof extras first, so the parapet overlaps their feet.
  if (rng.chance(0.6) && !spanish) {
    const mw = 150;
    const mx = mainX + rng.float(20, Math.max(21, mainW - mw - 20));
    doc.add(rect(mx, mainTop - 84, mw, 90, shade(pal.wall, -0.04)), rect(mx - 8, mainTop - 94, mw + 16, 14, pal.accent), rect(mx + 30, mainTop - 66, 44, 66, pal.trim, { rx: 2 }));
    if (rng.chance(0.7)) {
      const tx = mx + mw + 30 < mainX + mainW - 60 ? mx + mw + 30 : mx - 90;
      doc.add(rect(tx + 4, mainTop - 22, 60, 22, '#8b8f94'), rect(tx, mainTop - 74, 68, 56, '#2f3337', { rx: 10 }), rect(tx, mainTop - 62, 68, 5, '#43484e'));
    }
  }

  const volumes: Array<{ x: number; w: number; top: number; fill: string; main: boolean }> = [
    { x: mainX, w: mainW, top: mainTop, fill: pal.wall, main: true },
    { x: sideX, w: sideW, top: sideTop, fill: sideWall, main: false },
  ];
  for (const v of volumes) {
    doc.add(rect(v.x, v.top, v.w, ground - v.top, v.fill));
    if (spanish) {
      const tile = '#b4553a';
      doc.add(poly([v.x - 22, v.top + 6, v.x + 40, v.top - 46, v.x + v.w - 40, v.top - 46, v.x + v.w + 22, v.top + 6], tile));
      for (let tx = v.x + 44; tx < v.x + v.w - 40; tx += 22) doc.add(line(tx, v.top - 44, tx - ((tx - (v.x + v.w / 2)) / v.w) * 40, v.top + 4, shade(tile, -0.2), 3, 0.7));
    } else {
      doc.add(rect(v.x - 10, v.top, v.w + 20, parapet, shade(v.fill, -0.05)), rect(v.x - 10, v.top + parapet - 6, v.w + 20, 6, shade(v.fill, -0.18)));
    }
    // Floor bands between storeys.
    for (let fy = ground - gfH; fy > v.top + parapet + 10; fy -= ufH) doc.add(rect(v.x - 6, fy - 10, v.w + 12, 12, shade(v.fill, -0.1)));
  }

  const glass = skyPal.dusk
    ? doc.linear([[0, '#ffe7a6'], [1, '#f4b860']])
    : doc.linear([[0, '#d8eef9'], [0.55, '#8cbfe0'], [1, '#5f97c2']]);

  // Main volume: a feature frame or wood cladding around the upper windows.
  const feature = rng.int(0, 2);
  for (let s = 0; s < storeys; s++) {
    const floorBottom = ground - gfH - (s - 1) * ufH;
    const isGround = s === 0;
    const fTop = isGround ? ground - gfH : floorBottom - ufH;
    const fBottom = isGround ? ground : floorBottom - 10;
    // Main volume windows.
    const winH = isGround ? 120 : 112;
    const winY = isGround ? fTop + 18 : fTop + 26;
    if (!isGround && feature === 0) {
      doc.add(rect(mainX + 24, fTop + 8, mainW - 48, fBottom - fTop - 4, pal.accent), rect(mainX + 40, fTop + 22, mainW - 80, fBottom - fTop - 24, shade(pal.wall, -0.02)));
    }
    if (!isGround && feature === 1) doc.add(woodSlats(mainLeft ? mainX + mainW - 80 : mainX + 20, fTop + 6, 60, fBottom - fTop, pal.wood));
    const usable = mainW - (feature === 1 && !isGround ? 110 : 60);
    const startX = mainX + (feature === 1 && !isGround && !mainLeft ? 100 : 30);
    const style: WindowStyle = spanish ? 'arched' : rng.pick(['grid', 'tall', 'strip'] as const);
    if (style === 'strip' || usable < 260) {
      doc.add(windowShape(startX + 20, winY, usable - 40, winH * 0.8, style === 'arched' ? 'arched' : 'strip', pal.trim, glass, pal.accent));
    } else {
      const ww = Math.min(150, usable / 2 - 40);
      doc.add(windowShape(startX + usable / 4 - ww / 2, winY, ww, winH, style, pal.trim, glass, pal.accent));
      doc.add(windowShape(startX + (3 * usable) / 4 - ww / 2, winY, ww, winH, style, pal.trim, glass, pal.accent));
    }
    // Side volume: porch on the ground floor, a balcony or a window above.
    if (isGround) {
      const pw = sideW - 30;
      doc.add(rect(sideX + 15, fTop + 22, pw, gfH - 22, shade(sideWall, -0.45)), rect(sideX + 5, fTop + 8, sideW - 10, 18, shade(sideWall, -0.12)));
      doc.add(rect(sideX + 15, fTop + 26, pw, 10, '#000000', { opacity: 0.18 }));
    } else if (fTop >= sideTop + parapet - 20) {
      if (rng.chance(0.55)) {
        doc.add(windowShape(sideX + 40, winY - 6, sideW - 80, winH + 10, spanish ? 'arched' : 'tall', pal.trim, glass));
        doc.add(rect(sideX + 20, fBottom - 30, sideW - 40, 10, shade(sideWall, -0.2)), railing(sideX + 26, fBottom - 78, sideW - 52, 48, pal.trim, rng.chance(0.5)));
      } else {
        const ww = Math.min(130, sideW - 80);
        doc.add(windowShape(sideX + (sideW - ww) / 2, winY, ww, winH * 0.9, spanish ? 'arched' : 'grid', pal.trim, glass, pal.accent));
      }
    }
  }
  if (feature === 2) doc.add(stoneCladding(rng, mainX + 8, ground - gfH + 4, 70, gfH - 4, mix(pal.wall, '#a08a70', 0.55)));

  // Boundary wall, gate and pillars.
  const wallH = opts.farm ? 95 : 118;
  const wallTop = ground - wallH;
  const wallCol = rng.chance(0.5) ? shade(pal.wall, -0.06) : mix(pal.wall, pal.accent, 0.35);
  const gateW = Math.min(300, sideW + 20);
  const gateX = sideX + (sideW - gateW) / 2;
  doc.add(rect(0, wallTop, W, wallH, wallCol), rect(0, wallTop - 10, W, 12, shade(wallCol, -0.15)));
  if (rng.chance(0.5)) for (let bx = 60; bx < W; bx += 140) doc.add(rect(bx, wallTop + 18, 80, wallH - 36, shade(wallCol, -0.05), { rx: 3 }));
  doc.add(rect(gateX - 20, wallTop - 20, gateW + 40, wallH + 20, shade(pal.trim, 0.1)));
  doc.add(gate(rng, gateX, wallTop - 26, gateW, ground, pal));
  const lamp = rng.chance(0.7);
  doc.add(pillar(gateX - 20, wallTop - 48, ground, shade(wallCol, -0.1), pal.accent, lamp), pillar(gateX + gateW + 20, wallTop - 48, ground, shade(wallCol, -0.1), pal.accent, lamp));
  // Small pedestrian door beside the gate.
  const doorX = mainLeft ? gateX - 130 : gateX + gateW + 50;
  doc.add(rect(doorX, wallTop - 6, 80, wallH + 6, pal.trim, { rx: 2 }), rect(doorX + 8, wallTop + 4, 64, 40, mix(pal.trim, '#ffffff', 0.15)));
  if (rng.chance(0.5)) doc.add(creeper(rng, mainLeft ? 40 : W - 340, wallTop, 300));
  // House number plate.
  doc.add(rect(mainLeft ? gateX + gateW + 40 : gateX - 90, wallTop + 30, 44, 30, '#ffffff', { rx: 3, stroke: pal.trim, strokeWidth: 3 }));

  street(doc, rng, ground);
  // Street trees in front; shade circles first so trunks stand on them.
  const front = rng.int(1, 2);
  for (let i = 0; i < front; i++) {
    const tx = i === 0 ? rng.float(40, 180) : rng.float(W - 180, W - 40);
    doc.add(tree(rng, tx, ground + 16, rng.float(170, 230), rng.chance(0.25) ? 'palm' : 'round', greens));
  }
  doc.add(tree(rng, rng.float(300, 900), ground + 14, 60, 'bush', greens));
  if (rng.chance(0.45)) doc.add(car(rng.float(80, 700), H - 36, 1.25, rng.pick(CAR_COLOURS)));
  return doc.toString();
}
