/** Commercial frontages: a market plaza of shops, a glass office block and a warehouse yard. */
import type { Rng } from '../random.ts';
import { SvgDoc, circle, line, mix, poly, rect, shade } from './svg.ts';
import { CAR_COLOURS, TREE_GREENS, car, hills, sky, street, tree } from './scenery.ts';
import { windowShape } from './house.ts';

const W = 1200;
const H = 900;
const SIGN_COLOURS = ['#0f7b4f', '#f2a33a', '#c0392b', '#2e86de', '#8e44ad', '#16a085', '#d35400', '#2c3e50'];

function signBoard(x: number, y: number, w: number, h: number, colour: string): string {
  return rect(x, y, w, h, colour, { rx: 4 })
    + circle(x + h / 2 + 6, y + h / 2, h * 0.3, '#ffffff', { opacity: 0.9 })
    + rect(x + h + 10, y + h * 0.3, w * 0.45, h * 0.18, '#ffffff', { rx: 4, opacity: 0.9 })
    + rect(x + h + 10, y + h * 0.58, w * 0.28, h * 0.14, '#ffffff', { rx: 4, opacity: 0.6 });
}

function awning(x: number, y: number, w: number, colour: string): string {
  const stripes = Math.max(4, Math.round(w / 34));
  const sw = w / stripes;
  const parts = [poly([x - 8, y, x + w + 8, y, x + w + 20, y + 46, x - 20, y + 46], '#ffffff')];
  for (let i = 0; i < stripes; i += 2) {
    const a = x - 8 + i * ((w + 16) / stripes);
    const b = a + (w + 16) / stripes;
    const a2 = x - 20 + i * ((w + 40) / stripes);
    const b2 = a2 + (w + 40) / stripes;
    parts.push(poly([a, y, b, y, b2, y + 46, a2, y + 46], colour));
  }
  for (let i = 0; i < stripes; i++) parts.push(circle(x - 20 + (i + 0.5) * ((w + 40) / stripes), y + 46, sw * 0.5, i % 2 ? '#ffffff' : colour));
  return parts.join('');
}

export function shopSvg(rng: Rng): string {
  const doc = new SvgDoc(W, H);
  const ground = 740;
  const skyPal = sky(doc, rng, ground);
  const glass = skyPal.dusk ? doc.linear([[0, '#ffe7a6'], [1, '#f4b860']]) : doc.linear([[0, '#d8eef9'], [1, '#7fb0d3']]);
  const storeys = rng.int(2, 4);
  const fh = 150;
  const top = ground - 200 - (storeys - 1) * fh;
  const wall = rng.pick(['#efe6d6', '#e4e8ec', '#f3eee4', '#e9dccb', '#dfe6df']);
  const trim = rng.pick(['#3a3f45', '#4a3728', '#243b2f']);
  doc.add(rect(20, top, W - 40, ground - top, wall), rect(8, top - 20, W - 16, 26, shade(wall, -0.15)));
  // Upper floors: office windows and a big rooftop sign.
  for (let s = 1; s < storeys; s++) {
    const fy = ground - 200 - s * fh;
    doc.add(rect(20, fy + fh - 8, W - 40, 10, shade(wall, -0.1)));
    for (let x = 60; x + 220 < W - 20; x += 280) doc.add(windowShape(x, fy + 30, 220, 90, 'strip', trim, glass, shade(wall, -0.2)));
  }
  doc.add(signBoard(W / 2 - 220, top - 110, 440, 80, rng.pick(SIGN_COLOURS)), rect(W / 2 - 180, top - 30, 10, 30, '#555a60'), rect(W / 2 + 170, top - 30, 10, 30, '#555a60'));
  // Ground floor shops.
  const shops = rng.int(3, 4);
  const sw = (W - 80) / shops;
  for (let i = 0; i < shops; i++) {
    const x = 40 + i * sw;
    const colour = rng.pick(SIGN_COLOURS);
    doc.add(rect(x + 6, ground - 200, sw - 12, 200, shade(wall, -0.06)));
    doc.add(signBoard(x + 14, ground - 196, sw - 28, 52, colour));
    const gy = ground - 132;
    const open = rng.chance(0.75);
    doc.add(rect(x + 20, gy, sw - 40, 132, glass), line(x + sw / 2, gy, x + sw / 2, ground, trim, 5), rect(x + 16, gy - 4, sw - 32, 6, trim));
    // Shelves and goods behind the glass.
    for (let r = 0; r < 3; r++) {
      const sy = gy + 30 + r * 34;
      doc.add(rect(x + 28, sy, sw - 56, 4, shade(trim, 0.3)));
      for (let gx = x + 32; gx < x + sw - 50; gx += rng.float(16, 30)) doc.add(rect(gx, sy - rng.float(12, 22), 12, 22, rng.pick(SIGN_COLOURS), { opacity: 0.75, rx: 2 }));
    }
    if (!open) {
      doc.add(rect(x + 20, gy, sw - 40, 90, '#a9afb5'));
      for (let ly = gy + 8; ly < gy + 90; ly += 10) doc.add(line(x + 20, ly, x + sw - 20, ly, '#8d949b', 2));
    }
    if (rng.chance(0.5)) doc.add(awning(x + 24, gy - 8, sw - 48, colour));
  }
  street(doc, rng, ground);
  const greens = rng.pick(TREE_GREENS);
  if (rng.chance(0.6)) doc.add(tree(rng, rng.chance(0.5) ? 60 : W - 60, ground + 16, 180, 'round', greens));
  doc.add(car(rng.float(60, 760), H - 34, 1.2, rng.pick(CAR_COLOURS)));
  return doc.toString();
}

