/**
 * Popular-city tiles: layered skylines in the brand greens with each city's best-known silhouette
 * (Minar-e-Pakistan, Mazar-e-Quaid, Faisal Mosque, clock towers, wind-catchers...). No text: the
 * client lays the city name over the picture.
 */
import type { Rng } from '../random.ts';
import { BRAND_ACCENT, BRAND_GREEN, SvgDoc, circle, ellipse, line, mix, n, path, poly, rect, shade } from './svg.ts';
import { mountains, tree } from './scenery.ts';

const W = 900;
const H = 600;
const GROUND = 520;

export type Landmark =
  | 'minar' | 'mosque' | 'mazar' | 'faisal' | 'clockTower' | 'shrine' | 'fort' | 'windcatchers' | 'palace' | 'stadium';

export interface CityArt {
  landmarks: Landmark[];
  /** Height range of the generic buildings around the landmark. */
  towers: readonly [number, number];
  mountains?: 'green' | 'rocky' | 'snow';
  sea?: boolean;
  pines?: boolean;
}

export const CITY_ART: Readonly<Record<string, CityArt>> = {
  Lahore: { landmarks: ['mosque', 'minar'], towers: [60, 170] },
  Karachi: { landmarks: ['mazar'], towers: [120, 300], sea: true },
  Islamabad: { landmarks: ['faisal'], towers: [60, 150], mountains: 'green' },
  Rawalpindi: { landmarks: ['mosque'], towers: [80, 200], mountains: 'green' },
  Faisalabad: { landmarks: ['clockTower'], towers: [60, 150] },
  Multan: { landmarks: ['shrine'], towers: [50, 130] },
  Peshawar: { landmarks: ['fort'], towers: [50, 130], mountains: 'rocky' },
  Quetta: { landmarks: ['mosque'], towers: [40, 110], mountains: 'rocky' },
  Sialkot: { landmarks: ['stadium'], towers: [60, 140] },
  Gujranwala: { landmarks: ['clockTower'], towers: [50, 140] },
  Hyderabad: { landmarks: ['windcatchers'], towers: [50, 120] },
  Bahawalpur: { landmarks: ['palace'], towers: [40, 110] },
  Abbottabad: { landmarks: [], towers: [40, 110], mountains: 'green', pines: true },
  Murree: { landmarks: [], towers: [40, 90], mountains: 'snow', pines: true },
  Gwadar: { landmarks: [], towers: [40, 120], mountains: 'rocky', sea: true },
  Sargodha: { landmarks: ['clockTower'], towers: [40, 110] },
  Sahiwal: { landmarks: ['mosque'], towers: [40, 110] },
  Sukkur: { landmarks: ['minar'], towers: [40, 110] },
  Larkana: { landmarks: ['shrine'], towers: [40, 100] },
  Mardan: { landmarks: ['mosque'], towers: [40, 110], mountains: 'rocky' },
  'Rahim Yar Khan': { landmarks: ['palace'], towers: [40, 100] },
  Sheikhupura: { landmarks: ['minar'], towers: [40, 110] },
  Gujrat: { landmarks: ['mosque'], towers: [40, 120] },
  Jhelum: { landmarks: ['fort'], towers: [40, 110], mountains: 'green' },
  'Dera Ghazi Khan': { landmarks: ['shrine'], towers: [40, 100], mountains: 'rocky' },
  Okara: { landmarks: ['clockTower'], towers: [40, 100] },
  Kasur: { landmarks: ['shrine'], towers: [40, 100] },
  Nawabshah: { landmarks: ['windcatchers'], towers: [40, 100] },
  Mirpur: { landmarks: ['mosque'], towers: [40, 120], mountains: 'green' },
  Chiniot: { landmarks: ['palace'], towers: [40, 100] },
  'Wah Cantt': { landmarks: [], towers: [40, 100], mountains: 'green', pines: true },
  Taxila: { landmarks: ['stadium'], towers: [40, 100], mountains: 'green' },
};

