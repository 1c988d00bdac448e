/**
 * Link previews and area guides through HTTP: the 1200×630 preview picture of a public photo (and
 * none for a hidden listing's), the guide's medians and trend worked out by hand from listings made
 * here, and the Open Graph tags of rendered pages (escaped, in Urdu under /ur). The rendered pages
 * need `npm run build` (dist/ and build/ssr/) and are skipped without it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { insertListing } from './support/listings.ts';
import { createApp } from '../../server/app.ts';
import { ROOT } from '../../server/paths.ts';
import type { AreaGuide } from '../../src/contract/guides.ts';
import { GUIDE_MIN_LISTINGS } from '../../src/contract/constants.ts';
import { trendMonths } from '../../server/services/guides.ts';

const SITE = 'http://basera.test';
const CLIENT_DIR = path.join(ROOT, 'dist');
const RENDERER = path.join(ROOT, 'build', 'ssr', 'entry-server.js');
const built = existsSync(path.join(CLIENT_DIR, 'index.html')) && existsSync(RENDERER);

let server: TestServer;
let pages: ReturnType<typeof createApp>;

beforeAll(async () => {
  // Caches off: every read here sees the listings made just before it.
  server = await startTestServer({ env: { PUBLIC_URL: SITE, SSR_THREADS: '0', PAGE_CACHE_SECONDS: '0', SEARCH_CACHE_SECONDS: '0' } });
  if (built) pages = createApp(server.deps, { clientDir: CLIENT_DIR, rendererFile: RENDERER });
}, 120_000);
afterAll(async () => { await server?.close(); });

let photoN = 0;
/** A photo in the upload store, 800×500, as the listing form would have stored it. */
async function storedPhoto(): Promise<string> {
  photoN += 1;
  const name = `listings/share/p${process.pid}-${photoN}.jpg`;
  const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 90, b: 40 } } }).jpeg().toBuffer();
  await server.deps.uploads.put(name, new Uint8Array(bytes), 'image/jpeg');
  return name;
}

const shareImage = (upload: string) => server.fetch(`/api/Images/Share?upload=${encodeURIComponent(upload)}`);

