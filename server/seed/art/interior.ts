/** Flat-design rooms seen straight on: lounge, kitchen, bedroom, bathroom and an office floor. */
import type { Rng } from '../random.ts';
import { SvgDoc, circle, ellipse, group, line, mix, n, path, poly, rect, shade } from './svg.ts';
import { pottedPlant } from './scenery.ts';

const W = 1200;
const H = 900;

interface RoomPalette {
  wall: string;
  accent: string;
  fabric: string;
  wood: string;
  floor: string;
}

const ROOMS: readonly RoomPalette[] = [
  { wall: '#f4efe6', accent: '#0f7b4f', fabric: '#5f7f8f', wood: '#b98552', floor: '#c99a66' },
  { wall: '#e8eee9', accent: '#f2a33a', fabric: '#3f6f5a', wood: '#a8744a', floor: '#b88a5c' },
  { wall: '#efe6dc', accent: '#c0674a', fabric: '#8a6f5a', wood: '#8e5f3a', floor: '#d0a878' },
  { wall: '#e6ebf1', accent: '#3b6ea5', fabric: '#2f4a6d', wood: '#c19a6b', floor: '#c4a07a' },
  { wall: '#f6f0e1', accent: '#d28b2c', fabric: '#a65d45', wood: '#9c6b43', floor: '#be9265' },
  { wall: '#ece4ef', accent: '#7a5c8f', fabric: '#6d5b7b', wood: '#b08155', floor: '#c9a27a' },
];

const ART_COLOURS = ['#f2a33a', '#0f7b4f', '#e07a5f', '#3d5a80', '#98c1d9', '#81b29a', '#f4d35e', '#c0674a'];

function woodFloor(doc: SvgDoc, rng: Rng, top: number, colour: string): void {
  doc.add(rect(0, top, W, H - top, doc.linear([[0, shade(colour, -0.12)], [1, shade(colour, 0.08)]])));
  // Board lines spread out towards the viewer to suggest depth.
  let y = top;
  let gap = 16;
  let row = 0;
  while (y < H) {
    y += gap;
    gap *= 1.22;
    doc.add(line(0, y, W, y, shade(colour, -0.22), 2, 0.5));
    const off = (row++ % 3) * 130 + rng.float(0, 60);
    for (let x = off; x < W; x += 390) doc.add(line(x, y - gap / 1.22, x, y, shade(colour, -0.22), 2, 0.4));
  }
}

function tileFloor(doc: SvgDoc, top: number, colour: string): void {
  doc.add(rect(0, top, W, H - top, doc.linear([[0, shade(colour, -0.08)], [1, shade(colour, 0.06)]])));
  const vx = W / 2;
  const vy = top - 700;
  const lineCol = shade(colour, -0.18);
  for (let i = -14; i <= 14; i++) {
    const xTop = vx + i * 80;
    const t = (H - vy) / (top - vy);
    doc.add(line(xTop, top, vx + (xTop - vx) * t, H, lineCol, 2, 0.6));
  }
  let y = top;
  let gap = 22;
  while (y < H) {
    y += gap;
    gap *= 1.3;
    doc.add(line(0, y, W, y, lineCol, 2, 0.6));
  }
}

function skirting(top: number, colour: string): string {
  return rect(0, top - 14, W, 14, shade(colour, -0.05)) + rect(0, top - 2, W, 3, shade(colour, -0.2));
}

