import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../server/storage/blob-store.ts';
import { DiskBlobStore } from '../../server/storage/disk.ts';
import { S3BlobStore } from '../../server/storage/s3.ts';
import { contentTypeOf, InvalidKey } from '../../server/storage/blob-store.ts';
import { S3RVER_CREDENTIALS, startTestS3, type TestS3 } from '../support/s3.ts';

/**
 * The storage interface: the same cases against a folder on disk and against an
 * S3-compatible server speaking the real protocol (s3rver), so both implementations keep one contract.
 */
let s3: TestS3;
let diskRoot: string;

beforeAll(async () => {
  s3 = await startTestS3('storage-contract');
  Object.assign(process.env, S3RVER_CREDENTIALS);
  diskRoot = mkdtempSync(path.join(os.tmpdir(), 'basera-disk-store-'));
});

afterAll(async () => {
  await s3?.close();
  rmSync(diskRoot, { recursive: true, force: true });
});

const stores: Array<[string, () => BlobStore]> = [
  ['disk', () => new DiskBlobStore(diskRoot)],
  ['s3', () => new S3BlobStore({ bucket: s3.bucket, prefix: 'contract/', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true })],
];

describe.each(stores)('%s store', (kind, make) => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x0d, 0x0a, 0x00, 0xff, 0xd9]);

  it('puts, gets, heads and deletes bytes unchanged', async () => {
    const store = make();
    expect(store.kind).toBe(kind);
    const key = `listings/ab/${kind}-photo.jpg`;
    expect(await store.exists(key)).toBe(false);
    await store.put(key, jpeg, 'image/jpeg');
    expect(await store.get(key)).toEqual(jpeg);
    const info = await store.head(key);
    expect(info?.size).toBe(jpeg.length);
    expect(Math.abs(info!.modifiedMs - Date.now())).toBeLessThan(60_000);
    expect(await store.exists(key)).toBe(true);
    // Replacing is whole: the new bytes, not a mix.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await store.put(key, png, 'image/png');
    expect(await store.get(key)).toEqual(png);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
  });

  it('answers null for a missing key and takes deleting one twice', async () => {
    const store = make();
    expect(await store.get('listings/zz/never-stored.jpg')).toBeNull();
    expect(await store.head('listings/zz/never-stored.jpg')).toBeNull();
    await store.delete('listings/zz/never-stored.jpg');
  });

  it('refuses keys that could leave the store and answers null when asked for them', async () => {
    const store = make();
    for (const key of ['../escape.jpg', '/abs.jpg', 'a//b.jpg', 'a/./b.jpg', 'a\\b.jpg', '', '.hidden']) {
      await expect(store.put(key, jpeg, 'image/jpeg'), key).rejects.toBeInstanceOf(InvalidKey);
      expect(await store.get(key), key).toBeNull();
      expect(await store.exists(key), key).toBe(false);
    }
  });

  it('lists by prefix with sizes, and nothing for an unknown prefix', async () => {
    const store = make();
    const keys = ['avatars/01/a.jpg', 'avatars/02/b.png', 'listings/pool/c.jpg', 'listings/03/d.jpg'];
    await Promise.all(keys.map((k, i) => store.put(k, Buffer.alloc(10 + i, i), contentTypeOf(k))));
    const all = async (prefix: string) => {
      const out: Array<[string, number]> = [];
      for await (const e of store.list(prefix)) out.push([e.key, e.size]);
      return out.sort();
    };
    expect(await all('avatars/')).toEqual([['avatars/01/a.jpg', 10], ['avatars/02/b.png', 11]]);
    expect(await all('listings/pool/')).toEqual([['listings/pool/c.jpg', 12]]);
    expect((await all('')).map(([k]) => k)).toEqual(expect.arrayContaining(keys));
    expect(await all('nothing-here/')).toEqual([]);
    await Promise.all(keys.map((k) => store.delete(k)));
    expect(await all('avatars/')).toEqual([]);
  });

  it('stores concurrent writers of one key whole', async () => {
    const store = make();
    const a = Buffer.alloc(64 * 1024, 1);
    const b = Buffer.alloc(64 * 1024, 2);
    await Promise.all([store.put('listings/cc/same.jpg', a, 'image/jpeg'), store.put('listings/cc/same.jpg', b, 'image/jpeg')]);
    const got = await store.get('listings/cc/same.jpg');
    expect([a, b].some((x) => x.equals(got!))).toBe(true);
    await store.delete('listings/cc/same.jpg');
  });

  it('passes its readiness probe and leaves nothing behind', async () => {
    const store = make();
    await store.probe();
    const left: string[] = [];
    for await (const e of store.list('')) left.push(e.key);
    expect(left.filter((k) => k.includes('ready'))).toEqual([]);
  });
});

describe('content types', () => {
  it('follow the name', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png', 'd.webp', 'e.gif', 'f.bin'].map(contentTypeOf))
      .toEqual(['image/jpeg', 'image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/octet-stream']);
  });

  it('are kept by the bucket', async () => {
    const store = new S3BlobStore({ bucket: s3.bucket, prefix: 'types/', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
    await store.put('x/y.webp', Buffer.from('RIFF0000WEBP'), 'image/webp');
    const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
    const head = await store.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'types/x/y.webp' }));
    expect(head.ContentType).toBe('image/webp');
  });
});

describe('disk store', () => {
  it('does not follow a symlink out of its folder', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'basera-outside-'));
    writeFileSync(path.join(outside, 'secret.jpg'), 'secret');
    mkdirSync(path.join(diskRoot, 'evil'), { recursive: true });
    symlinkSync(path.join(outside, 'secret.jpg'), path.join(diskRoot, 'evil', 'link.jpg'));
    const store = new DiskBlobStore(diskRoot);
    expect(await store.get('evil/link.jpg')).toBeNull();
    expect(await store.exists('evil/link.jpg')).toBe(false);
    rmSync(outside, { recursive: true, force: true });
  });
});

describe('s3 store', () => {
  it('throws (rather than answering "missing") when the bucket does not exist or the server is away', async () => {
    const noBucket = new S3BlobStore({ bucket: 'no-such-bucket', prefix: '', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
    await expect(noBucket.get('a.jpg')).rejects.toThrow();
    await expect(noBucket.probe()).rejects.toThrow();
    const away = new S3BlobStore({ bucket: s3.bucket, prefix: '', region: 'us-east-1', endpoint: 'http://127.0.0.1:9', forcePathStyle: true, timeoutMs: 500 });
    await expect(away.probe()).rejects.toThrow();
    await expect(away.get('a.jpg')).rejects.toThrow();
  });
});
