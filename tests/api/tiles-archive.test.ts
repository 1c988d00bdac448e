import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { ROOT } from '../../server/paths.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { freshDataDir, removeDir } from './support/template.ts';
import { LOCATION_CENTRES } from '../../server/geo/places.ts';
import { LOCATIONS } from '../../server/seed/reference-data.ts';
import { S3BlobStore } from '../../server/storage/s3.ts';
import { encodeTile } from '../../server/tiles/mvt.ts';
import { FileRangeSource, PmtilesSource } from '../../server/tiles/pmtiles-source.ts';
import { lngLatToTile, type TileAddress } from '../../server/tiles/tile-math.ts';
import { writePmtiles } from '../support/pmtiles-writer.ts';
import { S3RVER_CREDENTIALS, startTestS3, type TestS3 } from '../support/s3.ts';
import { decodeTile } from '../support/vector-tiles.ts';

/**
 * TILES_ARCHIVE: a PMTiles v3 archive (as a Protomaps extract is), on this machine's disk or in the
 * S3 bucket (s3rver here), served with our overlay appended to each of its tiles.
 */
const dha = LOCATIONS.find((l) => l.cityId === 1 && l.name === 'DHA Phase 5')!;
const centre = LOCATION_CENTRES[dha.id]!;
const lahore12 = lngLatToTile(centre.lng, centre.lat, 12);
const MAX_ZOOM = 13;

/** A stand-in for a Protomaps tile: its own layers, `places` among them. */
function protomapsTile(t: TileAddress): Uint8Array {
  return encodeTile([
    { name: 'earth', extent: 4096, features: [{ type: 3, tags: { kind: 'earth' }, geometry: [[[0, 0], [4096, 0], [4096, 4096], [0, 4096], [0, 0]]] }] },
    { name: 'roads', extent: 4096, features: [{ type: 2, tags: { kind: 'major_road', name: `road ${t.z}/${t.x}/${t.y}` }, geometry: [[[0, 2048], [4096, 2048]]] }] },
    { name: 'places', extent: 4096, features: [{ type: 1, tags: { kind: 'locality', name: 'Lahore' }, geometry: [[2048, 2048]] }] },
  ]);
}

const tiles = [{ z: 0, x: 0, y: 0 }, lngLatToTile(centre.lng, centre.lat, 6), lahore12, lngLatToTile(centre.lng, centre.lat, 13)];
const archive = writePmtiles(tiles.map((t) => ({ ...t, data: protomapsTile(t) })), {
  minZoom: 0,
  maxZoom: MAX_ZOOM,
  bounds: [60.8, 23.5, 77.9, 37.2],
  center: [74.35, 31.52, 10],
  metadata: {
    name: 'Protomaps Basemap',
    vector_layers: [
      { id: 'earth', fields: {}, minzoom: 0, maxzoom: 15 },
      { id: 'roads', fields: { kind: 'String', name: 'String' }, minzoom: 4, maxzoom: 15 },
      { id: 'places', fields: { kind: 'String', name: 'String' } },
    ],
  },
});

