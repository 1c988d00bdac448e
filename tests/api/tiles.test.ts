import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { LOCATION_CENTRES, CITY_CENTRES } from '../../server/geo/places.ts';
import { LOCATIONS } from '../../server/seed/reference-data.ts';
import { lngLatToTile } from '../../server/tiles/tile-math.ts';
import { decodeTile, isGzip } from '../support/vector-tiles.ts';
import { TILE_MEDIA_TYPE } from '../../src/contract/tiles.ts';

/**
 * The embedded basemap (no TILES_ARCHIVE): Natural Earth land and borders with our cities' and
 * locations' outlines and labels, served as Mapbox Vector Tiles.
 */
let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

/** The answer's bytes exactly as sent (fetch would undo the gzip itself). */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(server.url + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const lahoreDha = LOCATIONS.find((l) => l.cityId === 1 && /^DHA Phase 5$/.test(l.name))!;

describe('vector tiles (embedded basemap)', () => {
  it('serves a Lahore tile at zoom 12 with land, the city, its DHA areas and labels', async () => {
    const centre = LOCATION_CENTRES[lahoreDha.id]!;
    const { z, x, y } = lngLatToTile(centre.lng, centre.lat, 12);
    const res = await raw(`/tiles/${z}/${x}/${y}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(TILE_MEDIA_TYPE);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    // Compressed once: one gunzip gives the tile itself, not another gzip member.
    const tile = gunzipSync(res.body);
    expect(isGzip(tile)).toBe(false);
    const layers = decodeTile(tile);
    expect(Object.keys(layers).sort()).toEqual(['cities', 'earth', 'locations', 'places']);
    expect(layers.earth!.map((f) => f.properties.name)).toContain('Pakistan');
    expect(layers.cities!.map((f) => f.properties)).toContainEqual({ id: 1, name: 'Lahore' });
    const dha = layers.locations!.filter((f) => /DHA/.test(String(f.properties.name)));
    expect(dha.length).toBeGreaterThan(0);
    for (const f of layers.locations!) {
      expect(f.type).toBe(3);
      expect(f.properties).toEqual({ id: f.id, city_id: 1, name: LOCATIONS.find((l) => l.id === f.id)!.name });
    }
    expect(dha.map((f) => f.id)).toContain(lahoreDha.id);
    expect(layers.places!.map((f) => f.properties)).toContainEqual({ kind: 'locality', name: 'DHA Phase 5', id: lahoreDha.id });

    // Asked again with the ETag: nothing to send.
    const again = await raw(`/tiles/${z}/${x}/${y}`, { 'Accept-Encoding': 'gzip', 'If-None-Match': String(res.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    // A client that does not take gzip gets the tile plain, under an ETag of its own.
    const plain = await raw(`/tiles/${z}/${x}/${y}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(plain.body, tile)).toBe(0);
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.etag).not.toBe(res.headers.etag);
    const plainAgain = await raw(`/tiles/${z}/${x}/${y}`, { 'If-None-Match': String(plain.headers.etag) });
    expect(plainAgain.status).toBe(304);
    expect(plainAgain.headers.etag).toBe(plain.headers.etag);
    // Each coding's validator names its own bytes: the gzip one does not validate a plain copy, nor the reverse.
    expect((await raw(`/tiles/${z}/${x}/${y}`, { 'If-None-Match': String(res.headers.etag) })).status).toBe(200);
    expect((await raw(`/tiles/${z}/${x}/${y}`, { 'Accept-Encoding': 'gzip', 'If-None-Match': String(plain.headers.etag) })).status).toBe(200);
  });

  it('answers other methods than GET and HEAD with a 405 naming them', async () => {
    for (const path of ['/tiles/10/723/421', '/tiles/tiles.json']) {
      for (const method of ['POST', 'OPTIONS', 'PUT', 'DELETE']) {
        const res = await server.json(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.res.headers.get('allow')).toBe('GET, HEAD');
        expect(res.body).toMatchObject({ IsSuccess: false, Message: expect.stringMatching(/GET/) });
      }
    }
    const head = await server.fetch('/tiles/10/723/421', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('has country borders near Lahore and city labels at low zoom', async () => {
    const lahore = CITY_CENTRES[1]!;
    const near = lngLatToTile(lahore.lng, lahore.lat, 8);
    const layers = decodeTile(new Uint8Array(await (await server.fetch(`/tiles/8/${near.x}/${near.y}`)).arrayBuffer()));
    expect(layers.boundaries!.length).toBeGreaterThan(0);
    expect(layers.boundaries![0]!.properties).toEqual({ kind: 'country' });
    expect(layers.places!.map((f) => f.properties)).toContainEqual({ kind: 'city', name: 'Lahore', 'name:ur': 'لاہور', id: 1 });
    // Areas are left out where they would be specks.
    expect(layers.locations).toBeUndefined();
    expect(layers.places!.every((f) => f.properties.kind === 'city')).toBe(true);
  });

  it('says 404 for a tile outside the map, and at zooms deeper than it has', async () => {
    const london = lngLatToTile(-0.12, 51.5, 10);
    const out = await server.json(`/tiles/10/${london.x}/${london.y}`);
    expect(out.status).toBe(404);
    expect(out.body.IsSuccess).toBe(false);
    const deep = lngLatToTile(74.35, 31.52, 18);
    expect((await server.json(`/tiles/18/${deep.x}/${deep.y}`)).status).toBe(404);
  });

  it('refuses absurd addresses with a 400 naming the part', async () => {
    for (const [path, field] of [
      ['/tiles/23/0/0', 'z'], ['/tiles/1.5/0/0', 'z'], ['/tiles/-1/0/0', 'z'], ['/tiles/abc/0/0', 'z'],
      ['/tiles/12/4096/0', 'x'], ['/tiles/12/0/4096', 'y'], ['/tiles/3/1e1/0', 'x'], ['/tiles/12/1/99999999999999999999', 'y'],
      ['/tiles/12/%00/1', 'x'],
    ] as const) {
      const res = await server.json<{ Field: string }>(path);
      expect(res.status, path).toBe(400);
      expect(res.body.IsSuccess).toBe(false);
      expect(res.body.Data.Field, path).toBe(field);
    }
    for (const path of ['/tiles/1/2', '/tiles/1/2/3/4', '/tiles/']) {
      const res = await server.json(path);
      expect(res.status, path).toBe(400);
      expect(res.body.IsSuccess).toBe(false);
    }
  });

  it('describes itself in TileJSON 3.0.0', async () => {
    const res = await server.fetch('/TILES/tiles.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const tj = await res.json();
    expect(tj).toMatchObject({
      tilejson: '3.0.0',
      scheme: 'xyz',
      tiles: ['/tiles/{z}/{x}/{y}'],
      minzoom: 0,
      maxzoom: 14,
      attribution: expect.stringMatching(/Natural Earth/),
    });
    expect(tj.bounds).toHaveLength(4);
    const [west, south, east, north] = tj.bounds as number[];
    expect(west! < 60.8 && south! < 23.5 && east! > 77.9 && north! > 37.2).toBe(true);
    const layers = Object.fromEntries((tj.vector_layers as { id: string; fields: Record<string, string> }[]).map((l) => [l.id, l.fields]));
    expect(layers).toEqual({
      earth: { kind: 'String', name: 'String' },
      boundaries: { kind: 'String' },
      cities: { id: 'Number', name: 'String' },
      locations: { id: 'Number', city_id: 'Number', name: 'String' },
      places: { kind: 'String', name: 'String', 'name:ur': 'String', id: 'Number' },
    });
    const etag = res.headers.get('etag')!;
    expect((await server.fetch('/tiles/tiles.json', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('draws a changed outline once the reference data is announced as changed', async () => {
    const centre = LOCATION_CENTRES[lahoreDha.id]!;
    const { x, y } = lngLatToTile(centre.lng, centre.lat, 12);
    const names = async () => decodeTile(new Uint8Array(await (await server.fetch(`/tiles/12/${x}/${y}`)).arrayBuffer())).locations!.map((f) => f.properties.name);
    expect(await names()).toContain('DHA Phase 5');
    await server.database.exec(`UPDATE locations SET name = 'DHA Phase 5 (renamed)' WHERE id = ${lahoreDha.id}`);
    server.deps.cacheBus.publish('reference');
    await expect.poll(names).toContain('DHA Phase 5 (renamed)');
  });

  it('keeps the security headers of a file, not of a page', async () => {
    const res = await server.fetch('/tiles/0/0/0');
    expect(res.status).toBe(200);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});
