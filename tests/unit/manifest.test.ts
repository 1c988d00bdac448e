import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

interface ImageResource { src: string; sizes: string; type: string; form_factor?: string }
interface Manifest {
  icons: ImageResource[];
  screenshots: ImageResource[];
  shortcuts: Array<{ name: string; url: string; icons: ImageResource[] }>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'manifest.webmanifest'), 'utf8')) as Manifest;

/** Every image the manifest names exists in public/ at the size and type it claims. */
async function expectReal(image: ImageResource): Promise<void> {
  const meta = await sharp(path.join(ROOT, 'public', image.src)).metadata();
  expect(`${meta.width}x${meta.height}`, image.src).toBe(image.sizes);
  expect(`image/${meta.format}`, image.src).toBe(image.type);
}

describe('the web app manifest', () => {
  it('names icons, shortcut icons and screenshots that exist at their stated sizes', async () => {
    for (const image of [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((s) => s.icons)]) await expectReal(image);
  });

  it('gives every shortcut a 96 px icon and the install dialog a phone and a desktop screenshot', () => {
    for (const shortcut of manifest.shortcuts) expect(shortcut.icons.some((icon) => icon.sizes === '96x96'), shortcut.name).toBe(true);
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  });
});
