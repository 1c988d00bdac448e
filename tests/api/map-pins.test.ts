/**
 * A listing's exact point stays with its owner (docs/product.md, "Where is it?"): every public answer
 * carries the public point only, unless the owner chose to show the exact one. The server-rendered
 * page test needs `npm run build` (dist/ and build/ssr/) and is skipped without it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { createApp } from '../../server/app.ts';
import { ROOT } from '../../server/paths.ts';
import { distanceMetres } from '../../server/geo/outlines.ts';
import { PIN_OFFSET_METRES, PinMessages, type MapPin } from '../../src/contract/geo.ts';
import type {
  FavouriteItem, ListingCard, PropertyDetails, PropertyForEdit, SearchResult, SubmitResult,
} from '../../src/contract/types.ts';

const CLIENT_DIR = path.join(ROOT, 'dist');
const RENDERER = path.join(ROOT, 'build', 'ssr', 'entry-server.js');
const built = existsSync(path.join(CLIENT_DIR, 'index.html')) && existsSync(RENDERER);

let server: TestServer;
let pages: ReturnType<typeof createApp> | undefined;
beforeAll(async () => {
  server = await startTestServer({ env: { SSR_THREADS: '0', PAGE_CACHE_SECONDS: '0' } });
  if (built) pages = createApp(server.deps, { clientDir: CLIENT_DIR, rendererFile: RENDERER });
}, 120_000);
afterAll(async () => { await server?.close(); });

/** In G-13, Islamabad (location 312): odd decimals no other listing has. */
const EXACT = { lat: 33.64917, lng: 72.96383 };

const house = {
  Title: 'Pinned house', Description: 'Corner house near the park.', PurposeId: '1', TypeId: '1',
  Price: '35000000', BedRoomId: '4', BathRoomId: '3', Area: '10', AreaUnitId: '1', CityId: '3', LocationId: '312',
  OtherFeatures: '[]', FullName: 'Sana Iqbal', EmailAddress: 'sana.pins@example.pk', PhoneNumber: '03001112233',
};

function form(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

async function approve(title: string): Promise<void> {
  const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`).at(-1)!;
  const link = linkIn(mail, '/property/verification/approve');
  const res = await server.json(`/api/property/approve?${link.searchParams.toString()}`);
  expect(res.status, res.body.Message).toBe(200);
}

/** Every public answer about the listing, as raw text, and the pins they carry. */
async function publicAnswers(id: number, url: string, token: string): Promise<{ texts: string[]; pins: MapPin[] }> {
  const texts: string[] = [];
  const take = async (res: Response) => {
    expect(res.status, res.url).toBe(200);
    const t = await res.text();
    texts.push(t);
    return JSON.parse(t) as { Data: unknown };
  };
  const details = (await take(await server.fetch(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(url)}`))).Data as PropertyDetails;
  const search = (await take(await server.fetch('/api/Property/SearchProperty', jsonPost({ City: 3, Location: [312], SortBy: 'newest', PageSize: 50 })))).Data as SearchResult;
  const home = (await take(await server.fetch('/api/Home/NewlyAdded'))).Data as ListingCard[];
  await server.json('/api/Favourites/Set', bearer(token, jsonPost({ PropertyId: id, Saved: true })));
  const favourites = (await take(await server.fetch('/api/Favourites/List', bearer(token)))).Data as FavouriteItem[];
  const pins = [
    details.MapPin,
    search.Items.find((i) => i.PropertyId === id)?.MapPin,
    home.find((i) => i.PropertyId === id)?.MapPin,
    favourites.find((i) => i.PropertyId === id)?.MapPin,
  ];
  expect(pins.map((p) => p !== undefined), JSON.stringify(pins) + 'details, search, home and favourites each carry a MapPin').toEqual([true, true, true, true]);
  if (pages) {
    const res = await pages.request(`/property/${url}`);
    expect(res.status).toBe(200);
    texts.push(await res.text());
  }
  return { texts, pins: pins as MapPin[] };
}

/** The exact pair, as any answer would spell it (5 decimals), appears in none of them. */
function carriesExact(texts: string[]): boolean {
  return texts.some((t) => t.includes(String(EXACT.lat)) && t.includes(String(EXACT.lng)));
}

