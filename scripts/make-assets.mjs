// Renders the brand images from SVG drawn here: the logo, the default avatar and the PWA icons.
// Run by hand (`node scripts/make-assets.mjs`) after changing the drawing; the outputs are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GREEN = '#0f7b4f';
const ACCENT = '#f2a33a';

/**
 * The house mark on a 512 grid: a roof chevron over a house body with an arched door. Drawn with
 * thick, round-joined strokes so it still reads at 16 and 50 px.
 */
function mark({ body, roof, door }) {
  return `
    <path d="M64 232 L256 78 L448 232" fill="none" stroke="${roof}" stroke-width="52" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M124 276 L256 170 L388 276 L388 414 Q388 446 356 446 L156 446 Q124 446 124 414 Z" fill="${body}"/>
    <path d="M218 446 L218 352 Q218 312 256 312 Q294 312 294 352 L294 446 Z" fill="${door}"/>`;
}

/** The mark scaled by `scale` around the canvas centre, optically nudged down (the roof is light). */
function centred(size, scale, colours) {
  const s = (size / 512) * scale;
  const offset = (size - 512 * s) / 2;
  return `<g transform="translate(${offset} ${offset + size * 0.012}) scale(${s})">${mark(colours)}</g>`;
}

function svg(size, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}

const onTransparent = { body: GREEN, roof: GREEN, door: ACCENT };
const onGreen = { body: '#ffffff', roof: '#ffffff', door: ACCENT };

/** Rounded green tile: for "any" icons, which launchers show as they are. */
function tile(size) {
  return svg(size, `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${GREEN}"/>${centred(size, 0.72, onGreen)}`);
}

/** Full-bleed green: maskable icons keep the mark inside the central 80% safe circle. */
function fullBleed(size, scale) {
  return svg(size, `<rect width="${size}" height="${size}" fill="${GREEN}"/>${centred(size, scale, onGreen)}`);
}

function avatar(size) {
  const s = size / 256;
  return svg(size, `
    <rect width="${size}" height="${size}" fill="#e5e7eb"/>
    <circle cx="${128 * s}" cy="${104 * s}" r="${46 * s}" fill="#9ca3af"/>
    <path d="M${34 * s} ${size} Q${34 * s} ${170 * s} ${128 * s} ${168 * s} Q${222 * s} ${170 * s} ${222 * s} ${size} Z" fill="#9ca3af"/>`);
}

/** A 96 px launcher-menu icon for a manifest shortcut: the green tile with a white glyph. */
function shortcut(glyph) {
  return svg(96, `<rect width="96" height="96" rx="21" fill="${GREEN}"/>${glyph}`);
}
const searchGlyph = `<circle cx="42" cy="42" r="19" fill="none" stroke="#ffffff" stroke-width="8"/><path d="M56 56 L72 72" stroke="${ACCENT}" stroke-width="10" stroke-linecap="round"/>`;
const addGlyph = '<path d="M48 24 L48 72 M24 48 L72 48" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>';

const outputs = [
  ['assets/logo.png', svg(512, mark(onTransparent))],
  ['assets/avatar.png', avatar(256)],
  ['public/avatar.png', avatar(256)],
  ['public/icons/icon-192.png', tile(192)],
  ['public/icons/icon-512.png', tile(512)],
  // Safe zone: a circle of 40% radius; the mark's corners stay inside it at this scale.
  ['public/icons/maskable-192.png', fullBleed(192, 0.56)],
  ['public/icons/maskable-512.png', fullBleed(512, 0.56)],
  ['public/icons/apple-touch-icon.png', fullBleed(180, 0.66)],
  // Shortcuts (the long-press menu of the installed app) ask for 96 px.
  ['public/icons/shortcut-search-96.png', shortcut(searchGlyph)],
  ['public/icons/shortcut-add-96.png', shortcut(addGlyph)],
];

for (const [file, source] of outputs) {
  const target = path.join(ROOT, file);
  await mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(source)).png({ compressionLevel: 9, adaptiveFiltering: true }).toFile(target);
  console.log(`wrote ${file}`);
}

// The favicon stays vector: crisp at every tab size, a few hundred bytes.
const favicon = `${svg(64, `<rect width="64" height="64" rx="14" fill="${GREEN}"/>${centred(64, 0.74, onGreen)}`)}\n`;
await writeFile(path.join(ROOT, 'public/icons/favicon.svg'), favicon);
console.log('wrote public/icons/favicon.svg');