/** A window to a sunny outside, with curtains when asked. */
function roomWindow(doc: SvgDoc, rng: Rng, x: number, y: number, w: number, h: number, curtain: string | null): void {
  const outside = doc.linear([[0, '#8cc8ee'], [1, '#e2f3fb']]);
  doc.add(rect(x - 14, y - 14, w + 28, h + 28, '#fbfbf8', { rx: 4 }), rect(x, y, w, h, outside));
  // A hint of the view: a tree and a rooftop.
  doc.add(group(circle(x + w * rng.float(0.2, 0.8), y + h * 0.85, w * 0.28, '#7fbf7a') + rect(x, y + h * 0.78, w, h * 0.22, '#b7d8a8'), { clip: doc.clip(rect(x, y, w, h, '#000')) }));
  doc.add(line(x + w / 2, y, x + w / 2, y + h, '#fbfbf8', 8), line(x, y + h * 0.4, x + w, y + h * 0.4, '#fbfbf8', 6));
  doc.add(rect(x - 20, y + h + 10, w + 40, 12, '#f1f1ec', { rx: 3 }));
  if (curtain) {
    doc.add(rect(x - 70, y - 44, w + 140, 8, '#5a4a3a', { rx: 4 }));
    for (const side of [-1, 1]) {
      const cx = side < 0 ? x - 64 : x + w + 4;
      const cw = 60;
      doc.add(path(`M${n(cx)} ${n(y - 40)} L${n(cx + cw)} ${n(y - 40)} L${n(cx + cw + side * 6)} ${n(y + h + 60)} L${n(cx - side * 6)} ${n(y + h + 60)} Z`, curtain));
      for (let i = 1; i < 4; i++) doc.add(line(cx + (cw * i) / 4, y - 36, cx + (cw * i) / 4 + side * 3, y + h + 56, shade(curtain, -0.18), 3, 0.6));
    }
  }
}

function wallArt(rng: Rng, x: number, y: number, w: number, h: number): string {
  const parts = [rect(x - 8, y - 8, w + 16, h + 16, '#3a342e', { rx: 3 }), rect(x, y, w, h, '#fbf8f2')];
  const a = rng.pick(ART_COLOURS);
  const b = rng.pick(ART_COLOURS.filter((c) => c !== a));
  switch (rng.int(0, 3)) {
    case 0:
      parts.push(circle(x + w * 0.62, y + h * 0.38, Math.min(w, h) * 0.2, a), poly([x, y + h, x + w * 0.4, y + h * 0.45, x + w * 0.75, y + h, ], b), poly([x + w * 0.45, y + h, x + w * 0.75, y + h * 0.6, x + w, y + h * 0.85, x + w, y + h], shade(b, -0.2)));
      break;
    case 1:
      parts.push(rect(x + w * 0.12, y + h * 0.15, w * 0.45, h * 0.5, a), circle(x + w * 0.62, y + h * 0.6, Math.min(w, h) * 0.24, b, { opacity: 0.85 }));
      break;
    case 2:
      for (let i = 0; i < 3; i++) parts.push(rect(x + w * 0.12, y + h * (0.15 + i * 0.25), w * 0.76, h * 0.16, i % 2 ? a : b, { rx: 4 }));
      break;
    default:
      parts.push(path(`M${n(x + w * 0.1)} ${n(y + h * 0.8)} Q${n(x + w * 0.35)} ${n(y + h * 0.1)} ${n(x + w * 0.55)} ${n(y + h * 0.55)} T${n(x + w * 0.9)} ${n(y + h * 0.3)}`, 'none', { stroke: a, strokeWidth: 10 }), circle(x + w * 0.3, y + h * 0.3, Math.min(w, h) * 0.1, b));
  }
  return parts.join('');
}

function pendant(x: number, drop: number, colour: string): string {
  return line(x, 0, x, drop, '#3a3a3a', 3) + path(`M${n(x - 40)} ${n(drop + 42)} Q${n(x)} ${n(drop - 14)} ${n(x + 40)} ${n(drop + 42)} Z`, colour) + ellipse(x, drop + 44, 20, 7, '#fff3c4');
}

function floorLamp(x: number, floor: number, shadeCol: string): string {
  return [
    ellipse(x, floor - 4, 34, 8, '#2f2f2f'),
    line(x, floor - 6, x, floor - 330, '#2f2f2f', 6),
    poly([x - 42, floor - 330, x + 42, floor - 330, x + 28, floor - 400, x - 28, floor - 400], shadeCol),
    ellipse(x, floor - 330, 42, 6, '#fff3c4', { opacity: 0.9 }),
  ].join('');
}

