/**
 * Pages rendered by the server with the real renderer, answered in-process: Urdu addresses as people
 * and other sites write them, the Urdu home's canonical link, and 404 for listing addresses that
 * cannot exist. These tests need `npm run build` (dist/ and build/ssr/) and are skipped without it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { insertListing } from './support/listings.ts';
import { createApp } from '../../server/app.ts';
import { ROOT } from '../../server/paths.ts';

const SITE = 'http://basera.test';
const CLIENT_DIR = path.join(ROOT, 'dist');
const RENDERER = path.join(ROOT, 'build', 'ssr', 'entry-server.js');
const built = existsSync(path.join(CLIENT_DIR, 'index.html')) && existsSync(RENDERER);

let server: TestServer;
/** The same deps served with the real renderer, answered in-process (app.request). */
let pages: ReturnType<typeof createApp>;

beforeAll(async () => {
  // SSR_THREADS=0 renders in this process; the page cache is off so each request renders afresh.
  server = await startTestServer({ env: { PUBLIC_URL: SITE, SSR_THREADS: '0', PAGE_CACHE_SECONDS: '0' } });
  if (built) pages = createApp(server.deps, { clientDir: CLIENT_DIR, rendererFile: RENDERER });
}, 120_000);
afterAll(async () => { await server?.close(); });

const page = async (target: string) => {
  const res = await pages.request(target);
  const html = await res.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="server-state">/.exec(html)?.[1] ?? '';
  return { status: res.status, html, root, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '', location: res.headers.get('location') };
};

describe('Urdu pages rendered by the server', () => {
  it.skipIf(!built)('renders an Urdu search whose query is not in the router\'s own encoding (%20, a comma) as the page, not a blank one', async () => {
    const [a, b] = await server.database.rows<{ id: number }>(sql`SELECT id FROM locations WHERE city_id = 1 ORDER BY id LIMIT 2`);
    // The app writes `+` and `%2C`; people, other sites and the README write `%20` and `,`.
    for (const [typed, canonical] of [
      ['/ur/properties?Keyword=10%20marla', '/ur/properties?Keyword=10+marla'],
      [`/ur/properties?City=1&Location=${a!.id},${b!.id}`, `/ur/properties?City=1&Location=${a!.id}%2C${b!.id}`],
    ] as const) {
      const expected = await page(canonical);
      expect(expected.root.length, canonical).toBeGreaterThan(1000);
      const got = await page(typed);
      expect(got.status, typed).toBe(200);
      // Not 200 with an empty <div id="root"></div> and the home page's title.
      expect(got.title, typed).toBe(expected.title);
      expect(got.root.length, typed).toBeGreaterThan(1000);
    }
  });

  it.skipIf(!built)('does not answer /UR/... (another case of the prefix) with a blank 200, and a missing listing there is not a 200', async () => {
    const listing = await insertListing(server.database, { title: 'Upper case prefix house' });
    const shown = await page(`/UR/property/${listing.url}`);
    if (shown.status >= 300 && shown.status < 400) {
      expect(shown.location).toBe(`/ur/property/${listing.url}`);
    } else {
      // Not 200 with an empty root and the home page's title.
      expect(shown.title).toContain('Upper case prefix house');
      expect(shown.root.length).toBeGreaterThan(1000);
    }
    expect((await page('/UR/property/no-such-listing-999999')).status).not.toBe(200);
  });

  it.skipIf(!built)('gives the Urdu home page no canonical link to the English one', async () => {
    for (const target of ['/ur', '/ur/']) {
      const { html } = await page(target);
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
      // Not the English home (http://basera.test/), which would say /ur/ is a copy of it.
      if (canonical !== undefined) expect(canonical, target).toBe(`${SITE}/ur`);
    }
  });

  it.skipIf(!built)('answers a listing address that cannot exist with 404, as one that does not', async () => {
    expect((await page('/property/no-such-listing-999999')).status).toBe(404);
    // Not 200 with "Property not found": the details read answers 400 for such an address.
    expect((await page('/property/%3Cx%3E')).status).toBe(404);
    expect((await page('/property/a%20b')).status).toBe(404);
  });
});
