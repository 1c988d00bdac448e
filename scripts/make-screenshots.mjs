// Takes the install dialog's screenshots (the manifest's `screenshots`): the home
// page of the built app with the demo catalogue, on a phone (360x740 at 2x) and a desktop (1280x800).
// Run by hand after a visible change to the home page: `npm run build && node scripts/make-screenshots.mjs`;
// the outputs are committed.
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { startServer, tempDataDir } from '../bench/lib/server.mjs';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const SHOTS = [
  { file: 'public/screenshots/home-narrow.webp', viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 },
  { file: 'public/screenshots/home-wide.webp', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

const dataDir = tempDataDir('screenshots');
const server = await startServer({ dataDir, env: { SEED_DEMO_LISTINGS: '60' } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.deviceScaleFactor, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const png = await page.screenshot();
    await sharp(png).webp({ quality: 72 }).toFile(shot.file);
    console.log(`wrote ${shot.file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