export function loungeSvg(rng: Rng): string {
  const doc = new SvgDoc(W, H);
  const p = rng.pick(ROOMS);
  const floorY = 640;
  doc.add(rect(0, 0, W, floorY, p.wall));
  const winLeft = rng.chance(0.5);
  // Accent panel behind the sofa.
  const sofaW = rng.float(500, 580);
  const sofaX = winLeft ? rng.float(480, 560) : rng.float(120, 200);
  if (rng.chance(0.6)) doc.add(rect(sofaX - 60, 0, sofaW + 120, floorY, mix(p.wall, p.accent, 0.22)));
  if (rng.chance(0.5)) woodFloor(doc, rng, floorY, p.floor);
  else tileFloor(doc, floorY, mix(p.floor, '#e8e2d8', 0.6));
  doc.add(skirting(floorY, p.wall));
  roomWindow(doc, rng, winLeft ? 90 : 870, 130, 240, 330, shade(p.fabric, 0.45));

  // Art above the sofa: one wide piece or a pair.
  if (rng.chance(0.5)) {
    doc.add(wallArt(rng, sofaX + sofaW / 2 - 150, 150, 300, 190));
  } else {
    doc.add(wallArt(rng, sofaX + sofaW / 2 - 200, 170, 170, 210), wallArt(rng, sofaX + sofaW / 2 + 30, 170, 170, 210));
  }
  // Rug.
  doc.add(poly([sofaX - 80, floorY + 50, sofaX + sofaW + 80, floorY + 50, sofaX + sofaW + 200, H - 20, sofaX - 200, H - 20], mix(p.accent, '#ffffff', 0.55)));
  doc.add(poly([sofaX - 50, floorY + 66, sofaX + sofaW + 50, floorY + 66, sofaX + sofaW + 160, H - 40, sofaX - 160, H - 40], 'none', { stroke: '#ffffff', strokeWidth: 6, opacity: 0.7 }));
  // Sofa.
  const seatY = floorY - 40;
  const f = p.fabric;
  doc.add(ellipse(sofaX + sofaW / 2, floorY + 30, sofaW * 0.55, 22, '#000000', { opacity: 0.12 }));
  doc.add(rect(sofaX + 30, seatY - 190, sofaW - 60, 150, shade(f, -0.08), { rx: 26 }));
  const cushions = sofaW > 540 ? 3 : 2;
  const cw = (sofaW - 80) / cushions;
  for (let i = 0; i < cushions; i++) {
    doc.add(rect(sofaX + 40 + i * cw + 4, seatY - 182, cw - 8, 130, f, { rx: 22 }));
    doc.add(rect(sofaX + 40 + i * cw + 2, seatY - 62, cw - 4, 56, shade(f, 0.08), { rx: 16 }));
  }
  doc.add(rect(sofaX, seatY - 120, 62, 140, shade(f, -0.04), { rx: 24 }), rect(sofaX + sofaW - 62, seatY - 120, 62, 140, shade(f, -0.04), { rx: 24 }));
  doc.add(rect(sofaX + 20, seatY + 16, sofaW - 40, 14, shade(f, -0.3), { rx: 6 }));
  doc.add(rect(sofaX + 40, seatY + 28, 10, 26, '#3b2f25'), rect(sofaX + sofaW - 50, seatY + 28, 10, 26, '#3b2f25'));
  // Throw pillows.
  const pillowA = rng.pick(ART_COLOURS);
  doc.add(group(rect(-40, -40, 80, 80, pillowA, { rx: 16 }), { transform: `translate(${n(sofaX + 110)} ${n(seatY - 100)}) rotate(-8)` }));
  doc.add(group(rect(-40, -40, 80, 80, p.accent, { rx: 16 }), { transform: `translate(${n(sofaX + sofaW - 110)} ${n(seatY - 100)}) rotate(7)` }));
  // Coffee table with a vase and books.
  const tx = sofaX + sofaW / 2;
  const ty = floorY + 150;
  doc.add(ellipse(tx, ty + 70, 190, 16, '#000000', { opacity: 0.12 }));
  doc.add(rect(tx - 180, ty, 360, 22, p.wood, { rx: 8 }), rect(tx - 160, ty + 22, 14, 60, shade(p.wood, -0.25)), rect(tx + 146, ty + 22, 14, 60, shade(p.wood, -0.25)));
  doc.add(rect(tx - 120, ty - 18, 90, 18, rng.pick(ART_COLOURS), { rx: 2 }), rect(tx - 112, ty - 32, 76, 14, rng.pick(ART_COLOURS), { rx: 2 }));
  doc.add(path(`M${n(tx + 60)} ${n(ty)} Q${n(tx + 40)} ${n(ty - 40)} ${n(tx + 70)} ${n(ty - 70)} L${n(tx + 90)} ${n(ty - 70)} Q${n(tx + 120)} ${n(ty - 40)} ${n(tx + 100)} ${n(ty)} Z`, '#f4f4f0'));
  doc.add(line(tx + 80, ty - 70, tx + 70, ty - 130, '#5a8f4e', 3), circle(tx + 70, ty - 132, 10, '#f2a33a'), line(tx + 80, ty - 70, tx + 98, ty - 118, '#5a8f4e', 3), circle(tx + 99, ty - 120, 8, '#e07a5f'));
  // Lamp and plant at the sofa's ends.
  const lampX = winLeft ? sofaX + sofaW + 80 : sofaX - 80;
  doc.add(floorLamp(lampX, floorY + 24, shade(p.accent, 0.5)));
  doc.add(pottedPlant(winLeft ? Math.min(W - 60, sofaX + sofaW + 200) : Math.max(60, sofaX - 200), floorY + 40, 170, mix(p.wall, '#d9cbb4', 0.5), '#4f9b5a'));
  if (rng.chance(0.6)) doc.add(pendant(tx, 40, p.accent));
  return doc.toString();
}

