/** Friendly flat portraits for testimonials: head and shoulders on a soft round backdrop. */
import type { Rng } from '../random.ts';
import { SvgDoc, circle, ellipse, n, path, rect, shade } from './svg.ts';

export interface AvatarLook {
  woman: boolean;
  beard?: boolean;
  hijab?: boolean;
  glasses?: boolean;
}

const SKIN = ['#c68e63', '#d9a47a', '#b57a50', '#e0b48c', '#a86f48', '#cf9a6e'];
const HAIR = ['#2b1d16', '#3b2a20', '#1f1a17', '#4a3326'];
const BACKDROPS = ['#d8efe4', '#fde8c8', '#e3ecf7', '#f6e0e0', '#ece6f5', '#e4f1d9'];
const CLOTHES = ['#0f7b4f', '#f2a33a', '#3d5a80', '#c0674a', '#6d5b7b', '#2f4858', '#e07a5f', '#81b29a'];

export function avatarSvg(rng: Rng, look: AvatarLook, size = 200): string {
  const doc = new SvgDoc(size, size);
  const s = size / 200;
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const cloth = rng.pick(CLOTHES);
  const bg = rng.pick(BACKDROPS);
  doc.add(rect(0, 0, size, size, shade(bg, 0.4)), circle(100 * s, 100 * s, 96 * s, bg));
  const cx = 100 * s;
  const headY = 86 * s;
  // Long hair sits behind the shoulders.
  if (look.woman && !look.hijab) doc.add(path(`M${n(cx - 48 * s)} ${n(headY)} Q${n(cx - 56 * s)} ${n(headY + 80 * s)} ${n(cx - 40 * s)} ${n(headY + 92 * s)} L${n(cx + 40 * s)} ${n(headY + 92 * s)} Q${n(cx + 56 * s)} ${n(headY + 80 * s)} ${n(cx + 48 * s)} ${n(headY)} Z`, hair));
  const scarf = rng.pick(['#6d5b7b', '#3d5a80', '#c0674a', '#2f4858', '#81b29a']);
  if (look.hijab) {
    doc.add(path(`M${n(cx - 62 * s)} ${n(200 * s)} Q${n(cx - 66 * s)} ${n(headY - 56 * s)} ${n(cx)} ${n(headY - 56 * s)} Q${n(cx + 66 * s)} ${n(headY - 56 * s)} ${n(cx + 62 * s)} ${n(200 * s)} Z`, scarf));
  }
  // Shoulders and neck.
  doc.add(path(`M${n(cx - 78 * s)} ${n(200 * s)} Q${n(cx - 76 * s)} ${n(142 * s)} ${n(cx - 30 * s)} ${n(138 * s)} L${n(cx + 30 * s)} ${n(138 * s)} Q${n(cx + 76 * s)} ${n(142 * s)} ${n(cx + 78 * s)} ${n(200 * s)} Z`, cloth));
  doc.add(rect(cx - 14 * s, headY + 30 * s, 28 * s, 26 * s, shade(skin, -0.12)));
  if (!look.woman) doc.add(path(`M${n(cx - 22 * s)} ${n(138 * s)} L${n(cx)} ${n(160 * s)} L${n(cx + 22 * s)} ${n(138 * s)} Z`, shade(cloth, 0.5)));
  // Head.
  if (!look.hijab) doc.add(ellipse(cx - 37 * s, headY + 4 * s, 7 * s, 10 * s, shade(skin, -0.06)), ellipse(cx + 37 * s, headY + 4 * s, 7 * s, 10 * s, shade(skin, -0.06)));
  doc.add(ellipse(cx, headY, 37 * s, 44 * s, skin));
  if (look.hijab) {
    doc.add(path(`M${n(cx - 40 * s)} ${n(headY - 4 * s)} Q${n(cx - 40 * s)} ${n(headY - 50 * s)} ${n(cx)} ${n(headY - 50 * s)} Q${n(cx + 40 * s)} ${n(headY - 50 * s)} ${n(cx + 40 * s)} ${n(headY - 4 * s)} Q${n(cx)} ${n(headY - 30 * s)} ${n(cx - 40 * s)} ${n(headY - 4 * s)} Z`, shade(scarf, 0.12)));
  } else if (look.woman) {
    doc.add(path(`M${n(cx - 40 * s)} ${n(headY + 6 * s)} Q${n(cx - 44 * s)} ${n(headY - 50 * s)} ${n(cx)} ${n(headY - 48 * s)} Q${n(cx + 44 * s)} ${n(headY - 50 * s)} ${n(cx + 40 * s)} ${n(headY + 6 * s)} Q${n(cx + 30 * s)} ${n(headY - 24 * s)} ${n(cx)} ${n(headY - 26 * s)} Q${n(cx - 22 * s)} ${n(headY - 24 * s)} ${n(cx - 40 * s)} ${n(headY + 6 * s)} Z`, hair));
  } else {
    doc.add(path(`M${n(cx - 38 * s)} ${n(headY - 4 * s)} Q${n(cx - 42 * s)} ${n(headY - 52 * s)} ${n(cx)} ${n(headY - 50 * s)} Q${n(cx + 42 * s)} ${n(headY - 52 * s)} ${n(cx + 38 * s)} ${n(headY - 4 * s)} Q${n(cx + 34 * s)} ${n(headY - 26 * s)} ${n(cx + 10 * s)} ${n(headY - 28 * s)} Q${n(cx - 30 * s)} ${n(headY - 30 * s)} ${n(cx - 38 * s)} ${n(headY - 4 * s)} Z`, hair));
  }
  if (look.beard) {
    doc.add(path(`M${n(cx - 36 * s)} ${n(headY + 2 * s)} Q${n(cx - 34 * s)} ${n(headY + 46 * s)} ${n(cx)} ${n(headY + 48 * s)} Q${n(cx + 34 * s)} ${n(headY + 46 * s)} ${n(cx + 36 * s)} ${n(headY + 2 * s)} Q${n(cx + 30 * s)} ${n(headY + 26 * s)} ${n(cx)} ${n(headY + 22 * s)} Q${n(cx - 30 * s)} ${n(headY + 26 * s)} ${n(cx - 36 * s)} ${n(headY + 2 * s)} Z`, hair));
  }
  // Face.
  doc.add(circle(cx - 14 * s, headY + 2 * s, 3.6 * s, '#2a211c'), circle(cx + 14 * s, headY + 2 * s, 3.6 * s, '#2a211c'));
  doc.add(path(`M${n(cx - 20 * s)} ${n(headY - 9 * s)} q6 ${n(-4 * s)} ${n(12 * s)} 0 M${n(cx + 8 * s)} ${n(headY - 9 * s)} q6 ${n(-4 * s)} ${n(12 * s)} 0`, 'none', { stroke: shade(hair, 0.1), strokeWidth: 2.5 * s, linecap: 'round' }));
  doc.add(path(`M${n(cx - 12 * s)} ${n(headY + 18 * s)} Q${n(cx)} ${n(headY + 28 * s)} ${n(cx + 12 * s)} ${n(headY + 18 * s)}`, 'none', { stroke: look.beard ? '#f3e6da' : '#8a4b3a', strokeWidth: 3 * s, linecap: 'round' }));
  if (!look.beard) doc.add(circle(cx - 24 * s, headY + 14 * s, 6 * s, '#e8837a', { opacity: 0.25 }), circle(cx + 24 * s, headY + 14 * s, 6 * s, '#e8837a', { opacity: 0.25 }));
  if (look.glasses) {
    doc.add(circle(cx - 14 * s, headY + 2 * s, 11 * s, 'none', { stroke: '#2a211c', strokeWidth: 3 * s }), circle(cx + 14 * s, headY + 2 * s, 11 * s, 'none', { stroke: '#2a211c', strokeWidth: 3 * s }));
    doc.add(path(`M${n(cx - 3 * s)} ${n(headY + 1 * s)} L${n(cx + 3 * s)} ${n(headY + 1 * s)}`, 'none', { stroke: '#2a211c', strokeWidth: 3 * s }));
  }
  return doc.toString();
}