describe('the preview picture of a shared link', () => {
  it('is a 1200×630 JPEG of a public listing\'s photo, kept by caches', async () => {
    const photo = await storedPhoto();
    await insertListing(server.database, { title: 'Share photo house', images: [photo] });
    const res = await shareImage(photo);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    // Asked again with its ETag: not made or sent twice.
    const again = await server.fetch(`/api/Images/Share?upload=${encodeURIComponent(photo)}`, { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('is refused for a hidden, pending or deleted listing\'s photo, and for a name that is not one', async () => {
    for (const status of ['Hidden', 'Pending'] as const) {
      const photo = await storedPhoto();
      const { id } = await insertListing(server.database, { title: `Share ${status} house`, images: [photo] });
      // insertListing knows the statuses a form makes; Hidden is what visitors' reports lead to.
      await server.database.exec(`UPDATE properties SET status = '${status}' WHERE id = ${id}`);
      expect((await shareImage(photo)).status, status).toBe(404);
    }
    const gone = await storedPhoto();
    await insertListing(server.database, { title: 'Share deleted house', images: [gone], deleted: true });
    expect((await shareImage(gone)).status).toBe(404);
    const bad = await server.json('/api/Images/Share?upload=..%2Fsecret.jpg');
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toMatchObject({ Field: 'upload' });
  });
});

/** The median of a list, as percentile_cont(0.5) takes it. */
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The city of the guide test's own listings (a city the test data left empty); the chart test reads its guide. */
let guideCity = '';

describe('an area guide', () => {
  it('gives the median asking price per Marla of live houses, for sale and rent, and a trend by the month each price was first asked', async () => {
    // A society of its own, in a city where the test data placed no listing, so nothing else is counted.
    const [place] = await server.database.rows<{ id: number; name: string; city_id: number; city: string }>(sql`
      SELECT l.id, l.name, l.city_id, c.name AS city FROM locations l JOIN cities c ON c.id = l.city_id
      WHERE NOT EXISTS (SELECT 1 FROM properties p WHERE p.city_id = c.id) ORDER BY c.id, l.id LIMIT 1`);
    guideCity = place!.city.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    const where = { cityId: place!.city_id, locationId: place!.id };
    // Sale: 5, 10 and 20 Marla at these prices; per Marla 1.2 Crore/… worked out below.
    const sale = [
      { price: 12_000_000, area: 5 }, { price: 30_000_000, area: 10 }, { price: 50_000_000, area: 20 }, { price: 9_000_000, area: 5 },
      { price: 22_000_000, area: 10 },
    ];
    const rent = [{ price: 60_000, area: 5 }, { price: 150_000, area: 10 }];
    const made: number[] = [];
    for (const s of sale) made.push((await insertListing(server.database, { ...where, ...s, purposeId: 1, typeId: 1 })).id);
    for (const s of rent) made.push((await insertListing(server.database, { ...where, ...s, purposeId: 2, typeId: 1 })).id);
    // Not counted: a plot (not a house), a sold house (not live), a house without an area, a deleted house.
    await insertListing(server.database, { ...where, price: 1_000_000_000, area: 5, purposeId: 1, typeId: 7 });
    const sold = await insertListing(server.database, { ...where, price: 99_000_000, area: 5, purposeId: 1, typeId: 1 });
    await server.database.exec(`UPDATE properties SET status = 'Sold' WHERE id = ${sold.id}`);
    await insertListing(server.database, { ...where, price: 5_000_000, area: 0, purposeId: 1, typeId: 1 });
    await insertListing(server.database, { ...where, price: 7_000_000, area: 5, purposeId: 1, typeId: 1, deleted: true });

    // History: the first two sale houses were first asked lower, five months ago (Pakistan time).
    const months = trendMonths(new Date());
    const fiveAgo = months[months.length - 6]!;
    await server.database.exec(`INSERT INTO listing_prices (property_id, price, first_at) VALUES
      (${made[0]}, 10000000, '${fiveAgo}-15T12:00:00+05:00'), (${made[1]}, 27000000, '${fiveAgo}-20T12:00:00+05:00')`);
    // Last year, out of the window: never drawn.
    await server.database.exec(`INSERT INTO listing_prices (property_id, price, first_at) VALUES (${made[2]}, 1000, now() - interval '13 months')`);

    const slugOf = (name: string) => name.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    const res = await server.json<AreaGuide>(`/api/Guides/Area?City=${slugOf(place!.city)}&Area=${slugOf(place!.name).toUpperCase()}`);
    expect(res.status, res.body.Message).toBe(200);
    const guide = res.body.Data;
    expect(guide.City).toMatchObject({ Id: place!.city_id, Slug: slugOf(place!.city) });
    expect(guide.Area).toMatchObject({ Id: place!.id, Name: place!.name });

    const perMarla = (xs: Array<{ price: number; area: number }>) => Math.round(median(xs.map((x) => x.price / (x.area * 225))) * 225);
    // 24, 30, 25, 18 and 22 Lakh a Marla: median 24 Lakh, of five houses, the fewest a median is given of.
    expect(GUIDE_MIN_LISTINGS).toBe(5);
    expect(guide.Sale).toMatchObject({ MedianPerMarla: 2_400_000, Listings: 5 });
    expect(perMarla(sale)).toBe(2_400_000);
    // Two houses for rent (12,000 and 15,000 a Marla a month) are too few for a market price: counted, no median.
    expect(guide.Rent).toMatchObject({ MedianPerMarla: null, Listings: 2 });
    // Every live listing of any kind there: 5 + 2 sale and rent houses, the plot and the house without an area.
    expect(guide.LiveListings).toBe(9);

    expect(guide.Sale.Trend.map((t) => t.Month)).toEqual(months);
    const thisMonth = guide.Sale.Trend.at(-1)!;
    // This month: each live or sold house's price as first asked now (the trigger), the sold one included.
    const askedNow = [...sale, { price: 99_000_000, area: 5 }];
    expect(thisMonth).toEqual({ Month: months.at(-1), MedianPerMarla: perMarla(askedNow), Prices: 6 });
    // Five months ago: 10,000,000/5 = 20 Lakh and 27,000,000/10 = 27 Lakh a Marla, median 23.5 Lakh.
    expect(guide.Sale.Trend.find((t) => t.Month === fiveAgo)).toEqual({ Month: fiveAgo, MedianPerMarla: 2_350_000, Prices: 2 });
    // Months without a price have none, rather than a neighbour's.
    expect(guide.Sale.Trend.filter((t) => t.Prices === 0).every((t) => t.MedianPerMarla === null)).toBe(true);
    expect(guide.Sale.Trend.filter((t) => t.Prices > 0)).toHaveLength(2);
    expect(guide.Rent.Trend.at(-1)).toEqual({ Month: months.at(-1), MedianPerMarla: 13_500, Prices: 2 });

    // The city's guide counts the society and names it among its areas.
    const city = (await server.json<AreaGuide>(`/api/Guides/Area?City=${slugOf(place!.city)}`)).body.Data;
    expect(city.Area).toBeUndefined();
    expect(city.Areas[0]).toMatchObject({ Id: place!.id, Slug: slugOf(place!.name), Listings: 9 });
    expect(city.Sale.MedianPerMarla).toBe(2_400_000);
    expect(city.Rent).toMatchObject({ MedianPerMarla: null, Listings: 2 });
  });

  it('answers 404 naming the field for a place it does not know, and 400 for an address that is not a place name', async () => {
    const city = await server.json('/api/Guides/Area?City=atlantis');
    expect(city.status).toBe(404);
    expect(city.body.Data).toMatchObject({ Field: 'City' });
    const area = await server.json('/api/Guides/Area?City=lahore&Area=nowhere-block-z');
    expect(area.status).toBe(404);
    expect(area.body.Data).toMatchObject({ Field: 'Area' });
    for (const q of ['', 'City=', 'City=%3Cscript%3E', 'City=lahore&Area=a%20b']) {
      const res = await server.json(`/api/Guides/Area?${q}`);
      expect(res.status, q).toBe(400);
      expect((res.body.Data as { Field: string }).Field, q).toMatch(/^(City|Area)$/);
    }
  });
});

/** The head's Open Graph and Twitter tags, unescaped as a preview fetcher reads them. */
function previewOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+|description)" content="([^"]*)">/g)) {
    const value = m[2]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
    tags[m[1]!] = tags[m[1]!] === undefined ? value : `${tags[m[1]!]}|${value}`;
  }
  return tags;
}

const page = async (target: string) => {
  const res = await pages.request(target);
  return { status: res.status, html: await res.text() };
};

describe('link previews of rendered pages', () => {
  it.skipIf(!built)('a listing\'s: price and area in words, the place, the photo card, its own address; a title with quotes, < and & stays inside its tag', async () => {
    const photo = await storedPhoto();
    const [loc] = await server.database.rows<{ id: number; name: string }>(sql`SELECT id, name FROM locations WHERE city_id = 1 ORDER BY id LIMIT 1`);
    const title = `"Best" <b>house</b> & garden's gate</head><script>alert(1)</script>`;
    const listing = await insertListing(server.database, { title, price: 25_000_000, area: 10, areaUnitId: 1, cityId: 1, locationId: loc!.id, images: [photo], description: 'Corner house near the park.' });
    const { status, html } = await page(`/property/${listing.url}`);
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    // Nothing of the title escaped its attribute: no second script, no tag from the owner's text.
    expect(head).not.toContain('<script>alert(1)');
    expect(head).not.toContain('<b>house');
    const tags = previewOf(html);
    expect(tags['og:title']).toBe(`PKR 2.5 Crore · 10 Marla House for sale in ${loc!.name}, Lahore`);
    expect(tags['og:description']).toBe(`${title}. Corner house near the park.`);
    expect(tags.description).toBe(tags['og:description']);
    expect(tags['og:type']).toBe('article');
    expect(tags['og:url']).toBe(`${SITE}/property/${listing.url}`);
    expect(tags['og:locale']).toBe('en_PK');
    expect(tags['og:locale:alternate']).toBe('ur_PK');
    expect(tags['og:image']).toBe(`${SITE}/api/Images/Share?upload=${encodeURIComponent(photo).replace(/%2F/g, '%2F')}`);
    expect(tags['og:image:width']).toBe('1200');
    expect(tags['og:image:height']).toBe('630');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['twitter:image']).toBe(tags['og:image']);
    // The picture it names is one a fetcher can load.
    const image = await server.fetch(new URL(tags['og:image']!).pathname + new URL(tags['og:image']!).search);
    expect(image.status).toBe(200);
  });

  it.skipIf(!built)('the Urdu listing page\'s preview is in Urdu, with its /ur address', async () => {
    const listing = await insertListing(server.database, { title: 'Urdu preview house', price: 25_000_000, area: 10, cityId: 1, purposeId: 1 });
    const { html } = await page(`/ur/property/${listing.url}`);
    const tags = previewOf(html);
    expect(tags['og:locale']).toBe('ur_PK');
    expect(tags['og:url']).toBe(`${SITE}/ur/property/${listing.url}`);
    expect(tags['og:title']).toContain('کروڑ');
    expect(tags['og:title']).toContain('مرلہ');
    expect(tags['og:title']).toContain('لاہور');
    expect(tags['og:title']).not.toMatch(/Crore|Marla|Lahore/);
  });

  it.skipIf(!built)('a results page\'s: its title, how many were found and the first listings\' prices', async () => {
    const photo = await storedPhoto();
    await insertListing(server.database, { title: 'Results preview house', price: 45_000_000, area: 1, areaUnitId: 2, cityId: 3, images: [photo] });
    const { html } = await page('/properties?City=3&Purpose=1');
    const tags = previewOf(html);
    expect(tags['og:title']).toMatch(/Islamabad|Properties/);
    expect(tags['og:description']).toMatch(/propert(y|ies) found: PKR/);
    expect(tags['og:url']).toBe(`${SITE}/properties?City=3&Purpose=1`);
    expect(tags['og:image']).toMatch(/^http:\/\/basera\.test\/api\/Images\/Share\?upload=/);
    const ur = previewOf((await page('/ur/properties?City=3&Purpose=1')).html);
    expect(ur['og:description']).toContain('پراپرٹیز ملیں');
  });

  it.skipIf(!built)('a project\'s: its name and prices, developer and place, how it is sold, its first photo; in Urdu too', async () => {
    const { status, html } = await page('/projects/skyline-residency-demo');
    expect(status).toBe(200);
    const tags = previewOf(html);
    expect(tags['og:title']).toBe('Skyline Residency (demo): PKR 90 Lakh to PKR 2.1 Crore');
    expect(tags['og:description']).toMatch(/^By Falak Builders \(demo\), Block A, .*Karachi\. Under construction · Instalments\. An invented/);
    expect(tags['og:url']).toBe(`${SITE}/projects/skyline-residency-demo`);
    expect(tags['og:image']).toMatch(/^http:\/\/basera\.test\/api\/Images\/Share\?upload=/);
    const image = await server.fetch(new URL(tags['og:image']!).pathname + new URL(tags['og:image']!).search);
    expect(image.status).toBe(200);
    const ur = previewOf((await page('/ur/projects/skyline-residency-demo')).html);
    expect(ur['og:locale']).toBe('ur_PK');
    expect(ur['og:title']).toContain('کروڑ');
    expect(ur['og:description']).toContain('زیرِ تعمیر');
    expect(previewOf((await page('/projects/no-such-project')).html)['og:title']).toBeUndefined();
  });

  it.skipIf(!built)('a guide\'s, in English and in Urdu, says asking prices; a missing listing or guide offers none', async () => {
    const tags = previewOf((await page('/guides/lahore')).html);
    expect(tags['og:title']).toBe('Lahore area guide');
    expect(tags['og:description']).toMatch(/^Asking prices for houses in Lahore: .* Not sale prices\.$/);
    expect(tags['og:url']).toBe(`${SITE}/guides/lahore`);
    const ur = previewOf((await page('/ur/guides/lahore')).html);
    expect(ur['og:title']).toBe('لاہور کی علاقائی گائیڈ');
    expect(ur['og:locale']).toBe('ur_PK');
    const missing = await page('/property/no-such-listing-999999');
    expect(missing.status).toBe(404);
    expect(previewOf(missing.html)['og:title']).toBeUndefined();
    const noGuide = await page('/guides/atlantis');
    expect(noGuide.status).toBe(404);
    expect(previewOf(noGuide.html)['og:title']).toBeUndefined();
  });

  it.skipIf(!built)('a guide page carries its chart as inline SVG, with the asking-price note', async () => {
    const { html } = await page(`/guides/${guideCity}`);
    expect(html).toContain('These are asking prices');
    // The chart is in the server's markup (it reads before any script, and offline once seen): the
    // test city's society has this month's and five months ago's prices from the test above.
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="From PKR 23\.5 Lakh per Marla in [A-Z][a-z]{2} \d{4} to PKR [\d.]+ (Lakh|Crore) in [A-Z][a-z]{2} \d{4}\."/);
    // Two months with prices, apart: two dots, the later one at the top right, and no line drawn
    // across the months between them.
    const chart = /<svg[^>]*role="img"[\s\S]*?<\/svg>/.exec(html)![0];
    expect(chart.match(/<circle /g)).toHaveLength(2);
    expect(chart).toContain('<circle cx="300" cy="0" r="4"');
    expect(chart).not.toMatch(/<path d="M[\d.]+ [\d.]+ L/);
  });
});
