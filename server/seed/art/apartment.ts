/** Apartment blocks: two or three towers of flats with balconies over a shop-and-lobby podium. */
import type { Rng } from '../random.ts';
import { SvgDoc, line, mix, rect, shade } from './svg.ts';
import { CAR_COLOURS, TREE_GREENS, car, hills, sky, street, tree } from './scenery.ts';
import { windowShape } from './house.ts';

const TOWER_COLOURS: ReadonlyArray<{ wall: string; band: string; trim: string }> = [
  { wall: '#f1ede4', band: '#c7b9a3', trim: '#3a3f45' },
  { wall: '#e3e7ec', band: '#7d8a99', trim: '#2d333a' },
  { wall: '#efe2cc', band: '#b4764a', trim: '#4a3728' },
  { wall: '#e6efe9', band: '#0f7b4f', trim: '#243b2f' },
  { wall: '#f6efe6', band: '#f2a33a', trim: '#3b3b3b' },
  { wall: '#dfe3e8', band: '#4f6d8a', trim: '#25303b' },
];

interface Tower { x: number; w: number; floors: number; depth: number }

function drawTower(doc: SvgDoc, rng: Rng, t: Tower, ground: number, glass: string, unlit: string, tint: string): void {
  const c = rng.pick(TOWER_COLOURS);
  const fade = t.depth * 0.28;
  const wall = mix(c.wall, tint, fade);
  const band = mix(c.band, tint, fade);
  const trim = mix(c.trim, tint, fade);
  const fh = 52;
  const podium = 90;
  const top = ground - podium - t.floors * fh - 30;
  doc.add(rect(t.x, top, t.w, ground - top, wall));
  doc.add(rect(t.x - 8, top - 14, t.w + 16, 26, band), rect(t.x + t.w * 0.3, top - 50, t.w * 0.4, 38, shade(wall, -0.06)));
  // A vertical accent strip (stair core) breaks the long facade.
  const coreX = t.x + t.w * rng.float(0.42, 0.5);
  doc.add(rect(coreX, top + 12, 34, ground - podium - top - 12, shade(band, 0.25)));
  const style = rng.int(0, 1);
  for (let f = 0; f < t.floors; f++) {
    const fy = ground - podium - (f + 1) * fh;
    if (style === 0) {
      // Punched windows with alternating balconies.
      const cols = Math.max(2, Math.floor(t.w / 90));
      const cw = t.w / cols;
      for (let i = 0; i < cols; i++) {
        const cx = t.x + i * cw;
        if (cx + cw / 2 > coreX - 10 && cx + cw / 2 < coreX + 44) continue;
        doc.add(rect(cx + 14, fy + 8, cw - 28, fh - 18, rng.chance(0.3) ? unlit : glass), line(cx + cw / 2, fy + 8, cx + cw / 2, fy + fh - 10, trim, 3, 0.7));
        if ((i + f) % 2 === 0) {
          doc.add(rect(cx + 6, fy + fh - 10, cw - 12, 7, shade(wall, -0.18)), rect(cx + 8, fy + fh - 26, cw - 16, 16, trim, { opacity: 0.55 }));
        }
      }
    } else {
      // Ribbon windows: continuous glass bands between slab lines.
      doc.add(rect(t.x + 12, fy + 10, coreX - t.x - 24, fh - 22, rng.chance(0.3) ? unlit : glass), rect(coreX + 46, fy + 10, t.x + t.w - coreX - 58, fh - 22, rng.chance(0.3) ? unlit : glass));
      doc.add(rect(t.x - 4, fy + fh - 12, t.w + 8, 8, band));
    }
  }
  // Podium: shopfronts and a lobby canopy.
  doc.add(rect(t.x - 10, ground - podium, t.w + 20, podium, shade(wall, -0.1)));
  doc.add(windowShape(t.x + 16, ground - podium + 20, t.w - 32, podium - 20, 'strip', trim, glass));
  doc.add(rect(t.x + t.w * 0.35, ground - podium + 6, t.w * 0.3, 14, band, { rx: 3 }));
}

export function apartmentSvg(rng: Rng): string {
  const W = 1200;
  const H = 900;
  const doc = new SvgDoc(W, H);
  const ground = 760;
  const skyPal = sky(doc, rng, ground);
  const tint = skyPal.bottom;
  doc.add(hills(rng, W, ground - 260, 60, ground, mix('#9fbfa0', tint, 0.5)));
  const glass = skyPal.dusk
    ? doc.linear([[0, '#ffe4a0'], [1, '#f0b25c']])
    : doc.linear([[0, '#cfe8f6'], [0.6, '#86b8db'], [1, '#5a8fbd']]);
  // At dusk some flats are dark, which reads far more natural than a fully lit block.
  const unlit = skyPal.dusk ? doc.linear([[0, '#8aa3bd'], [1, '#6a819b']]) : glass;
  const count = rng.int(2, 3);
  const towers: Tower[] = [];
  // Far towers first, then nearer ones overlapping them.
  for (let i = 0; i < count; i++) {
    const w = rng.float(280, 400);
    towers.push({ x: rng.float(-60, W - w + 60), w, floors: rng.int(6, 9), depth: count - 1 - i });
  }
  towers.sort((a, b) => b.depth - a.depth);
  const spread = (W + 80) / count;
  towers.forEach((t, i) => { t.x = -40 + i * spread + rng.float(0, Math.max(0, spread - t.w)); });
  for (const t of towers) {
    if (t.depth > 0) t.floors += 2;
    drawTower(doc, rng, t, ground, glass, unlit, tint);
  }
  street(doc, rng, ground);
  const greens = rng.pick(TREE_GREENS);
  for (let x = rng.float(20, 120); x < W; x += rng.float(230, 360)) doc.add(tree(rng, x, ground + 16, rng.float(130, 180), rng.chance(0.3) ? 'palm' : 'round', greens));
  if (rng.chance(0.7)) doc.add(car(rng.float(40, 500), H - 34, 1.2, rng.pick(CAR_COLOURS)));
  if (rng.chance(0.4)) doc.add(car(rng.float(650, 900), H - 34, 1.2, rng.pick(CAR_COLOURS)));
  return doc.toString();
}
