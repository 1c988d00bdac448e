import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';

// Budgets for anonymous submissions, profile saves and image variants made,
// and a disk cache for variants that stays within its size.

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: { IMAGE_CACHE_MB: '1' } }); });
afterAll(async () => { await server?.close(); });

const house = (email: string) => ({
  Title: 'Corner 5 Marla House', Description: 'Near the park.', PurposeId: '1', TypeId: '1', Price: '15000000',
  BedRoomId: '3', BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: '2', LocationId: '', OtherFeatures: '[]',
  FullName: 'Imran Qureshi', EmailAddress: email, PhoneNumber: '03001234567',
});

function form(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

const submit = (fields: Record<string, string>, address: string, key?: string) =>
  server.json('/api/Property/SubmitPropertyAnonymous', {
    method: 'POST', body: form(fields),
    headers: { 'X-Forwarded-For': address, ...(key ? { 'Idempotency-Key': key } : {}) },
  });

const count = async (email: string) =>
  (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties WHERE contact_email = ${email}`))[0]!.n;

describe('anonymous submissions', () => {
  it('ten an hour from one address; the eleventh is a 429 with Retry-After, and replays are not counted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await submit(house(`seller${i}@example.pk`), '203.0.113.10', `replay-key-${i}`)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    // The outbox replaying an answer it lost is not a new listing.
    const replay = await submit(house('seller3@example.pk'), '203.0.113.10', 'replay-key-3');
    expect(replay.status).toBe(200);
    const eleventh = await submit(house('seller10@example.pk'), '203.0.113.10');
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count('seller10@example.pk')).toBe(0);
    // Someone else is not affected.
    expect((await submit(house('other@example.pk'), '203.0.113.11')).status).toBe(200);
  });

  it('ten a day for one contact e-mail, whatever the address', async () => {
    const email = 'busy.agent@example.pk';
    for (let i = 0; i < 10; i += 1) expect((await submit(house(email), `198.18.0.${i + 1}`)).status).toBe(200);
    const over = await submit(house(email.toUpperCase()), '198.18.0.200');
    expect(over.status).toBe(429);
    expect(await count(email)).toBe(10);
  });
});

describe('profile saves', () => {
  it('thirty an hour per account', async () => {
    const { token } = await registeredUser(server, 'prof');
    const save = () => {
      const fd = new FormData();
      fd.append('FirstName', 'Amna');
      fd.append('LastName', 'Khan');
      fd.append('Phone', '03001234567');
      fd.append('Address', 'House 1, Street 2, G-13, Islamabad');
      fd.append('About', 'Looking for a home.');
      return server.json('/api/Account/SaveProfile', bearer(token, { method: 'POST', body: fd }));
    };
    for (let i = 0; i < 30; i += 1) expect((await save()).status).toBe(200);
    const over = await save();
    expect(over.status).toBe(429);
    expect(over.res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('image variants', () => {
  let upload: string;
  beforeAll(async () => {
    // A large, noisy photo, so each variant is tens of kilobytes.
    const { width, height } = { width: 1600, height: 1200 };
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const bytes = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    // In the shared demo pool, which is always public (a photo of no listing is not served at all).
    upload = 'listings/pool/abuse-test-photo.jpg';
    mkdirSync(path.join(server.config.dataDir, 'uploads', 'listings', 'pool'), { recursive: true });
    writeFileSync(path.join(server.config.dataDir, 'uploads', upload), bytes);
  });

  const variant = (size: string, quality: number, address = '192.0.2.1') =>
    server.fetch(`/api/Images/Image?upload=${encodeURIComponent(upload)}&size=${size}&quality=${quality}`, {
      headers: { Accept: 'image/webp', 'X-Forwarded-For': address },
    });

  it('snaps sizes up and qualities down to the few the app uses: nearby requests share one variant', async () => {
    const a = await variant('470x350', 79);
    const b = await variant('480x360', 70);
    expect(a.status).toBe(200);
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    const meta = await sharp(Buffer.from(await a.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([480, 360]);
  });

  it('keeps the disk cache within IMAGE_CACHE_MB, dropping the least recently used', async () => {
    const cacheDir = path.join(server.config.dataDir, 'cache', 'images');
    const sides = [240, 256, 320, 360, 400, 480, 512, 600, 640, 720, 768, 800, 960, 1024, 1200, 1280];
    for (const side of sides) expect((await variant(String(side), 90, '192.0.2.2')).status).toBe(200);
    let total = 0;
    for (const shard of readdirSync(cacheDir)) {
      for (const f of readdirSync(path.join(cacheDir, shard))) total += statSync(path.join(cacheDir, shard, f)).size;
    }
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(1024 * 1024);
    // An evicted variant is simply made again.
    expect((await variant('240', 90, '192.0.2.2')).status).toBe(200);
  });

  it('counts only variants made, per address: past 600 in five minutes a 429, while made ones still load', async () => {
    const address = '192.0.2.3';
    const made = await variant('480x360', 70, address); // made above: served, not counted
    expect(made.status).toBe(200);
    // Walk the distinct variants a crawler could ask for, until refused.
    const { IMAGE_SIDES, IMAGE_QUALITIES } = await import('../../src/contract/constants.ts');
    let refused: Response | null = null;
    let n = 0;
    outer: for (const q of IMAGE_QUALITIES) {
      for (const w of IMAGE_SIDES.filter((s) => s <= 160)) {
        for (const h of IMAGE_SIDES.filter((s) => s <= 160)) {
          const res = await variant(`${w}x${h}`, q, address);
          n += 1;
          if (res.status !== 200 && res.status !== 429) throw new Error(`${w}x${h} q${q}: ${res.status} ${await res.text()}`);
          if (res.status === 429) {
            refused = res;
            break outer;
          }
          expect(res.status).toBe(200);
        }
      }
    }
    expect(refused).not.toBeNull();
    expect(n).toBe(601);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await variant('480x360', 70, address)).status).toBe(200);
  }, 120_000);
});
