import { existsSync, readdirSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import type { ListingCard } from '../../src/contract/types.ts';
import { imageSource } from '../../src/contract/api-paths.ts';
import { TESTIMONIALS } from '../../server/seed/reference-data.ts';

let server: TestServer;
let upload: string;
beforeAll(async () => {
  server = await startTestServer();
  upload = imageSource((await server.json<ListingCard[]>('/api/Home/NewlyAdded')).body.Data[0]!.Images[0]!).upload;
});
afterAll(async () => { await server?.close(); });

const image = (q: string, accept = 'image/avif,image/webp,*/*') =>
  server.fetch(`/api/Images/Image?${q}`, { headers: { Accept: accept } });

describe('Images/Image', () => {
  it('resizes to the asked size as WebP when the browser accepts it, with immutable caching', async () => {
    const res = await image(`upload=${encodeURIComponent(upload)}&size=320x240&quality=70`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/Accept/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([320, 240]);
  });

  it('answers JPEG to a client without WebP, and 304 for a matching ETag', async () => {
    const q = `upload=${encodeURIComponent(upload)}&size=240&quality=60`;
    const res = await image(q, 'image/jpeg,*/*');
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(240);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await server.fetch(`/api/Images/Image?${q}`, { headers: { Accept: 'image/jpeg', 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('keeps each variant on disk once made', async () => {
    const cacheDir = path.join(server.config.dataDir, 'cache', 'images');
    const count = () => readdirSync(cacheDir, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length;
    await image(`upload=${encodeURIComponent(upload)}&size=111x80`);
    const before = count();
    await image(`upload=${encodeURIComponent(upload)}&size=111x80`);
    expect(count()).toBe(before);
  });

  it('serves the bundled logo at 50x50 quality 100 as PNG for a client without WebP', async () => {
    const res = await image('upload=site/logo.png&size=50x50&quality=100', 'image/png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([50, 50]);
    expect(meta.hasAlpha).toBe(true);
  });

  it.each([
    ['upload=../../etc/passwd', 400, 'upload'],
    ['upload=listings/../../../etc/hosts.jpg', 400, 'upload'],
    ['upload=%2Fetc%2Fhosts.jpg', 400, 'upload'],
    ['upload=listings/nope/missing.jpg', 404, 'upload'],
    ['upload=site/../package.json', 400, 'upload'],
    ['', 400, 'upload'],
    ['upload=site/logo.png&size=99999', 400, 'size'],
    ['upload=site/logo.png&size=5x5', 400, 'size'],
    ['upload=site/logo.png&size=abc', 400, 'size'],
    ['upload=site/logo.png&quality=0', 400, 'quality'],
    ['upload=site/logo.png&quality=101', 400, 'quality'],
  ])('%s is a clear %i naming %s', async (q, status, field) => {
    const res = await image(q);
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body.IsSuccess).toBe(false);
    expect(body.Data.Field).toBe(field);
    expect(body.Message.length).toBeGreaterThan(5);
  });

  it('draws a seed picture not drawn yet when it is asked for, and still answers 404 for other missing uploads', async () => {
    // What a first start's home page meets while the server is still drawing its pictures.
    const uploads = path.join(server.config.dataDir, 'uploads');
    for (const [name, width, height] of [
      ['listings/pool/house-028.jpg', 1200, 900],
      ['cities/lahore.jpg', 900, 600],
      [TESTIMONIALS[0]!.image, 200, 200],
    ] as const) {
      rmSync(path.join(uploads, name), { force: true });
      expect(existsSync(path.join(uploads, name))).toBe(false);
      const res = await image(`upload=${encodeURIComponent(name)}&size=160x120`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(160);
      expect((await sharp(path.join(uploads, name)).metadata()), name).toMatchObject({ format: 'jpeg', width, height });
    }
    // Names that look like seed pictures but are none of them.
    for (const name of ['listings/pool/house-029.jpg', 'listings/pool/castle-001.jpg', 'cities/atlantis.jpg']) {
      expect((await image(`upload=${encodeURIComponent(name)}`)).status, name).toBe(404);
      expect(existsSync(path.join(uploads, name))).toBe(false);
    }
  });

  it('does not follow a link out of the uploads folder, and refuses a non-image named .jpg', async () => {
    const dir = path.join(server.config.dataDir, 'uploads', 'evil');
    mkdirSync(dir, { recursive: true });
    symlinkSync('/etc/hostname', path.join(dir, 'link.jpg'));
    writeFileSync(path.join(dir, 'text.jpg'), 'this is not an image');
    expect((await image('upload=evil/link.jpg')).status).toBe(404);
    const res = await image('upload=evil/text.jpg&size=100');
    expect(res.status).toBe(422);
    expect((await res.json()).IsSuccess).toBe(false);
  });
});