describe('map pins', () => {
  it('never shows a submitted exact point publicly unless the owner chooses to; the owner reads it back', async () => {
    const owner = await registeredUser(server, 'pinowner');
    const viewer = await registeredUser(server, 'pinviewer');
    const submit = (fields: Record<string, string>) =>
      server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(owner.token, { method: 'POST', body: form(fields) }));
    // A phone's fix has more decimals than we keep.
    const sent = await submit({ ...house, PinLatitude: '33.649171234567', PinLongitude: '72.963829876543', ShowExactLocation: 'false' });
    expect(sent.status, sent.body.Message).toBe(200);
    const { PropertyId: id, PropertyUrl: propertyUrl } = sent.body.Data;
    await approve('Pinned house');

    const edit = (await server.json<PropertyForEdit>(`/api/Property/GetPropertyDetailsByID?PropertyId=${id}&IncludeImages=false`, bearer(owner.token))).body.Data;
    expect([edit.PinLatitude, edit.PinLongitude, edit.ShowExactLocation]).toEqual([EXACT.lat, EXACT.lng, false]);
    const stranger = await server.json(`/api/Property/GetPropertyDetailsByID?PropertyId=${id}&IncludeImages=false`, bearer(viewer.token));
    expect(stranger.status).toBe(404);

    const approximate = await publicAnswers(id, propertyUrl, viewer.token);
    expect(carriesExact(approximate.texts)).toBe(false);
    for (const pin of approximate.pins) {
      expect(pin).toEqual(approximate.pins[0]);
      expect(pin.Precision).toBe('approximate');
      const d = distanceMetres(EXACT, { lat: pin.Latitude, lng: pin.Longitude });
      expect(d).toBeGreaterThan(0);
      expect(d).toBeLessThanOrEqual(PIN_OFFSET_METRES + 1);
    }

    // The owner shows it exactly: now it is public, marked exact.
    const shown = await submit({ ...house, PropertyId: String(id), PinLatitude: String(EXACT.lat), PinLongitude: String(EXACT.lng), ShowExactLocation: 'true' });
    expect(shown.status, shown.body.Message).toBe(200);
    await approve('Pinned house');
    const exact = await publicAnswers(id, shown.body.Data.PropertyUrl, viewer.token);
    expect(carriesExact(exact.texts)).toBe(true);
    expect(exact.pins[0]).toEqual({ Latitude: EXACT.lat, Longitude: EXACT.lng, Precision: 'exact' });

    // An edit from a client that sends no pin fields keeps the pin and the choice.
    await submit({ ...house, PropertyId: String(id), Title: 'Pinned house' });
    const kept = (await server.json<PropertyForEdit>(`/api/Property/GetPropertyDetailsByID?PropertyId=${id}&IncludeImages=false`, bearer(owner.token))).body.Data;
    expect([kept.PinLatitude, kept.PinLongitude, kept.ShowExactLocation]).toEqual([EXACT.lat, EXACT.lng, true]);

    // Moved and hidden again: a new draw. With the offset of the first pin (public point minus the pin
    // shown exactly a moment ago) nobody can take the offset off the new one.
    const MOVED = { lat: EXACT.lat + 0.001, lng: EXACT.lng };
    await submit({ ...house, PropertyId: String(id), PinLatitude: String(MOVED.lat), PinLongitude: String(MOVED.lng), ShowExactLocation: 'false' });
    await approve('Pinned house');
    const moved = (await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(propertyUrl)}`)).body.Data.MapPin!;
    expect(moved.Precision).toBe('approximate');
    expect(distanceMetres(MOVED, { lat: moved.Latitude, lng: moved.Longitude })).toBeLessThanOrEqual(PIN_OFFSET_METRES + 1);
    const learnt = { lat: approximate.pins[0]!.Latitude - EXACT.lat, lng: approximate.pins[0]!.Longitude - EXACT.lng };
    const undone = { lat: moved.Latitude - learnt.lat, lng: moved.Longitude - learnt.lng };
    expect(distanceMetres(MOVED, undone)).toBeGreaterThan(2);

    // Sent empty: the pin is gone and the listing shows at its area's centre.
    await submit({ ...house, PropertyId: String(id), PinLatitude: '', PinLongitude: '' });
    await approve('Pinned house');
    const removed = (await server.json<PropertyForEdit>(`/api/Property/GetPropertyDetailsByID?PropertyId=${id}&IncludeImages=false`, bearer(owner.token))).body.Data;
    expect([removed.PinLatitude, removed.PinLongitude]).toEqual([null, null]);
    const area = (await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(propertyUrl)}`)).body.Data.MapPin!;
    expect(area.Precision).toBe('area');
    expect(distanceMetres({ lat: 33.6490, lng: 72.9630 }, { lat: area.Latitude, lng: area.Longitude })).toBeLessThanOrEqual(PIN_OFFSET_METRES + 1);
  });

  it('gives a new listing without a pin a point near its area', async () => {
    const res = await server.json<SubmitResult>('/api/Property/SubmitPropertyAnonymous', {
      method: 'POST', body: form({ ...house, Title: 'Unpinned house', EmailAddress: 'unpinned@example.pk', ShowExactLocation: 'true' }),
    });
    expect(res.status, res.body.Message).toBe(200);
    await approve('Unpinned house');
    const pin = (await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(res.body.Data.PropertyUrl)}`)).body.Data.MapPin!;
    expect(pin.Precision).toBe('area');
  });

  it('keeps no exact-location choice without a point: a pin added later by a client that does not send the choice is approximate', async () => {
    const owner = await registeredUser(server, 'pinchoice');
    const submit = (fields: Record<string, string>) =>
      server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(owner.token, { method: 'POST', body: form(fields) }));
    const sent = await submit({ ...house, Title: 'Choice without a pin', ShowExactLocation: 'true' });
    expect(sent.status, sent.body.Message).toBe(200);
    const id = sent.body.Data.PropertyId;
    const read = async () => (await server.json<PropertyForEdit>(`/api/Property/GetPropertyDetailsByID?PropertyId=${id}&IncludeImages=false`, bearer(owner.token))).body.Data;
    expect((await read()).ShowExactLocation).toBe(false);
    // An edit that sends only the choice, still without a point, does not store it either.
    await submit({ ...house, Title: 'Choice without a pin', PropertyId: String(id), ShowExactLocation: 'true' });
    expect((await read()).ShowExactLocation).toBe(false);
    await submit({ ...house, Title: 'Choice without a pin', PropertyId: String(id), PinLatitude: '33.6481', PinLongitude: '72.9642' });
    await approve('Choice without a pin');
    const edit = await read();
    expect([edit.PinLatitude, edit.PinLongitude, edit.ShowExactLocation]).toEqual([33.6481, 72.9642, false]);
    const details = (await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(sent.body.Data.PropertyUrl)}`)).body.Data;
    expect(details.MapPin?.Precision).toBe('approximate');
  });

  it('refuses a point far from the chosen city or location, naming the point', async () => {
    const owner = await registeredUser(server, 'pinfar');
    const submit = (fields: Record<string, string>) =>
      server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(owner.token, { method: 'POST', body: form(fields) }));
    // Islamabad's G-13 with a point in Delhi, Kabul, Karachi and the sea: all inside the box around Pakistan.
    for (const [lat, lng] of [['28.6139', '77.209'], ['34.5553', '69.2075'], ['24.8607', '67.0011'], ['23.6', '63.0']]) {
      const res = await submit({ ...house, Title: 'Far point', PinLatitude: lat!, PinLongitude: lng! });
      expect(res.status, `${lat},${lng}`).toBe(400);
      expect(res.body.Message).toBe(PinMessages.farFromCity);
      expect((res.body.Data as unknown as { Field: string }).Field).toBe('PinLatitude');
    }
    // In Islamabad, but across the city from G-13 (Bani Gala, about 17 km away).
    const across = await submit({ ...house, Title: 'Far point', PinLatitude: '33.7215', PinLongitude: '73.1441' });
    expect(across.status).toBe(400);
    expect(across.body.Message).toBe(PinMessages.farFromLocation);
    // Without a location, anywhere in the city will do; just past G-13's outline is fine too.
    const noLocation = await submit({ ...house, Title: 'Near point', LocationId: '', PinLatitude: '33.7215', PinLongitude: '73.1441' });
    expect(noLocation.status, noLocation.body.Message).toBe(200);
    const nearby = await submit({ ...house, Title: 'Near point', PinLatitude: String(EXACT.lat + 0.02), PinLongitude: String(EXACT.lng) });
    expect(nearby.status, nearby.body.Message).toBe(200);
    // An edit that moves the listing to Lahore and sends no point keeps the stored one: checked too.
    const moved = await submit({ ...house, Title: 'Near point', PropertyId: String(nearby.body.Data.PropertyId), CityId: '1', LocationId: '' });
    expect(moved.status).toBe(400);
    expect(moved.body.Message).toBe(PinMessages.farFromCity);
  });

  it('lets our own pages, and only them, ask for the phone\'s location', async () => {
    const res = await server.fetch('/', { headers: { Accept: 'text/html' } });
    const policy = res.headers.get('permissions-policy') ?? '';
    expect(policy).toContain('geolocation=(self)');
    expect(policy).toContain('camera=()');
  });

  it('refuses coordinates outside Pakistan, one without the other, and what is not a number, naming the field', async () => {
    const bad: Array<[Record<string, string>, string]> = [
      [{ PinLatitude: '40.5', PinLongitude: '72.9' }, 'PinLatitude'],
      [{ PinLatitude: '33.6', PinLongitude: '80.1' }, 'PinLongitude'],
      [{ PinLatitude: '-33.6', PinLongitude: '72.9' }, 'PinLatitude'],
      [{ PinLatitude: '33.6' }, 'PinLongitude'],
      [{ PinLongitude: '72.9' }, 'PinLatitude'],
      [{ PinLatitude: '33.6', PinLongitude: '' }, 'PinLongitude'],
      [{ PinLatitude: 'north', PinLongitude: '72.9' }, 'PinLatitude'],
      [{ PinLatitude: '33.6', PinLongitude: '7e1' }, 'PinLongitude'],
      [{ PinLatitude: 'NaN', PinLongitude: 'Infinity' }, 'PinLatitude'],
      [{ PinLatitude: '33.6', PinLongitude: '72.9', ShowExactLocation: 'maybe' }, 'ShowExactLocation'],
    ];
    for (const [fields, field] of bad) {
      const res = await server.json<{ Field: string }>('/api/Property/SubmitPropertyAnonymous', {
        method: 'POST', body: form({ ...house, Title: 'Bad pin house', ...fields }), headers: { 'X-Forwarded-For': '198.51.100.7' },
      });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.Data.Field, JSON.stringify(fields)).toBe(field);
      expect(res.body.Message).toContain(field);
    }
  });
});
