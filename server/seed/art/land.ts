/** Open land: a walled residential plot with a sale board, and farmland for agricultural listings. */
import type { Rng } from '../random.ts';
import { BRAND_ACCENT, BRAND_GREEN, SvgDoc, circle, ellipse, group, line, mix, path, poly, rect, shade } from './svg.ts';
import { FACADES } from './house.ts';
import { TREE_GREENS, hills, mountains, sky, street, tree } from './scenery.ts';

const W = 1200;
const H = 900;

function saleBoard(x: number, top: number): string {
  const w = 250;
  const h = 150;
  return [
    rect(x + 30, top + h - 10, 12, 200, '#6b4f36'), rect(x + w - 42, top + h - 10, 12, 200, '#6b4f36'),
    rect(x, top, w, h, '#ffffff', { rx: 8, stroke: '#d7d2c8', strokeWidth: 3 }),
    rect(x, top, w, 44, BRAND_GREEN, { rx: 8 }), rect(x, top + 30, w, 14, BRAND_GREEN),
    rect(x + 24, top + 16, 130, 12, '#ffffff', { rx: 6, opacity: 0.9 }),
    rect(x + 24, top + 66, 150, 12, '#9aa1a8', { rx: 6 }), rect(x + 24, top + 92, 110, 12, '#c3c8cd', { rx: 6 }),
    circle(x + w - 46, top + 100, 26, BRAND_ACCENT),
    path(`M${x + w - 56} ${top + 90} q4 -6 8 0 l-2 6 q4 8 10 10 l6 -2 q6 4 0 8 q-14 4 -24 -10 q-6 -8 2 -12 z`, '#ffffff'),
  ].join('');
}

function pole(x: number, ground: number, h: number): string {
  return rect(x - 5, ground - h, 10, h, '#8d8f92') + rect(x - 34, ground - h + 16, 68, 7, '#6f7276') + circle(x - 28, ground - h + 12, 4, '#d5d7da') + circle(x + 28, ground - h + 12, 4, '#d5d7da');
}

function brickPile(x: number, ground: number): string {
  const parts: string[] = [];
  const brick = '#b65d3c';
  for (let row = 0; row < 4; row++) {
    for (let i = 0; i < 6 - row; i++) parts.push(rect(x + row * 14 + i * 28, ground - (row + 1) * 14, 26, 12, shade(brick, (i + row) % 2 ? -0.08 : 0.05), { rx: 1 }));
  }
  return parts.join('');
}

export function plotSvg(rng: Rng): string {
  const doc = new SvgDoc(W, H);
  const back = 540;
  const front = 760;
  const skyPal = sky(doc, rng, back);
  const tint = skyPal.bottom;
  doc.add(hills(rng, W, back - 120, 40, back, mix('#95bb8f', tint, 0.5)));
  // Built neighbours behind the plot.
  for (let x = -30; x < W; x += rng.float(190, 280)) {
    const hw = rng.float(150, 240);
    const hh = rng.float(120, 230);
    const wall = mix(rng.pick(FACADES).wall, tint, 0.25);
    doc.add(rect(x, back - hh, hw, hh, wall), rect(x - 6, back - hh - 14, hw + 12, 14, shade(wall, -0.1)));
    for (let wy = back - hh + 30; wy < back - 60; wy += 80) doc.add(rect(x + 24, wy, hw * 0.35, 44, mix('#8fbad6', tint, 0.3)), rect(x + hw * 0.55, wy, hw * 0.3, 44, mix('#8fbad6', tint, 0.3)));
  }
  const greens = rng.pick(TREE_GREENS);
  for (let i = 0; i < rng.int(1, 3); i++) doc.add(tree(rng, rng.float(40, W - 40), back, rng.float(110, 160), rng.chance(0.3) ? 'tall' : 'round', greens));
  // Ground of the plot with pebbles and grass tufts.
  const soil = rng.pick(['#d8c29a', '#cfb58a', '#dcc8a4', '#c9ad80']);
  doc.add(rect(0, back, W, front - back + 20, doc.linear([[0, shade(soil, -0.06)], [1, shade(soil, 0.06)]])));
  for (let i = 0; i < 70; i++) {
    const y = rng.float(back + 10, front);
    const x = rng.float(0, W);
    if (rng.chance(0.45)) {
      const g = rng.chance(0.5) ? '#8bb35f' : '#9cc46b';
      doc.add(path(`M${x} ${y} l-6 -14 M${x} ${y} l0 -18 M${x} ${y} l7 -13`, 'none', { stroke: g, strokeWidth: 3, linecap: 'round' }));
    } else {
      doc.add(ellipse(x, y, rng.float(3, 8), rng.float(2, 4), shade(soil, -0.18), { opacity: 0.6 }));
    }
  }
  // Boundary walls: back, receding sides, and a low front wall with an opening, or only corner pillars.
  const walled = rng.chance(0.7);
  const blockWall = rng.pick(['#c9c4bb', '#b9674a', '#d6d0c4']);
  const bl = 240;
  const br = W - 240;
  if (walled) {
    doc.add(rect(bl, back - 44, br - bl, 46, blockWall));
    for (let x = bl; x < br; x += 40) doc.add(line(x, back - 44, x, back + 2, shade(blockWall, -0.15), 2));
    doc.add(line(bl, back - 22, br, back - 22, shade(blockWall, -0.15), 2));
    doc.add(poly([40, front, bl, back + 2, bl, back - 44, 40, front - 80], shade(blockWall, -0.08)));
    doc.add(poly([W - 40, front, br, back + 2, br, back - 44, W - 40, front - 80], shade(blockWall, -0.08)));
    const gapL = rng.float(380, 520);
    const gapR = gapL + 220;
    doc.add(rect(40, front - 70, gapL - 40, 70, blockWall), rect(gapR, front - 70, W - 40 - gapR, 70, blockWall));
    for (const x0 of [40, gapR]) {
      const x1 = x0 === 40 ? gapL : W - 40;
      for (let x = x0; x < x1; x += 44) doc.add(line(x, front - 70, x, front, shade(blockWall, -0.15), 2));
      doc.add(line(x0, front - 35, x1, front - 35, shade(blockWall, -0.15), 2), rect(x0 - 4, front - 78, x1 - x0 + 8, 10, shade(blockWall, -0.2)));
    }
  } else {
    for (const [x, y, h] of [[60, front, 90], [W - 60, front, 90], [bl, back + 2, 46], [br, back + 2, 46]] as const) {
      doc.add(rect(x - 12, y - h, 24, h, '#d6d0c4'), rect(x - 16, y - h - 6, 32, 8, shade('#d6d0c4', -0.2)));
    }
    doc.add(line(60, front - 60, bl, back - 20, '#9aa1a8', 2), line(W - 60, front - 60, br, back - 20, '#9aa1a8', 2));
  }
  if (rng.chance(0.35)) doc.add(brickPile(rng.float(500, 800), front - 40), ellipse(rng.float(700, 900), front - 60, 90, 30, '#e2c98f'));
  doc.add(pole(rng.chance(0.5) ? 160 : W - 160, back + 40, 300));
  doc.add(saleBoard(rng.chance(0.5) ? 110 : W - 360, front - 250));
  street(doc, rng, front + 20);
  if (rng.chance(0.6)) doc.add(tree(rng, rng.chance(0.5) ? 40 : W - 40, front + 36, rng.float(170, 220), 'round', greens));
  return doc.toString();
}

