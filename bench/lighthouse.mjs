// Lighthouse (mobile settings, simulated throttling) on home, search results and a listing, against
// the built server on the machine's Chromium. Prints performance and accessibility scores, LCP, CLS, TBT.
// Run after `npm run build`. CHROMIUM_PATH defaults to /usr/bin/chromium. LH_REPORT_DIR, when set, receives
// each page's full JSON report for reading the trace-derived audits (long tasks, LCP element, chains).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer, tempDataDir } from './lib/server.mjs';

const dataDir = tempDataDir('lighthouse');
const server = await startServer({ dataDir });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
try {
  const cards = (await (await fetch(`${server.url}/api/Home/NewlyAdded`)).json()).Data;
  const pages = {
    home: '/',
    search: '/properties?City=1&Purpose=1',
    listing: `/property/${cards[0].PropertyUrl}`,
  };
  console.log('page      perf  a11y   LCP ms   CLS     TBT ms');
  for (const [name, route] of Object.entries(pages)) {
    const audit = () => lighthouse(server.url + route, {
      port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'],
    });
    // Now and then Chromium's trace lacks its navigation start (NO_NAVSTART): one more run, then say so.
    let result = await audit();
    if (result.lhr.runtimeError) result = await audit();
    if (result.lhr.runtimeError) {
      console.log(`${name.padEnd(9)}  no result: ${result.lhr.runtimeError.code}`);
      continue;
    }
    const { categories, audits } = result.lhr;
    if (process.env.LH_REPORT_DIR) {
      mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
      writeFileSync(join(process.env.LH_REPORT_DIR, `${name}.json`), JSON.stringify(result.lhr));
    }
    const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
    console.log(`${name.padEnd(9)}${String(score('performance')).padStart(5)}${String(score('accessibility')).padStart(6)}`
      + `${audits['largest-contentful-paint'].numericValue.toFixed(0).padStart(9)}`
      + `${audits['cumulative-layout-shift'].numericValue.toFixed(3).padStart(8)}`
      + `${audits['total-blocking-time'].numericValue.toFixed(0).padStart(9)}`);
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
    if (failing.length) console.log(`          to look at: ${failing.map((a) => a.id).slice(0, 8).join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
