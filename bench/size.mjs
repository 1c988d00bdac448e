// What the home, search and detail routes load first in Chromium: the server-rendered HTML, JS and CSS, gzip sizes.
// Run after `npm run build`. Exports measureFirstLoad for the size-budget test.
import { gzipSync } from 'node:zlib';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer, tempDataDir } from './lib/server.mjs';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export async function measureFirstLoad(baseUrl, routes) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
  const results = [];
  try {
    for (const [name, route] of Object.entries(routes)) {
      // A fresh context per route: no service worker or HTTP cache from the previous one.
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const files = new Map();
      page.on('response', async (res) => {
        const type = res.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
        try {
          const body = await res.body();
          files.set(res.url(), { type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        } catch { /* redirected or aborted */ }
      });
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      const sum = (t, k) => [...files.values()].filter((f) => f.type === t).reduce((a, f) => a + f[k], 0);
      results.push({ name, route, htmlGzip: sum('document', 'gzip'), jsGzip: sum('script', 'gzip'), jsRaw: sum('script', 'raw'), cssGzip: sum('stylesheet', 'gzip'), files: files.size });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = tempDataDir('size');
  const server = await startServer({ dataDir, env: { SEED_DEMO_LISTINGS: '30' } });
  try {
    const cards = (await (await fetch(`${server.url}/api/Home/NewlyAdded`)).json()).Data;
    const results = await measureFirstLoad(server.url, {
      home: '/',
      search: '/properties?City=1',
      detail: `/property/${cards[0].PropertyUrl}`,
    });
    const kib = (n) => (n / 1024).toFixed(1).padStart(8);
    console.log('route     HTML gzip KiB  JS gzip KiB  JS raw KiB  CSS gzip KiB  files');
    for (const r of results) console.log(`${r.name.padEnd(10)}${kib(r.htmlGzip)}      ${kib(r.jsGzip)}    ${kib(r.jsRaw)}    ${kib(r.cssGzip)}    ${r.files}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