export function kitchenSvg(rng: Rng): string {
  const doc = new SvgDoc(W, H);
  const p = rng.pick(ROOMS);
  const floorY = 720;
  doc.add(rect(0, 0, W, floorY, p.wall));
  tileFloor(doc, floorY, mix(p.floor, '#e9e4dc', 0.55));
  const cab = rng.pick(['#f7f5f0', '#2f4858', '#6b8f71', '#d9c7a7', '#3c4a5c', p.wood]);
  const counter = rng.pick(['#e9e6e1', '#3a3a3a', '#d6d0c4', '#f3f1ec']);
  const left = 40;
  const right = W - 40;
  const fridgeLeft = rng.chance(0.5);
  const fridgeW = 190;
  const runL = fridgeLeft ? left + fridgeW + 10 : left;
  const runR = fridgeLeft ? right : right - fridgeW - 10;
  // Backsplash of subway tiles.
  const bsTop = 320;
  const bsBottom = 480;
  const tile = mix(p.accent, '#ffffff', 0.72);
  doc.add(rect(runL, bsTop, runR - runL, bsBottom - bsTop, tile));
  for (let y = bsTop, r = 0; y < bsBottom; y += 26, r++) {
    doc.add(line(runL, y, runR, y, shade(tile, -0.12), 2));
    for (let x = runL + (r % 2) * 30; x < runR; x += 60) doc.add(line(x, y, x, Math.min(y + 26, bsBottom), shade(tile, -0.12), 2));
  }
  // Window over the sink, wall cabinets elsewhere, hood over the hob.
  const sinkX = runL + (runR - runL) * rng.float(0.25, 0.35);
  const hobX = runL + (runR - runL) * rng.float(0.68, 0.76);
  roomWindow(doc, rng, sinkX - 110, 110, 220, 180, null);
  const cabTop = 90;
  const cabBottom = 290;
  const cabSpans: Array<[number, number]> = [[runL, sinkX - 140], [sinkX + 140, hobX - 110], [hobX + 110, runR]];
  for (const [a, b] of cabSpans) {
    if (b - a < 60) continue;
    doc.add(rect(a, cabTop, b - a, cabBottom - cabTop, cab, { rx: 4 }));
    const doors = Math.max(1, Math.round((b - a) / 130));
    const dw = (b - a) / doors;
    for (let i = 0; i < doors; i++) {
      doc.add(rect(a + i * dw + 6, cabTop + 6, dw - 12, cabBottom - cabTop - 12, shade(cab, 0.05), { rx: 3 }));
      doc.add(rect(a + i * dw + dw / 2 - 20, cabBottom - 26, 40, 6, '#8c8c8c', { rx: 3 }));
    }
  }
  doc.add(poly([hobX - 90, 300, hobX + 90, 300, hobX + 40, 200, hobX - 40, 200], '#c9ced4'), rect(hobX - 30, 60, 60, 142, '#b8bec5'));
  // Counter and base cabinets.
  doc.add(rect(runL - 10, bsBottom, runR - runL + 20, 24, counter, { rx: 3 }));
  doc.add(rect(runL, bsBottom + 24, runR - runL, floorY - bsBottom - 44, cab));
  doc.add(rect(runL, floorY - 20, runR - runL, 20, shade(cab, -0.35)));
  const bDoors = Math.round((runR - runL) / 140);
  const bw = (runR - runL) / bDoors;
  for (let i = 0; i < bDoors; i++) {
    const dx = runL + i * bw;
    if (Math.abs(dx + bw / 2 - hobX) < bw / 2) {
      // Oven under the hob.
      doc.add(rect(dx + 8, bsBottom + 34, bw - 16, floorY - bsBottom - 72, '#2e3236', { rx: 4 }), rect(dx + 22, bsBottom + 70, bw - 44, 90, '#51585f', { rx: 4 }), rect(dx + 24, bsBottom + 44, bw - 48, 8, '#a9b0b7', { rx: 4 }));
    } else {
      doc.add(rect(dx + 6, bsBottom + 32, bw - 12, floorY - bsBottom - 60, shade(cab, 0.05), { rx: 3 }), rect(dx + bw / 2 - 20, bsBottom + 44, 40, 6, '#8c8c8c', { rx: 3 }));
    }
  }
  // Hob, sink and counter clutter.
  doc.add(rect(hobX - 80, bsBottom - 6, 160, 8, '#202326', { rx: 2 }), ellipse(hobX - 40, bsBottom - 6, 24, 4, '#4a4f55'), ellipse(hobX + 40, bsBottom - 6, 24, 4, '#4a4f55'));
  doc.add(rect(hobX - 64, bsBottom - 50, 56, 44, '#b0b6bd', { rx: 6 }), rect(hobX - 74, bsBottom - 54, 76, 8, '#8d949b', { rx: 4 }));
  doc.add(rect(sinkX - 80, bsBottom - 2, 160, 6, '#9aa2ab', { rx: 3 }));
  doc.add(path(`M${n(sinkX)} ${n(bsBottom - 2)} L${n(sinkX)} ${n(bsBottom - 70)} Q${n(sinkX)} ${n(bsBottom - 92)} ${n(sinkX + 24)} ${n(bsBottom - 92)} L${n(sinkX + 40)} ${n(bsBottom - 92)} L${n(sinkX + 40)} ${n(bsBottom - 80)}`, 'none', { stroke: '#9aa2ab', strokeWidth: 8, linecap: 'round' }));
  const jarsX = (sinkX + hobX) / 2;
  for (let i = 0; i < 3; i++) doc.add(rect(jarsX - 70 + i * 46, bsBottom - 50 + i * 8, 36, 50 - i * 8, '#f1efe9', { rx: 6, stroke: shade(p.wood, -0.1), strokeWidth: 2 }), rect(jarsX - 72 + i * 46, bsBottom - 56 + i * 8, 40, 10, p.wood, { rx: 3 }));
  doc.add(pottedPlant(sinkX + 100, bsBottom, 80, p.accent, '#4f9b5a'));
  // Fridge.
  const fx = fridgeLeft ? left : right - fridgeW;
  doc.add(rect(fx, 150, fridgeW, floorY - 150, '#d9dde1', { rx: 10 }), rect(fx, 150, fridgeW, 8, '#c3c8cd', { rx: 4 }), line(fx + 4, 380, fx + fridgeW - 4, 380, '#aab1b8', 3));
  doc.add(rect(fx + (fridgeLeft ? fridgeW - 26 : 16), 250, 10, 100, '#9aa2ab', { rx: 5 }), rect(fx + (fridgeLeft ? fridgeW - 26 : 16), 410, 10, 120, '#9aa2ab', { rx: 5 }));
  if (rng.chance(0.7)) doc.add(pendant((sinkX + hobX) / 2, 20, p.accent));
  return doc.toString();
}