function skyline(rng: Rng, base: number, range: readonly [number, number], colour: string, windows: string | null): string {
  const parts: string[] = [];
  let x = -20;
  while (x < W) {
    const w = rng.float(40, 90);
    const h = rng.float(range[0], range[1]);
    parts.push(rect(x, base - h, w, h + 2, colour));
    if (rng.chance(0.25)) parts.push(rect(x + w * 0.4, base - h - 24, 4, 24, colour));
    if (rng.chance(0.2)) parts.push(poly([x, base - h, x + w / 2, base - h - 22, x + w, base - h], colour));
    if (windows) {
      for (let wy = base - h + 14; wy < base - 16; wy += 22) {
        for (let wx = x + 8; wx + 8 < x + w - 6; wx += 16) if (rng.chance(0.22)) parts.push(rect(wx, wy, 8, 10, windows, { opacity: 0.85 }));
      }
    }
    x += w + rng.float(-6, 8);
  }
  return parts.join('');
}

function dome(cx: number, base: number, r: number, colour: string, finial = true): string {
  const d = `M${n(cx - r)} ${n(base)} Q${n(cx - r)} ${n(base - r * 1.25)} ${n(cx)} ${n(base - r * 1.5)} Q${n(cx + r)} ${n(base - r * 1.25)} ${n(cx + r)} ${n(base)} Z`;
  return path(d, colour) + (finial ? rect(cx - 1.5, base - r * 1.5 - r * 0.45, 3, r * 0.45, colour) + circle(cx, base - r * 1.5 - r * 0.5, r * 0.08, colour) : '');
}

function minaret(x: number, base: number, h: number, w: number, colour: string): string {
  return rect(x - w / 2, base - h, w, h, colour) + rect(x - w * 0.8, base - h * 0.7, w * 1.6, 5, colour) + rect(x - w * 0.8, base - h * 0.98, w * 1.6, 5, colour) + dome(x, base - h, w * 0.65, colour);
}

function arches(x: number, y: number, w: number, h: number, count: number, colour: string): string {
  const parts: string[] = [];
  const aw = w / count;
  for (let i = 0; i < count; i++) {
    const ax = x + i * aw + aw * 0.2;
    const r = aw * 0.3;
    parts.push(path(`M${n(ax)} ${n(y + h)} L${n(ax)} ${n(y + r)} Q${n(ax + r)} ${n(y - r * 0.4)} ${n(ax + 2 * r)} ${n(y + r)} L${n(ax + 2 * r)} ${n(y + h)} Z`, colour));
  }
  return parts.join('');
}

