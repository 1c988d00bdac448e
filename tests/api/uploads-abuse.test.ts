import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { registeredUser } from './support/accounts.ts';
import http from 'node:http';
import { multipart, postAndStall, rawPost } from './support/raw-post.ts';

// Hostile multipart bodies are refused as they arrive, without reading them
// whole, holding them in memory, or stopping other requests from being served.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const house: Array<[string, null, string]> = Object.entries({
  Title: 'Corner 5 Marla House', Description: 'Near the park.', PurposeId: '1', TypeId: '1', Price: '15000000',
  BedRoomId: '3', BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: '2', LocationId: '', OtherFeatures: '[]',
  FullName: 'Imran Qureshi', EmailAddress: 'imran@example.pk', PhoneNumber: '03001234567',
}).map(([k, v]) => [k, null, v]);

const BOUNDARY = '----basera-test-boundary';
const headers = (extra: Record<string, string> = {}) => ({
  'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'X-Forwarded-For': '203.0.113.77', ...extra,
});
const anonymous = () => `${server.url}/api/Property/SubmitPropertyAnonymous`;
const listingCount = async () =>
  (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties`))[0]!.n;

/** Meanwhile, how long an ordinary request takes (the home page's reference data). */
async function latencyDuring<T>(work: Promise<T>): Promise<{ result: T; worstMs: number }> {
  let worstMs = 0;
  let done = false;
  const probe = (async () => {
    while (!done) {
      const t = performance.now();
      await server.fetch('/api/Home/WhatOurClientSays');
      worstMs = Math.max(worstMs, performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const result = await work.finally(() => { done = true; });
  await probe;
  return { result, worstMs };
}

describe('hostile multipart bodies', () => {
  it('200,000 empty file parts: refused at the first part past 16 images, nothing created, others still served', async () => {
    const before = await listingCount();
    function* parts(): Generator<[string, string | null, string]> {
      yield* house;
      for (let i = 0; i < 200_000; i += 1) yield ['file', `e${i}.jpg`, ''];
    }
    const { result, worstMs } = await latencyDuring(rawPost(anonymous(), headers(), multipart(BOUNDARY, parts())));
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body).Message).toBe('You can add at most 16 images.');
    // The whole body is about 22 MB; the answer came long before it was sent.
    expect(result.bytesSent).toBeLessThan(8 * 1024 * 1024);
    expect(worstMs).toBeLessThan(1000);
    expect(await listingCount()).toBe(before);
  });

  it('1,000,000 text fields: refused as too many fields, nothing created', async () => {
    const before = await listingCount();
    function* parts(): Generator<[string, null, string]> {
      yield* house;
      for (let i = 0; i < 1_000_000; i += 1) yield [`f${i}`, null, ''];
    }
    const res = await rawPost(anonymous(), headers(), multipart(BOUNDARY, parts()));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).Message).toBe('The form has too many fields.');
    expect(res.bytesSent).toBeLessThan(8 * 1024 * 1024);
    expect(await listingCount()).toBe(before);
  });

  it('a 100 MB file that is not an image is refused by its first bytes, not after arriving whole', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    // One part whose content is 100 MB: the generator streams the chunks of the file part itself.
    function* body(): Generator<Uint8Array> {
      const enc = new TextEncoder();
      for (const [k, , v] of house) yield enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
      yield enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="movie.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      for (let i = 0; i < 1600; i += 1) yield chunk;
      yield enc.encode(`\r\n--${BOUNDARY}--\r\n`);
    }
    const res = await rawPost(anonymous(), headers(), body());
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).Message).toBe('"movie.jpg" is not a PNG or JPEG image.');
    expect(res.bytesSent).toBeLessThan(16 * 1024 * 1024);
  });

  it('ten concurrent 60 MB bodies that look like photos: each refused at 8 MB, memory stays flat', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const chunk = new Uint8Array(256 * 1024);
    function* body(): Generator<Uint8Array> {
      const enc = new TextEncoder();
      for (const [k, , v] of house) yield enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
      yield enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      yield jpeg;
      for (let i = 0; i < 240; i += 1) yield chunk;
      yield enc.encode(`\r\n--${BOUNDARY}--\r\n`);
    }
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => { rssPeak = Math.max(rssPeak, process.memoryUsage().rss); }, 10);
    const answers = await Promise.all(Array.from({ length: 10 }, () => rawPost(anonymous(), headers(), body())));
    clearInterval(sampler);
    for (const a of answers) {
      expect(a.status).toBe(413);
      expect(a.bytesSent).toBeLessThan(24 * 1024 * 1024);
    }
    // Before: the bodies were buffered whole (10 x 60 MB). Now at most a few buffers each.
    expect(rssPeak - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('SaveProfile is read the same way: a second photo part is refused', async () => {
    const { token } = await registeredUser(server, 'mp');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } }).png().toBuffer();
    function* parts(): Generator<[string, string | null, Uint8Array | string]> {
      yield ['FirstName', null, 'Amna'];
      yield ['LastName', null, 'Khan'];
      for (let i = 0; i < 50_000; i += 1) yield ['file', `p${i}.png`, png];
    }
    const res = await rawPost(`${server.url}/api/Account/SaveProfile`, headers({ Authorization: `Bearer ${token}` }), multipart(BOUNDARY, parts()));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).Message).toBe('Please choose one photo.');
  });
});

describe('limits that depend only on the address come before the body', () => {
  /** The form's fields and the first bytes of a photo: what a browser has sent a moment after it starts. */
  async function firstChunk(): Promise<Uint8Array> {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const enc = new TextEncoder();
    const fields = house.map(([k, , v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('');
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="p1.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    return Buffer.concat([enc.encode(fields + head), jpeg]);
  }
  // A browser declares the length of a form it sends: 15 photos of 7 MB.
  const large = (address: string) => ({ ...headers({ 'X-Forwarded-For': address }), 'Content-Length': String(105 * 1024 * 1024) });

  it('an address past its anonymous budget gets its 429 without sending the body, and the connection is closed', async () => {
    const address = '203.0.113.90';
    for (let i = 0; i < 10; i += 1) {
      const fd = new FormData();
      for (const [k, , v] of house) fd.append(k, k === 'EmailAddress' ? `early${i}@example.pk` : v);
      expect((await server.fetch('/api/Property/SubmitPropertyAnonymous', { method: 'POST', body: fd, headers: { 'X-Forwarded-For': address } })).status).toBe(200);
    }
    const before = await listingCount();
    // Before: the server read (and spooled) the whole body first, so with the rest never sent it never answered.
    const answer = await postAndStall(anonymous(), large(address), await firstChunk());
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.headers.connection).toBe('close');
    await answer.closed;
    expect(await listingCount()).toBe(before);
  });

  it('one address holds only its share of the uploads in flight: a second large body is refused at once, others still upload', async () => {
    const address = '203.0.113.91';
    // A large upload under way from the address, not finished.
    const first = http.request(anonymous(), { method: 'POST', headers: large(address) });
    first.on('error', () => undefined);
    first.write(await firstChunk());
    try {
      const second = await postAndStall(anonymous(), large(address), await firstChunk());
      expect(second.status).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
      await second.closed;
      // Someone else is not affected.
      const fd = new FormData();
      for (const [k, , v] of house) fd.append(k, v);
      expect((await server.fetch('/api/Property/SubmitPropertyAnonymous', { method: 'POST', body: fd, headers: { 'X-Forwarded-For': '203.0.113.92' } })).status).toBe(200);
    } finally {
      first.destroy();
    }
  });
});