export function bedroomSvg(rng: Rng): string {
  const doc = new SvgDoc(W, H);
  const p = rng.pick(ROOMS);
  const floorY = 600;
  doc.add(rect(0, 0, W, floorY, p.wall));
  woodFloor(doc, rng, floorY, p.floor);
  doc.add(skirting(floorY, p.wall));
  const sideLeft = rng.chance(0.5);
  // The bed shifts away from the window or wardrobe so nothing collides.
  const bedX = W / 2 + (sideLeft ? 1 : -1) * rng.float(60, 110);
  const bedW = 440;
  if (rng.chance(0.6)) doc.add(rect(bedX - 330, 70, 660, floorY - 70, mix(p.wall, p.accent, 0.18)));
  if (rng.chance(0.6)) roomWindow(doc, rng, sideLeft ? 70 : W - 290, 120, 220, 300, shade(p.fabric, 0.5));
  else doc.add(rect(sideLeft ? 30 : W - 250, 100, 220, floorY - 100, p.wood, { rx: 4 }), line(sideLeft ? 140 : W - 140, 110, sideLeft ? 140 : W - 140, floorY - 10, shade(p.wood, -0.25), 3), rect(sideLeft ? 120 : W - 160, 320, 8, 50, '#d9b45a', { rx: 3 }), rect(sideLeft ? 152 : W - 128, 320, 8, 50, '#d9b45a', { rx: 3 }));
  doc.add(wallArt(rng, bedX - 130, 110, 260, 160));
  // Rug, then the bed seen from its foot: headboard, pillows, the duvet's top and its falling front.
  doc.add(poly([bedX - 360, floorY + 120, bedX + 360, floorY + 120, bedX + 460, H - 12, bedX - 460, H - 12], mix(p.accent, '#ffffff', 0.6)));
  const hb = shade(p.fabric, 0.12);
  doc.add(rect(bedX - bedW / 2 - 20, floorY - 290, bedW + 40, 300, hb, { rx: 22 }));
  for (let i = 1; i < 6; i++) doc.add(line(bedX - bedW / 2 - 20 + ((bedW + 40) * i) / 6, floorY - 276, bedX - bedW / 2 - 20 + ((bedW + 40) * i) / 6, floorY - 150, shade(hb, -0.12), 3));
  const duvet = rng.pick(['#ffffff', '#f3efe7', '#e8eef3']);
  const topY = floorY - 150;
  const footY = floorY + 40;
  const spread = 50;
  doc.add(ellipse(bedX, floorY + 172, bedW / 2 + 90, 16, '#000000', { opacity: 0.12 }));
  doc.add(rect(bedX - bedW / 2 - spread, footY + 100, 18, 32, shade(p.wood, -0.3)), rect(bedX + bedW / 2 + spread - 18, footY + 100, 18, 32, shade(p.wood, -0.3)));
  doc.add(rect(bedX - bedW / 2 - spread - 4, footY + 84, bedW + 2 * spread + 8, 24, shade(p.wood, -0.1), { rx: 6 }));
  doc.add(rect(bedX - bedW / 2 + 24, topY - 40, bedW / 2 - 36, 70, '#fbfbf8', { rx: 24 }), rect(bedX + 12, topY - 40, bedW / 2 - 36, 70, '#fbfbf8', { rx: 24 }));
  doc.add(rect(bedX - 60, topY - 10, 120, 50, rng.pick(ART_COLOURS), { rx: 16 }));
  doc.add(poly([bedX - bedW / 2, topY + 30, bedX + bedW / 2, topY + 30, bedX + bedW / 2 + spread, footY, bedX - bedW / 2 - spread, footY], duvet));
  doc.add(poly([bedX - bedW / 2, topY + 30, bedX + bedW / 2, topY + 30, bedX + bedW / 2 + 6, topY + 56, bedX - bedW / 2 - 6, topY + 56], shade(duvet, -0.05)));
  doc.add(rect(bedX - bedW / 2 - spread, footY, bedW + 2 * spread, 88, shade(duvet, -0.08), { rx: 10 }));
  const band = p.accent;
  doc.add(poly([bedX - bedW / 2 - spread * 0.7, footY - 44, bedX + bedW / 2 + spread * 0.7, footY - 44, bedX + bedW / 2 + spread, footY, bedX - bedW / 2 - spread, footY], band));
  doc.add(rect(bedX - bedW / 2 - spread, footY, bedW + 2 * spread, 60, shade(band, -0.1), { rx: 8 }));
  for (const side of [-1, 1]) {
    const sx = bedX + side * (bedW / 2 + 120);
    doc.add(rect(sx - 60, floorY - 110, 120, 118, p.wood, { rx: 6 }), rect(sx - 50, floorY - 70, 100, 6, shade(p.wood, -0.25), { rx: 3 }));
    doc.add(rect(sx - 6, floorY - 170, 12, 60, '#3a342e'), poly([sx - 40, floorY - 170, sx + 40, floorY - 170, sx + 28, floorY - 226, sx - 28, floorY - 226], shade(p.accent, 0.55)));
  }
  doc.add(pottedPlant(bedX + (sideLeft ? 1 : -1) * (bedW / 2 + 250), floorY + 70, 150, mix(p.wall, '#cbb89c', 0.5), '#4f9b5a'));
  return doc.toString();
}

