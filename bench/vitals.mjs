// Core Web Vitals of a scripted visit on a slow link, as the app reports them from real phones: a
// phone-sized Chromium set to report every load (src/contract/vitals-sample.ts) opens the home page,
// a search and a listing through the throttling proxy, taps on each, and leaves it; the figures are
// then read back from the server's /metrics (basera_web_vitals_*), so what is printed went the whole
// way a real visitor's does: web-vitals in the page, sendBeacon, the API, the histograms.
// Run after `npm run build`: `npm run bench:vitals [-- --link 2g|slow-3g]`.
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startServer, tempDataDir } from './lib/server.mjs';
import { LINKS, startThrottleProxy } from './lib/throttle-proxy.mjs';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const TOKEN = 'bench-vitals-metrics-token-0123456789';

const { values } = parseArgs({ options: { link: { type: 'string', default: '2g' } } });
const profile = LINKS[values.link];
if (!profile) throw new Error(`--link must be one of ${Object.keys(LINKS).join(', ')}`);

/** Every series of one metric family as { labels, value }. */
function series(text, name) {
  return text.split('\n').filter((l) => l.startsWith(`${name}{`)).map((l) => {
    const labels = Object.fromEntries([...l.slice(l.indexOf('{') + 1, l.indexOf('}')).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    return { labels, value: Number(l.slice(l.indexOf('}') + 2)) };
  });
}

const dataDir = tempDataDir('vitals');
const server = await startServer({ dataDir, env: { SEED_DEMO_LISTINGS: '30', METRICS_TOKEN: TOKEN } });
const proxy = await startThrottleProxy({ target: { host: '127.0.0.1', port: server.port }, ...profile });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [...ARGS, `--force-effective-connection-type=${profile.effectiveType}`],
});
try {
  const base = `http://127.0.0.1:${proxy.port}`;
  const found = await (await fetch(`${server.url}/api/Property/SearchProperty?City=1`)).json();
  const listing = found.Data?.Properties?.[0]?.PropertyUrl ?? found.Data?.Items?.[0]?.PropertyUrl;
  const visits = [['home', '/'], ['search', '/properties?City=1'], ...(listing ? [['listing', `/property/${listing}`]] : [])];
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  });
  // Every load of this device reports, as a support engineer would set it on a phone.
  await context.addInitScript(() => globalThis.localStorage.setItem('basera.vitals', 'always'));
  const scrape = async () => (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
  const reported = async (kind) => series(await scrape(), 'basera_web_vitals_seconds_count').some((s) => s.labels.page === kind);
  for (const [kind, route] of visits) {
    const page = await context.newPage();
    await page.goto(`${base}${route}`, { waitUntil: 'load', timeout: 300_000 });
    // The app starts once the first screen is shown (src/main.tsx); its scripts take a while on 2G.
    await page.waitForFunction(() => globalThis.performance.getEntriesByType('resource').some((e) => /web-vitals|vitals-report/.test(e.name)), undefined, { timeout: 300_000, polling: 250 });
    await page.waitForTimeout(1000);
    // A tap, so the page has an interaction to measure (INP).
    await page.getByRole('button').first().tap({ timeout: 10_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    // Leaving the page hides it: the report goes out with sendBeacon, across the slow link too.
    await page.goto('about:blank');
    for (const until = performance.now() + 60_000; performance.now() < until && !(await reported(kind));) {
      await new Promise((r) => setTimeout(r, 500));
    }
    await page.close();
  }
  const text = await scrape();
  const sums = series(text, 'basera_web_vitals_seconds_sum');
  const counts = series(text, 'basera_web_vitals_seconds_count');
  const cls = series(text, 'basera_web_vitals_cls_sum');
  console.log(`Core Web Vitals of a scripted visit on ${values.link} (${profile.downKbps} kbit/s down, ${profile.rttMs} ms RTT), as reported to /metrics`);
  console.log(`${'page'.padEnd(10)}${'TTFB'.padStart(9)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'INP'.padStart(9)}${'CLS'.padStart(8)}  connection`);
  for (const [kind] of visits) {
    const of = (name) => {
      const s = sums.find((x) => x.labels.page === kind && x.labels.name === name);
      const n = counts.find((x) => x.labels.page === kind && x.labels.name === name);
      return s && n?.value ? `${(s.value / n.value).toFixed(2)} s` : '-';
    };
    const shift = cls.find((x) => x.labels.page === kind);
    const connection = counts.find((x) => x.labels.page === kind)?.labels.connection ?? '-';
    console.log(`${kind.padEnd(10)}${of('TTFB').padStart(9)}${of('FCP').padStart(9)}${of('LCP').padStart(9)}${of('INP').padStart(9)}${(shift ? shift.value.toFixed(3) : '-').padStart(8)}  ${connection}`);
  }
  await context.close();
} finally {
  await browser.close();
  await proxy.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