export function officeSvg(rng: Rng): string {
  const doc = new SvgDoc(W, H);
  const ground = 760;
  const skyPal = sky(doc, rng, ground);
  doc.add(hills(rng, W, ground - 220, 60, ground, mix('#9fbfa0', skyPal.bottom, 0.5)));
  const tints = [['#bfe0f2', '#4f86b8'], ['#c6ece4', '#3d8f86'], ['#d3dae6', '#5b6b8c'], ['#cfe3ef', '#2f6f9f']] as const;
  const blocks = [
    { x: rng.float(60, 200), w: rng.float(380, 460), floors: rng.int(10, 13) },
    { x: 0, w: rng.float(360, 440), floors: rng.int(4, 7) },
  ];
  const first = blocks[0];
  const second = blocks[1];
  if (first && second) second.x = Math.min(W - second.w - 40, first.x + first.w + rng.float(-40, 40));
  const fh = 48;
  blocks.forEach((b, bi) => {
    const [light, dark] = rng.pick(tints);
    const top = ground - 70 - b.floors * fh;
    const glass = doc.linear([[0, light], [1, dark]], { x1: 0, y1: 0, x2: 1, y2: 1 });
    doc.add(rect(b.x - 10, top - 16, b.w + 20, 20, '#3a3f45'), rect(b.x, top, b.w, ground - top, glass));
    // Mullions and slab lines of the curtain wall.
    for (let x = b.x + 48; x < b.x + b.w; x += 48) doc.add(line(x, top, x, ground - 70, '#ffffff', 2, 0.45));
    for (let y = top + fh; y < ground - 70; y += fh) doc.add(line(b.x, y, b.x + b.w, y, '#2f3d4a', 3, 0.5));
    doc.add(poly([b.x + b.w * 0.1, top, b.x + b.w * 0.35, top, b.x + b.w * 0.05, ground - 70, b.x, ground - 70, b.x, top + b.w * 0.4], '#ffffff', { opacity: 0.14 }));
    doc.add(poly([b.x + b.w * 0.55, top, b.x + b.w * 0.65, top, b.x + b.w * 0.3, ground - 70, b.x + b.w * 0.2, ground - 70], '#ffffff', { opacity: 0.1 }));
    // Lobby with a canopy on the taller block.
    doc.add(rect(b.x - 6, ground - 70, b.w + 12, 70, '#e7e4dd'), rect(b.x + 20, ground - 60, b.w - 40, 60, '#9ec4dc'));
    if (bi === 0) doc.add(rect(b.x + b.w / 2 - 110, ground - 84, 220, 16, '#3a3f45', { rx: 3 }), rect(b.x + b.w / 2 - 40, ground - 60, 80, 60, '#5b6670'));
  });
  street(doc, rng, ground);
  const greens = rng.pick(TREE_GREENS);
  for (let x = rng.float(20, 100); x < W; x += rng.float(260, 380)) doc.add(tree(rng, x, ground + 16, rng.float(140, 180), 'round', greens));
  if (rng.chance(0.7)) doc.add(car(rng.float(100, 800), H - 34, 1.2, rng.pick(CAR_COLOURS)));
  return doc.toString();
}