export function bathroomSvg(rng: Rng): string {
  const doc = new SvgDoc(W, H);
  const p = rng.pick(ROOMS);
  const floorY = 700;
  const tile = rng.pick(['#eef1f2', '#e9e2d6', '#dfe8e6', '#f3efe9']);
  doc.add(rect(0, 0, W, floorY, tile));
  for (let y = 0; y < floorY; y += 120) doc.add(line(0, y, W, y, shade(tile, -0.1), 2));
  for (let x = 0; x < W; x += 120) doc.add(line(x, 0, x, floorY, shade(tile, -0.1), 2));
  // A feature band of darker tiles behind the vanity.
  const vanX = rng.pick([140, 560]);
  doc.add(rect(vanX - 30, 0, 560, floorY, mix(tile, p.accent, 0.25)));
  tileFloor(doc, floorY, mix(tile, '#9aa0a6', 0.35));
  // Vanity with basin and a mirror.
  doc.add(rect(vanX, 470, 500, 28, '#f7f7f5', { rx: 4 }), rect(vanX + 10, 498, 480, 150, p.wood, { rx: 6 }));
  doc.add(rect(vanX + 20, 512, 225, 122, shade(p.wood, 0.08), { rx: 4 }), rect(vanX + 255, 512, 225, 122, shade(p.wood, 0.08), { rx: 4 }));
  doc.add(rect(vanX + 225, 570, 8, 30, '#8c8c8c', { rx: 3 }), rect(vanX + 267, 570, 8, 30, '#8c8c8c', { rx: 3 }));
  doc.add(ellipse(vanX + 250, 468, 110, 22, '#ffffff'), ellipse(vanX + 250, 466, 90, 14, '#e6ebee'));
  doc.add(path(`M${n(vanX + 250)} ${n(452)} L${n(vanX + 250)} ${n(410)} L${n(vanX + 280)} ${n(410)}`, 'none', { stroke: '#9aa2ab', strokeWidth: 10, linecap: 'round' }));
  const mirror = doc.linear([[0, '#dbe9f0'], [1, '#a9c3d1']], { x1: 0, y1: 0, x2: 1, y2: 1 });
  doc.add(rect(vanX + 110, 110, 280, 260, '#c9a86a', { rx: 140 }), rect(vanX + 120, 120, 260, 240, mirror, { rx: 130 }));
  doc.add(poly([vanX + 170, 160, vanX + 200, 160, vanX + 150, 300, vanX + 130, 280], '#ffffff', { opacity: 0.35 }));
  // Shower glass or a bathtub on the other side.
  const otherX = vanX < 400 ? 760 : 60;
  if (rng.chance(0.5)) {
    doc.add(rect(otherX, 100, 360, floorY - 90, '#cfe6f2', { opacity: 0.45 }), rect(otherX, 100, 8, floorY - 90, '#9aa2ab'), rect(otherX + 352, 100, 8, floorY - 90, '#9aa2ab'), rect(otherX, 96, 360, 8, '#9aa2ab'));
    doc.add(line(otherX + 180, 104, otherX + 180, 170, '#9aa2ab', 6), ellipse(otherX + 180, 178, 40, 10, '#9aa2ab'));
    doc.add(poly([otherX + 40, 140, otherX + 70, 140, otherX + 30, 400, otherX + 10, 380], '#ffffff', { opacity: 0.35 }));
  } else {
    doc.add(rect(otherX, 540, 380, 170, '#ffffff', { rx: 40 }), rect(otherX + 16, 540, 348, 24, '#e6ebee', { rx: 12 }));
    doc.add(path(`M${n(otherX + 300)} 540 L${n(otherX + 300)} 490 L${n(otherX + 330)} 490`, 'none', { stroke: '#9aa2ab', strokeWidth: 10, linecap: 'round' }));
  }
  // Towel on a rail and a plant.
  const towelX = vanX < 400 ? vanX + 530 : vanX - 120;
  doc.add(line(towelX - 10, 300, towelX + 110, 300, '#9aa2ab', 6), rect(towelX, 300, 90, 170, p.accent, { rx: 8 }), rect(towelX, 430, 90, 12, shade(p.accent, 0.3)));
  doc.add(pottedPlant(vanX + 440, 470, 90, '#f7f7f5', '#4f9b5a'));
  doc.add(rect(vanX + 60, 90, 14, 60, '#c9a86a', { rx: 7 }), rect(vanX + 426, 90, 14, 60, '#c9a86a', { rx: 7 }));
  doc.add(rect(vanX + 100, floorY + 60, 300, 80, mix(p.accent, '#ffffff', 0.5), { rx: 30 }));
  return doc.toString();
}