function landmark(kind: Landmark, cx: number, base: number, c: string, light: string, rng: Rng): string {
  switch (kind) {
    case 'minar': {
      const parts = [poly([cx - 80, base, cx + 80, base, cx + 60, base - 34, cx - 60, base - 34], c)];
      parts.push(poly([cx - 24, base - 34, cx + 24, base - 34, cx + 12, base - 300, cx - 12, base - 300], c));
      for (const t of [0.3, 0.55, 0.8]) parts.push(rect(cx - 30 + t * 14, base - 34 - t * 266, 60 - t * 28, 7, c));
      parts.push(dome(cx, base - 300, 14, c));
      return parts.join('');
    }
    case 'mosque': {
      const w = 300;
      const parts = [rect(cx - w / 2, base - 90, w, 90, c)];
      parts.push(arches(cx - w / 2 + 10, base - 70, w - 20, 70, 6, light));
      parts.push(dome(cx, base - 90, 56, c), dome(cx - 95, base - 90, 32, c), dome(cx + 95, base - 90, 32, c));
      parts.push(minaret(cx - w / 2 - 12, base, 200, 18, c), minaret(cx + w / 2 + 12, base, 200, 18, c));
      return parts.join('');
    }
    case 'mazar': {
      const parts = [poly([cx - 170, base, cx + 170, base, cx + 150, base - 26, cx - 150, base - 26], c)];
      parts.push(rect(cx - 110, base - 150, 220, 124, c), arches(cx - 100, base - 120, 200, 94, 3, light));
      parts.push(rect(cx - 70, base - 168, 140, 20, c));
      parts.push(path(`M${n(cx - 80)} ${n(base - 166)} Q${n(cx - 84)} ${n(base - 260)} ${n(cx)} ${n(base - 290)} Q${n(cx + 84)} ${n(base - 260)} ${n(cx + 80)} ${n(base - 166)} Z`, c));
      return parts.join('');
    }
    case 'faisal': {
      const parts = [path(`M${n(cx - 150)} ${n(base)} Q${n(cx - 60)} ${n(base - 70)} ${n(cx)} ${n(base - 190)} Q${n(cx + 60)} ${n(base - 70)} ${n(cx + 150)} ${n(base)} Z`, c)];
      parts.push(poly([cx, base - 190, cx + 40, base - 50, cx + 10, base - 40], light, { opacity: 0.35 }));
      for (const dx of [-210, -170, 170, 210]) {
        const h = Math.abs(dx) > 190 ? 300 : 270;
        parts.push(rect(cx + dx - 5, base - h, 10, h, c), poly([cx + dx - 6, base - h, cx + dx + 6, base - h, cx + dx, base - h - 34], c), rect(cx + dx - 9, base - h * 0.72, 18, 5, c));
      }
      return parts.join('');
    }
    case 'clockTower': {
      const parts = [rect(cx - 42, base - 230, 84, 230, c), rect(cx - 52, base - 244, 104, 16, c)];
      parts.push(circle(cx, base - 190, 26, BRAND_ACCENT), line(cx, base - 190, cx, base - 206, shade(c, -0.2), 4), line(cx, base - 190, cx + 12, base - 186, shade(c, -0.2), 4));
      parts.push(arches(cx - 34, base - 120, 68, 80, 2, light));
      parts.push(poly([cx - 48, base - 244, cx + 48, base - 244, cx, base - 310], c), rect(cx - 2, base - 330, 4, 22, c));
      return parts.join('');
    }
    case 'shrine': {
      const parts = [poly([cx - 130, base, cx + 130, base, cx + 110, base - 110, cx - 110, base - 110], c)];
      parts.push(arches(cx - 100, base - 90, 200, 70, 4, light));
      parts.push(poly([cx - 85, base - 110, cx + 85, base - 110, cx + 70, base - 180, cx - 70, base - 180], c));
      parts.push(dome(cx, base - 178, 70, c));
      for (const dx of [-118, 118]) parts.push(rect(cx + dx - 10, base - 150, 20, 150, c), dome(cx + dx, base - 150, 12, c, false));
      return parts.join('');
    }
    case 'fort': {
      const parts = [rect(cx - 260, base - 110, 520, 110, c)];
      for (let x = cx - 260; x < cx + 260; x += 26) parts.push(rect(x, base - 128, 16, 20, c));
      for (const dx of [-260, -90, 90, 260]) parts.push(rect(cx + dx - 32, base - 160, 64, 160, c), rect(cx + dx - 38, base - 172, 76, 14, c));
      parts.push(path(`M${n(cx - 40)} ${n(base)} L${n(cx - 40)} ${n(base - 60)} Q${n(cx)} ${n(base - 100)} ${n(cx + 40)} ${n(base - 60)} L${n(cx + 40)} ${n(base)} Z`, light));
      return parts.join('');
    }
    case 'windcatchers': {
      const parts: string[] = [];
      for (let x = cx - 320; x < cx + 320; x += rng.float(90, 130)) {
        const h = rng.float(70, 140);
        const w = rng.float(70, 110);
        parts.push(rect(x, base - h, w, h, c));
        // The mangh: a slanted scoop on the roof facing the sea breeze.
        parts.push(poly([x + w * 0.2, base - h, x + w * 0.2, base - h - 60, x + w * 0.6, base - h - 40, x + w * 0.6, base - h], c));
        parts.push(poly([x + w * 0.26, base - h - 8, x + w * 0.26, base - h - 48, x + w * 0.54, base - h - 34, x + w * 0.54, base - h - 8], light, { opacity: 0.6 }));
      }
      return parts.join('');
    }
    case 'stadium': {
      // Sialkot makes the world's cricket bats and footballs: a stadium with floodlights.
      const parts = [path(`M${n(cx - 230)} ${n(base)} L${n(cx - 210)} ${n(base - 80)} Q${n(cx)} ${n(base - 130)} ${n(cx + 210)} ${n(base - 80)} L${n(cx + 230)} ${n(base)} Z`, c)];
      parts.push(path(`M${n(cx - 190)} ${n(base - 60)} Q${n(cx)} ${n(base - 104)} ${n(cx + 190)} ${n(base - 60)}`, 'none', { stroke: light, strokeWidth: 6 }));
      for (const dx of [-250, -120, 120, 250]) {
        parts.push(rect(cx + dx - 4, base - 250, 8, 250, c), rect(cx + dx - 26, base - 280, 52, 34, c, { rx: 3 }));
        for (let i = 0; i < 3; i++) parts.push(rect(cx + dx - 20 + i * 15, base - 274, 10, 10, BRAND_ACCENT), rect(cx + dx - 20 + i * 15, base - 260, 10, 10, BRAND_ACCENT));
      }
      return parts.join('');
    }
    case 'palace': {
      const parts = [rect(cx - 220, base - 120, 440, 120, c)];
      parts.push(arches(cx - 200, base - 100, 400, 100, 8, light));
      parts.push(rect(cx - 70, base - 170, 140, 60, c), dome(cx, base - 170, 60, c));
      for (const dx of [-220, 220]) parts.push(rect(cx + dx - 22, base - 180, 44, 180, c), dome(cx + dx, base - 180, 24, c));
      return parts.join('');
    }
  }
}