async function checkServes(server: TestServer): Promise<void> {
  const res = await server.fetch(`/tiles/12/${lahore12.x}/${lahore12.y}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('gzip');
  const layers = decodeTile(new Uint8Array(await res.arrayBuffer()));
  // The archive's layers as they were, then ours; the archive's own `places` is the only one.
  expect(Object.keys(layers)).toEqual(['earth', 'roads', 'places', 'cities', 'locations']);
  expect(layers.roads![0]!.properties).toEqual({ kind: 'major_road', name: `road 12/${lahore12.x}/${lahore12.y}` });
  expect(layers.places!.map((f) => f.properties)).toEqual([{ kind: 'locality', name: 'Lahore' }]);
  expect(layers.locations!.map((f) => f.properties)).toContainEqual({ id: dha.id, city_id: 1, name: 'DHA Phase 5' });

  // In the archive's range but not in it, and deeper than it goes.
  expect((await server.json(`/tiles/12/${lahore12.x + 1}/${lahore12.y}`)).status).toBe(404);
  const deep = lngLatToTile(centre.lng, centre.lat, MAX_ZOOM + 1);
  expect((await server.json(`/tiles/${MAX_ZOOM + 1}/${deep.x}/${deep.y}`)).status).toBe(404);
  expect((await server.json('/tiles/12/99999/0')).status).toBe(400);

  const tj = await (await server.fetch('/tiles/tiles.json')).json();
  expect(tj).toMatchObject({
    tilejson: '3.0.0', tiles: ['/tiles/{z}/{x}/{y}'], minzoom: 0, maxzoom: MAX_ZOOM,
    bounds: [60.8, 23.5, 77.9, 37.2], center: [74.35, 31.52, 10], attribution: '© OpenStreetMap contributors', name: 'Protomaps Basemap',
  });
  expect((tj.vector_layers as { id: string }[]).map((l) => l.id)).toEqual(['earth', 'roads', 'places', 'cities', 'locations']);
}

describe('a PMTiles archive on disk', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'basera-pmtiles-'));
    writeFileSync(path.join(dir, 'pakistan.pmtiles'), archive);
    writeFileSync(path.join(dir, 'not-an-archive.pmtiles'), Buffer.alloc(200, 7));
    server = await startTestServer({ env: { TILES_ARCHIVE: path.join(dir, 'pakistan.pmtiles') } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is served with our overlay', async () => {
    await checkServes(server);
  });

  it('stops the server at start when the file is not an archive (exit 2, naming TILES_ARCHIVE)', async () => {
    // Inside the checkout, so that the bundle finds its packages in node_modules.
    const bundle = path.join(ROOT, '.tmp', `tiles-build-${process.pid}`, 'server.js');
    await build({ entryPoints: [path.join(ROOT, 'server/main.ts')], outfile: bundle, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
    const dataDir = freshDataDir('tiles-start');
    try {
      const child = spawn(process.execPath, [bundle], {
        env: {
          ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false',
          TILES_ARCHIVE: path.join(dir, 'not-an-archive.pmtiles'),
          ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => { output += d.toString(); });
      child.stderr.on('data', (d: Buffer) => { output += d.toString(); });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, output).toBe(2);
      expect(output).toMatch(/TILES_ARCHIVE/);
      expect(output).not.toMatch(/listening on/);
    } finally {
      removeDir(dataDir);
      removeDir(path.dirname(bundle));
    }
  }, 120_000);

  it('is refused when the file is not an archive', async () => {
    const file = new FileRangeSource(path.join(dir, 'not-an-archive.pmtiles'));
    try {
      await expect(new PmtilesSource(file).info()).rejects.toThrow(/magic number/i);
    } finally {
      await file.close();
    }
  });
});

describe('a PMTiles archive in the S3 bucket', () => {
  let server: TestServer;
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3('basera-tiles');
    // The AWS SDK reads its credentials from the environment, as a deployment's would.
    Object.assign(process.env, S3RVER_CREDENTIALS);
    const bucket = new S3BlobStore({ bucket: s3.bucket, prefix: 'site/', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
    await bucket.put('tiles/pakistan.pmtiles', archive, 'application/vnd.pmtiles');
    server = await startTestServer({ env: { ...s3.env, S3_PREFIX: 'site/', TILES_ARCHIVE: 's3:tiles/pakistan.pmtiles' } });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('is read by ranges and served with our overlay', async () => {
    await checkServes(server);
  });

  it('answers 503, not 500, while the bucket is out of reach, and recovers', async () => {
    const fresh = lngLatToTile(centre.lng, centre.lat, 6);
    await s3.close({ keepFiles: true });
    try {
      const res = await server.json(`/tiles/6/${fresh.x}/${fresh.y}`);
      expect(res.status).toBe(503);
      expect(res.body.IsSuccess).toBe(false);
    } finally {
      await s3.restart();
    }
    expect((await server.fetch(`/tiles/6/${fresh.x}/${fresh.y}`)).status).toBe(200);
  }, 60_000);
});