/** An open-plan office floor with a window wall onto the city. */
export function workspaceSvg(rng: Rng): string {
  const doc = new SvgDoc(W, H);
  const p = rng.pick(ROOMS);
  const floorY = 600;
  doc.add(rect(0, 0, W, floorY, doc.linear([[0, '#9fd0f0'], [1, '#e6f4fb']])));
  // City outside the window wall.
  for (let x = -20; x < W; x += rng.float(70, 140)) {
    const h = rng.float(120, 380);
    doc.add(rect(x, floorY - h, rng.float(60, 120), h, mix('#b7c7d6', '#e6f4fb', rng.float(0, 0.5))));
  }
  doc.add(rect(0, 0, W, 60, '#f3f3f1'), rect(0, 56, W, 6, '#d7d7d2'));
  for (let x = 0; x <= W; x += 200) doc.add(rect(x - 6, 60, 12, floorY - 60, '#3a3f45'));
  doc.add(rect(0, floorY - 12, W, 12, '#3a3f45'));
  doc.add(rect(0, floorY, W, H - floorY, doc.linear([[0, '#8f959c'], [1, '#b4b9be']])));
  for (let i = 0; i < 3; i++) doc.add(pendant(250 + i * 350, 60, p.accent));
  // One bench of workstations, chairs turned towards us.
  const y = floorY + 150;
  const seats = rng.int(3, 4);
  const deskW = (W - 240) / seats;
  doc.add(rect(100, y - 16, W - 200, 20, p.wood, { rx: 5 }), rect(120, y + 4, 12, 120, '#2f3337'), rect(W - 132, y + 4, 12, 120, '#2f3337'), rect(W / 2 - 6, y + 4, 12, 120, '#2f3337'));
  for (let i = 0; i < seats; i++) {
    const x = 120 + i * deskW;
    const mx = x + deskW / 2 - 80;
    doc.add(rect(mx, y - 150, 160, 100, '#24282d', { rx: 6 }), rect(mx + 8, y - 142, 144, 82, '#3d6f99', { rx: 3 }));
    doc.add(rect(mx + 20, y - 128, 80, 8, '#9fd0f0', { rx: 3 }), rect(mx + 20, y - 112, 110, 8, '#d7e9f5', { rx: 3 }), rect(mx + 20, y - 96, 60, 8, p.accent, { rx: 3 }));
    doc.add(rect(mx + 72, y - 50, 16, 34, '#24282d'), rect(mx + 50, y - 20, 60, 6, '#24282d', { rx: 3 }));
    if (i % 2 === 0) doc.add(pottedPlant(x + 24, y - 16, 60, p.accent, '#4f9b5a'));
    else doc.add(rect(x + 10, y - 36, 50, 20, rng.pick(ART_COLOURS), { rx: 2 }), rect(x + 14, y - 50, 42, 14, rng.pick(ART_COLOURS), { rx: 2 }));
    const cx = x + deskW / 2 + rng.float(-30, 30);
    doc.add(rect(cx - 55, y + 40, 110, 120, '#2f3337', { rx: 24 }), rect(cx - 6, y + 160, 12, 40, '#2f3337'), ellipse(cx, y + 204, 60, 10, '#2f3337'));
  }
  doc.add(pottedPlant(40, H - 20, 180, '#f1efe9', '#4f9b5a'), pottedPlant(W - 40, H - 20, 180, '#f1efe9', '#4f9b5a'));
  return doc.toString();
}