export function fieldSvg(rng: Rng): string {
  const doc = new SvgDoc(W, H);
  const horizon = 430;
  const skyPal = sky(doc, rng, horizon);
  const tint = skyPal.bottom;
  if (rng.chance(0.5)) doc.add(mountains(rng, W, horizon, 180, mix('#8ea6bd', tint, 0.45), mix('#ffffff', tint, 0.2)));
  doc.add(hills(rng, W, horizon - 20, 30, horizon + 4, mix('#7daa6a', tint, 0.4)));
  const greens = rng.pick(TREE_GREENS);
  for (let x = rng.float(0, 60); x < W; x += rng.float(50, 140)) doc.add(tree(rng, x, horizon + 6, rng.float(50, 80), 'round', { ...greens, leaf: mix(greens.leaf, tint, 0.3), leafDark: mix(greens.leafDark, tint, 0.3) }));
  const crops = ['#e3c16f', '#8fc25b', '#f0d44a', '#a7d36b', '#6fae4f', '#d8b25a'];
  const vx = W * rng.float(0.35, 0.65);
  const vy = horizon - 160;
  let y = horizon;
  let h = 24;
  let band = 0;
  while (y < H) {
    const c = rng.pick(crops);
    const y1 = Math.min(H, y + h);
    doc.add(rect(0, y, W, y1 - y + 1, c));
    const rows: string[] = [];
    for (let i = -30; i <= 30; i++) {
      const xTop = vx + i * 40;
      const t0 = (y - vy) / (horizon - vy);
      const t1 = (y1 - vy) / (horizon - vy);
      rows.push(line(vx + (xTop - vx) * t0, y, vx + (xTop - vx) * t1, y1, shade(c, -0.15), 2 + band * 0.4, 0.7));
    }
    doc.add(group(rows.join(''), { clip: doc.clip(rect(0, y, W, y1 - y, '#000')) }));
    doc.add(rect(0, y1 - 3, W, 4, shade(c, -0.25), { opacity: 0.5 }));
    y = y1;
    h *= 1.55;
    band++;
  }
  // A dirt track running to the horizon.
  doc.add(poly([vx - 6, horizon, vx + 6, horizon, vx + 160, H, vx - 120, H], '#c9a879'));
  // Tube-well hut with its water channel.
  const hx = vx < W / 2 ? W * 0.7 : W * 0.18;
  const hy = horizon + 120;
  doc.add(rect(hx, hy - 90, 150, 90, '#b9674a'), rect(hx - 10, hy - 100, 170, 14, '#8e4f37'), rect(hx + 55, hy - 60, 40, 60, '#5a3a2a'));
  for (let r = 0; r < 4; r++) doc.add(line(hx, hy - 90 + r * 22, hx + 150, hy - 90 + r * 22, shade('#b9674a', -0.15), 2));
  doc.add(rect(hx + 150, hy - 30, 40, 10, '#8d8f92'), ellipse(hx + 220, hy + 10, 70, 16, '#7fb6d8'));
  doc.add(tree(rng, hx - 60, hy, 150, 'round', greens));
  if (rng.chance(0.7)) doc.add(pole(vx < W / 2 ? W - 120 : 120, horizon + 80, 260));
  return doc.toString();
}
