import { mkdirSync, writeFileSync, rmSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { ROOT } from '../../server/paths.ts';

// A small built-client stand-in: the real build is exercised by the end-to-end tests.
const clientDir = path.join(ROOT, '.tmp', `client-fixture-${process.pid}`);
let server: TestServer;
const APP_JS = `export const words = ${JSON.stringify('ghar makan plot '.repeat(400))};`;

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Basera</title><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'assets', 'index-AbC123.css'), 'body{margin:0}');
  writeFileSync(path.join(clientDir, 'assets', 'shrink-worker-AbC123.js'), 'onmessage = () => {}');
  writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  // As scripts/precompress.mjs leaves a built file: its Brotli copy beside it.
  writeFileSync(path.join(clientDir, 'assets', 'app-Br0tli.js'), APP_JS);
  writeFileSync(path.join(clientDir, 'assets', 'app-Br0tli.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Basera"}');
  mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{"index.html":{}}');
  server = await startTestServer({ clientDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the API envelope', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const { status, body } = await server.json('/api/Nothing/Here');
    expect(status).toBe(404);
    expect(body).toEqual({ IsSuccess: false, Message: 'The requested resource was not found.', Data: null });
  });

  it('answers a known path with the wrong method with a 404 envelope, not a crash', async () => {
    const { status, body } = await server.json('/api/Home/NewlyAdded', { method: 'DELETE' });
    expect(status).toBe(404);
    expect(body.IsSuccess).toBe(false);
  });

  it('refuses a JSON body that is not JSON typed, and one that is too large', async () => {
    const wrongType = await server.json('/api/Property/GetDropDownData', { method: 'POST', body: 'City=1', headers: { 'Content-Type': 'text/plain' } });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.IsSuccess).toBe(false);
    const big = await server.json('/api/Property/GetDropDownData', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ City: 1, pad: 'x'.repeat(400_000) }),
    });
    expect(big.status).toBe(413);
    expect(big.body.Message).toMatch(/too large/);
  });

  it('gives every answer a request id and security headers', async () => {
    const res = await server.fetch('/api/Home/WhatOurClientSays');
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // No page frames anything: the maps, the contact page's included, are our own.
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('version headers on every /api answer', () => {
  it('sends X-App-Version and X-Min-Client-Version (and no-store) on a refused cross-site write and a body too large', async () => {
    const crossSite = await server.fetch('/api/Contact/Us', { ...jsonPost({}), headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    const tooLarge = await server.fetch('/api/Contact/Us', { ...jsonPost('x'.repeat(300 * 1024)), headers: { 'Content-Type': 'application/json' } });
    expect(tooLarge.status).toBe(413);
    for (const res of [crossSite, tooLarge]) {
      // Their middleware runs before the one that adds these headers, so it must add them too.
      expect(res.headers.get('x-app-version'), String(res.status)).toBeTruthy();
      expect(res.headers.get('x-min-client-version'), String(res.status)).toBeTruthy();
      expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store');
    }
  });
});

describe('the built client', () => {
  it('serves index.html with no-cache for navigations, including deep links', async () => {
    for (const p of ['/', '/properties', '/property/house-for-sale-in-dha-lahore-12', '/account/profile']) {
      const res = await server.fetch(p, { headers: { Accept: 'text/html' } });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable and keeps their case', async () => {
    const res = await server.fetch('/assets/index-AbC123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('sends a document\'s headers with documents and workers, and only what a fetched file reads with the rest', async () => {
    const documentOnly = ['permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies'];
    for (const p of ['/', '/sw.js', '/api/Home/WhatOurClientSays']) {
      const res = await server.fetch(p, { headers: { Accept: 'text/html' } });
      for (const name of documentOnly) expect(res.headers.get(name), `${p} ${name}`).not.toBeNull();
      expect(res.headers.get('content-security-policy'), p).toContain("frame-ancestors 'none'");
      // Workers come from our own origin only since the photo shrinker became a built file.
      expect(res.headers.get('content-security-policy'), p).toContain("worker-src 'self';");
    }
    for (const p of ['/assets/index-AbC123.js', '/assets/index-AbC123.css', '/manifest.webmanifest', '/assets/missing-123.css']) {
      const res = await server.fetch(p);
      for (const name of documentOnly) expect(res.headers.get(name), `${p} ${name}`).toBeNull();
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), p).toBe('same-origin');
      expect(res.headers.get('x-request-id'), p).toMatch(/[0-9a-f-]{36}/);
    }
    // A worker takes its policy from its own script's answer; a module takes its importer's.
    const worker = await server.fetch('/assets/shrink-worker-AbC123.js');
    expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self';");
    expect(worker.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    for (const name of documentOnly) expect(worker.headers.get(name), name).toBeNull();
    for (const p of ['/assets/index-AbC123.js', '/assets/index-AbC123.css']) {
      expect((await server.fetch(p)).headers.get('content-security-policy'), p).toBeNull();
    }
  });

  it('serves the service worker and manifest with no-cache', async () => {
    const sw = await server.fetch('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await server.fetch('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a worker update check with 304 when its ETag comes back marked weak, as compression marks it', async () => {
    const first = await server.fetch('/sw.js', { headers: { 'Accept-Encoding': 'gzip' } });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const weak = etag.startsWith('W/') ? etag : `W/${etag}`;
    for (const header of [weak, weak.slice(2), `"other", ${weak}`, '*']) {
      const again = await server.fetch('/sw.js', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': header } });
      expect(again.status, header).toBe(304);
    }
    const changed = await server.fetch('/sw.js', { headers: { 'If-None-Match': 'W/"something-else"' } });
    expect(changed.status).toBe(200);
  });

  it('serves the build\'s Brotli copy to browsers that accept it, and only to them', async () => {
    const br = await server.fetch('/assets/app-Br0tli.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await br.text()).toBe(APP_JS);
    const etag = br.headers.get('etag') ?? '';
    const again = await server.fetch('/assets/app-Br0tli.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    // A 304 has no body, so it names no encoding.
    expect(again.headers.get('content-encoding')).toBeNull();
    for (const refused of ['gzip, deflate', 'gzip, br;q=0', 'gzip, br; Q=0']) {
      const res = await server.fetch('/assets/app-Br0tli.js', { headers: { 'Accept-Encoding': refused } });
      expect(res.headers.get('content-encoding'), refused).toBe('gzip');
      expect(await res.text()).toBe(APP_JS);
    }
    // A file changed after the build is served as it is now, never from its stale copy.
    writeFileSync(path.join(clientDir, 'assets', 'app-Br0tli.js'), `${APP_JS}\n// patched`);
    const future = new Date(Date.now() + 60_000);
    utimesSync(path.join(clientDir, 'assets', 'app-Br0tli.js'), future, future);
    const patched = await server.fetch('/assets/app-Br0tli.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(patched.headers.get('content-encoding')).not.toBe('br');
    expect(await patched.text()).toBe(`${APP_JS}\n// patched`);
    // The copy is never a file of its own, and the shell (changed as it is served) has none.
    for (const copy of ['/assets/app-Br0tli.js.br', '/assets/app-Br0tli.js.br/', '/assets/app-Br0tli.js.BR']) {
      expect((await server.fetch(copy)).status, copy).toBe(404);
    }
    const shell = await server.fetch('/', { headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } });
    expect(shell.headers.get('content-encoding')).not.toBe('br');
  });

  it('answers a missing asset with a 404, never the shell', async () => {
    const res = await server.fetch('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it('answers an unknown page with 404 and the app, which shows its not-found page', async () => {
    for (const p of ['/no-such-page', '/account', '/property/a/b']) {
      const res = await server.fetch(p, { headers: { Accept: 'text/html' } });
      expect(res.status, p).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('sends a share to the installed app on to the listing form when no service worker took it', async () => {
    const fd = new FormData();
    fd.append('photos', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    const res = await server.fetch('/property/forms/submit', { method: 'POST', body: fd, redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/property/forms/submit?shared=1');
  });

  it('does not serve the build manifest or other dot-folders', async () => {
    for (const p of ['/.vite/manifest.json', '/.vite/', '/.env']) expect((await server.fetch(p)).status, p).toBe(404);
  });

  it('does not let a path escape the client folder', async () => {
    const res = await server.fetch('/..%2f..%2fpackage.json');
    expect(res.status).toBe(404);
    const res2 = await server.fetch('/assets/..%2f..%2f..%2fpackage.json');
    expect(res2.status).toBe(404);
  });
});

describe('HTTPS', () => {
  it('sends HSTS only when the public address is https', async () => {
    expect((await server.fetch('/api/Home/WhatOurClientSays')).headers.get('strict-transport-security')).toBeNull();
    const secure = await startTestServer({ env: { PUBLIC_URL: 'https://basera.pk' } });
    try {
      const res = await secure.fetch('/api/Home/WhatOurClientSays');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(res.headers.get('set-cookie')).toBeNull();
    } finally {
      await secure.close();
    }
  });
});
