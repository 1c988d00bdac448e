// A first visit to the home page on a slow link: the bytes that cross
// the wire (page, service worker install and anything it warms), how long until the service worker
// is ready, how long until the page says every core page opens offline (src/lib/offline-ready.ts),
// and whether those pages then open offline.
// Run after `npm run build`: `npm run bench:first-visit [-- --link 2g|slow-3g] [-- --server other/build/server.js]`.
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startServer, tempDataDir } from './lib/server.mjs';
import { LINKS, startThrottleProxy } from './lib/throttle-proxy.mjs';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

const { values } = parseArgs({ options: { link: { type: 'string', default: '2g' }, server: { type: 'string', default: 'build/server.js' } } });
const profile = LINKS[values.link];
if (!profile) throw new Error(`--link must be one of ${Object.keys(LINKS).join(', ')}`);

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Waits until no byte has crossed the proxy for `quietMs`, or `capMs` has passed. */
async function settle(proxy, quietMs, capMs) {
  const until = performance.now() + capMs;
  let last = proxy.counts.down;
  let quietSince = performance.now();
  while (performance.now() < until) {
    await new Promise((r) => setTimeout(r, 250));
    if (proxy.counts.down !== last) { last = proxy.counts.down; quietSince = performance.now(); }
    else if (performance.now() - quietSince >= quietMs) return;
  }
}

const dataDir = tempDataDir('first-visit');
const server = await startServer({ dataDir, serverFile: values.server, env: { SEED_DEMO_LISTINGS: '30' } });
const proxy = await startThrottleProxy({ target: { host: '127.0.0.1', port: server.port }, ...profile });
// The proxy slows the bytes; this makes the browser's Network Information API say so too, as a phone's would.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [...ARGS, `--force-effective-connection-type=${profile.effectiveType}`],
});
try {
  const base = `http://127.0.0.1:${proxy.port}`;
  // A phone: Chromium then sends Sec-CH-UA-Mobile: ?1, as an Android phone's does (tests/e2e/support.ts, PHONE).
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const navigations = [];
  // Documents, not the router's history changes: a reload would cost the visit its page again.
  page.on('domcontentloaded', () => navigations.push(`${((performance.now() - t0) / 1000).toFixed(1)} s`));
  proxy.reset();
  const t0 = performance.now();
  await page.goto(`${base}/`, { waitUntil: 'domcontentloaded', timeout: 300_000 });
  const domMs = performance.now() - t0;
  await page.waitForLoadState('load', { timeout: 300_000 });
  const loadMs = performance.now() - t0;
  const pageBytes = proxy.counts.down;
  // A page that reloads itself (the app failed to arrive, src/main.tsx) is counted, and waited for.
  for (;;) {
    try {
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined), undefined, { timeout: 300_000 });
      break;
    } catch (error) {
      if (!/context was destroyed/i.test(String(error))) throw error;
      await page.waitForLoadState('load', { timeout: 300_000 });
    }
  }
  const readyMs = performance.now() - t0;
  const firstVisitNavigations = navigations.slice();
  const readyBytes = proxy.counts.down;
  // The page's own "ready offline" moment: the worker has every core page (sw/idle-warm.ts).
  let offlineReadyMs = null;
  let offlineReadyBytes = null;
  try {
    await page.waitForFunction(() => globalThis.document.documentElement.hasAttribute('data-offline-ready'), undefined, { timeout: 300_000, polling: 100 });
    offlineReadyMs = performance.now() - t0;
    offlineReadyBytes = proxy.counts.down;
  } catch {
    // Never said (an older build): the figures below show what opened offline anyway.
  }
  // What the worker fetches later (warming when idle on a good link) is counted too.
  await settle(proxy, 5000, 120_000);
  const totalBytes = proxy.counts.down;

  await context.setOffline(true);
  const offline = {};
  for (const [name, route, expected] of [
    ['home', '/', { role: 'heading', name: /Newly Added/i }],
    ['search', '/properties?City=1', { role: 'heading', level: 1 }],
    ['add property', '/property/forms/submit', { label: 'Property Title' }],
    ['recently viewed', '/recently-viewed', { role: 'heading', level: 1, name: /Recently viewed/i }],
    ['outbox', '/outbox', { role: 'heading', level: 1, name: /Outbox/i }],
  ]) {
    try {
      await page.goto(`${base}${route}`, { timeout: 15_000 });
      const locator = expected.label ? page.getByLabel(expected.label) : page.getByRole(expected.role, expected);
      await locator.first().waitFor({ timeout: 10_000 });
      offline[name] = 'opens';
    } catch {
      offline[name] = 'FAILS';
    }
  }
  await context.close();

  console.log(`First visit to / on ${values.link} (${profile.downKbps} kbit/s down, ${profile.upKbps} up, ${profile.rttMs} ms RTT, effective type ${profile.effectiveType}), ${values.server}`);
  console.log(`  DOMContentLoaded          ${sec(domMs)}`);
  console.log(`  load                      ${sec(loadMs)}   ${kib(pageBytes)} on the wire`);
  console.log(`  service worker ready      ${sec(readyMs)}   ${kib(readyBytes)} on the wire`);
  console.log(`  ready offline (said)      ${offlineReadyMs === null ? 'never said' : `${sec(offlineReadyMs)}   ${kib(offlineReadyBytes)} on the wire`}`);
  console.log(`  settled (incl. warming)             ${kib(totalBytes)} on the wire, ${proxy.counts.connections} connections`);
  if (firstVisitNavigations.length > 1) console.log(`  NOTE: the page loaded ${firstVisitNavigations.length} documents: ${firstVisitNavigations.join(', ')}`);
  console.log(`  offline afterwards        ${Object.entries(offline).map(([k, v]) => `${k}: ${v}`).join(', ')}`);
} finally {
  await browser.close();
  await proxy.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