export function citySvg(rng: Rng, art: CityArt): string {
  const doc = new SvgDoc(W, H);
  const front = BRAND_GREEN;
  doc.add(rect(0, 0, W, H, doc.linear([[0, '#cfe9dc'], [0.7, '#fdf3e1'], [1, '#fde3bf']])));
  const sx = rng.float(0.15, 0.85) * W;
  const sy = rng.float(90, 170);
  doc.add(circle(sx, sy, 170, doc.radial([[0, BRAND_ACCENT, 0.45], [1, BRAND_ACCENT, 0]])), circle(sx, sy, 58, BRAND_ACCENT));
  if (art.mountains) {
    const col = art.mountains === 'green' ? mix(BRAND_GREEN, '#ffffff', 0.62) : mix('#6f8a80', '#ffffff', 0.5);
    doc.add(mountains(rng, W, GROUND - 120, art.mountains === 'green' ? 170 : 260, col, art.mountains === 'snow' ? '#ffffff' : undefined));
  }
  doc.add(skyline(rng, GROUND - 20, [art.towers[0] * 1.2, art.towers[1] * 1.2], mix(BRAND_GREEN, '#ffffff', 0.72), null));
  doc.add(skyline(rng, GROUND, art.towers, mix(BRAND_GREEN, '#ffffff', 0.45), null));
  doc.add(rect(0, GROUND - 2, W, H - GROUND + 2, mix(BRAND_GREEN, '#ffffff', 0.3)));
  const marks = art.landmarks;
  marks.forEach((m, i) => {
    const cx = marks.length === 1 ? W * rng.float(0.4, 0.6) : W * (0.3 + (0.45 * i) / (marks.length - 1));
    doc.add(landmark(m, cx, GROUND, front, mix(BRAND_GREEN, '#ffffff', 0.45), rng));
  });
  // Low front buildings with lit windows hide the landmarks' feet and give the tile a dark base for text.
  doc.add(skyline(rng, H, [50, 100], shade(front, -0.25), BRAND_ACCENT));
  if (art.pines) {
    const greens = { leaf: mix(BRAND_GREEN, '#ffffff', 0.15), leafDark: shade(BRAND_GREEN, -0.3), trunk: '#5a4030' };
    for (let x = rng.float(0, 60); x < W; x += rng.float(90, 170)) doc.add(tree(rng, x, H - rng.float(10, 40), rng.float(90, 140), 'pine', greens));
  }
  if (art.sea) {
    doc.add(rect(0, H - 70, W, 70, mix('#2f8fb3', BRAND_GREEN, 0.35)));
    for (let y = H - 56; y < H; y += 18) {
      for (let x = rng.float(-40, 0); x < W; x += rng.float(80, 140)) doc.add(path(`M${n(x)} ${n(y)} q15 -8 30 0 q15 8 30 0`, 'none', { stroke: '#ffffff', strokeWidth: 3, opacity: 0.5 }));
    }
  }
  doc.add(ellipse(W / 2, H + 40, W, 60, '#000000', { opacity: 0.12 }));
  return doc.toString();
}