export function warehouseSvg(rng: Rng): string {
  const doc = new SvgDoc(W, H);
  const ground = 700;
  const skyPal = sky(doc, rng, ground);
  doc.add(hills(rng, W, ground - 160, 50, ground, mix('#a9c29a', skyPal.bottom, 0.45)));
  const clad = rng.pick(['#c9d3dc', '#d8d2c4', '#b9c7c1', '#e0dcd3']);
  const roof = rng.pick(['#4f6d8a', '#8e4f45', '#2f5d50', '#5b6470']);
  const x0 = 120;
  const x1 = W - 120;
  const eaves = ground - 280;
  doc.add(poly([x0 - 30, eaves, W / 2, eaves - 120, x1 + 30, eaves], roof), poly([x0 - 30, eaves, W / 2, eaves - 120, x1 + 30, eaves, x1 + 30, eaves + 16, W / 2, eaves - 104, x0 - 30, eaves + 16], shade(roof, -0.2)));
  doc.add(rect(x0, eaves + 10, x1 - x0, ground - eaves - 10, clad));
  for (let x = x0 + 14; x < x1; x += 18) doc.add(line(x, eaves + 12, x, ground - 2, shade(clad, -0.1), 2));
  doc.add(rect(x0, eaves + 40, x1 - x0, 16, '#f2a33a', { opacity: 0.9 }));
  const doors = rng.int(2, 3);
  const dw = 200;
  const gap = (x1 - x0 - doors * dw) / (doors + 1);
  for (let i = 0; i < doors; i++) {
    const dx = x0 + gap + i * (dw + gap);
    doc.add(rect(dx - 10, ground - 230, dw + 20, 230, '#5b6470'), rect(dx, ground - 220, dw, 220, '#a9b0b7'));
    for (let y = ground - 214; y < ground; y += 12) doc.add(line(dx, y, dx + dw, y, '#8d949b', 2));
  }
  // Yard, a loading truck and a fence.
  doc.add(rect(0, ground, W, H - ground, '#b8b4ab'));
  for (let x = 0; x < W; x += 160) doc.add(line(x, ground, x - 80, H, '#a6a299', 3));
  const tx = rng.float(200, 600);
  const ty = H - 40;
  const box = rng.pick(['#f4f4f2', '#0f7b4f', '#f2a33a', '#2e86de']);
  doc.add(rect(tx, ty - 190, 300, 160, box, { rx: 6 }), rect(tx + 300, ty - 130, 110, 100, '#d64545', { rx: 10 }), rect(tx + 330, ty - 118, 64, 44, '#bcd9ec', { rx: 6 }));
  doc.add(rect(tx - 4, ty - 40, 420, 14, '#3a3f45'), circle(tx + 70, ty - 22, 26, '#25282c'), circle(tx + 70, ty - 22, 10, '#b8bec6'), circle(tx + 350, ty - 22, 26, '#25282c'), circle(tx + 350, ty - 22, 10, '#b8bec6'));
  const greens = rng.pick(TREE_GREENS);
  doc.add(tree(rng, 60, ground + 10, 200, 'round', greens), tree(rng, W - 50, ground + 10, 170, 'tall', greens));
  return doc.toString();
}
