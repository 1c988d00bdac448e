import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { JPEG_OPTIONS } from './jpeg.ts';
import { ApiError } from '../errors.ts';
import { ASSETS_DIR } from '../paths.ts';
import { IMAGE_QUALITIES, IMAGE_SIDES } from '../../src/contract/constants.ts';

/**
 * Making a variant costs a sharp re-encode and disk; serving a cached one costs nothing. A person
 * scrolling results and galleries asks for a few new ones a second at most, a crawler walking sizes
 * for thousands: only the making is counted.
 */
export const VARIANTS_MADE_PER_ADDRESS = { max: 600, windowSeconds: 5 * 60 } as const;

/** The smallest variant side at or above a requested one (the largest when none is). */
export function snapSide(px: number): number {
  return IMAGE_SIDES.find((s) => s >= px) ?? IMAGE_SIDES[IMAGE_SIDES.length - 1]!;
}

/** The highest variant quality at or below a requested one (the lowest when none is). */
export function snapQuality(q: number): number {
  return [...IMAGE_QUALITIES].reverse().find((s) => s <= q) ?? IMAGE_QUALITIES[0]!;
}

export interface VariantRequest {
  upload: string;
  width: number | null;
  height: number | null;
  quality: number;
  /** The client accepts WebP. */
  webp: boolean;
  /** Called before a variant is made (not when it is served from a cache): the place to rate-limit. */
  beforeMaking?: () => Promise<void>;
}

export interface Variant {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Resized variants of stored images, made once with sharp and kept on disk. Upload names are
 * content-addressed or never rewritten, so a variant is immutable and its ETag is its cache key.
 */
export class ImageVariants {
  private readonly inFlight = new Map<string, Promise<Variant>>();
  /**
   * Hot variants in memory, by request: a hit needs no file system call, which matters because
   * those calls share libuv's small thread pool with sharp's re-encoding of new uploads.
   */
  private readonly hot = new Map<string, Variant>();
  private hotBytes = 0;
  /**
   * The variant files on disk by last use, oldest first (a Map keeps insertion order), and their
   * total size: past the cap the least recently used are deleted. Loaded from the folder on first use.
   */
  private disk: Promise<Map<string, number>> | null = null;
  /** Variants asked for since start (metrics): a hit came from memory or disk, a miss was made with sharp. */
  readonly cacheCounts = { hits: 0, misses: 0 };
  private diskBytes = 0;

  constructor(
    private readonly uploadsDir: string,
    private readonly cacheDir: string,
    private readonly hotLimitBytes = 48 * 1024 * 1024,
    private readonly diskLimitBytes = 1024 * 1024 * 1024,
  ) {}

  private diskIndex(): Promise<Map<string, number>> {
    this.disk ??= (async () => {
      const found: Array<{ file: string; size: number; used: number }> = [];
      const shards = await readdir(this.cacheDir).catch(() => [] as string[]);
      for (const shard of shards) {
        const names = await readdir(path.join(this.cacheDir, shard)).catch(() => [] as string[]);
        for (const name of names) {
          if (name.endsWith('.tmp')) continue;
          const file = path.join(this.cacheDir, shard, name);
          const info = await stat(file).catch(() => null);
          if (info?.isFile()) found.push({ file, size: info.size, used: Math.max(info.atimeMs, info.mtimeMs) });
        }
      }
      found.sort((a, b) => a.used - b.used);
      const index = new Map<string, number>();
      for (const f of found) {
        index.set(f.file, f.size);
        this.diskBytes += f.size;
      }
      return index;
    })();
    return this.disk;
  }

  private async touch(file: string): Promise<void> {
    const index = await this.diskIndex();
    const size = index.get(file);
    if (size === undefined) return;
    index.delete(file);
    index.set(file, size);
  }

  /** Records a new file and deletes the least recently used ones while the cache is over its cap. */
  private async added(file: string, size: number): Promise<void> {
    const index = await this.diskIndex();
    if (!index.has(file)) this.diskBytes += size;
    index.delete(file);
    index.set(file, size);
    for (const [old, oldSize] of index) {
      if (this.diskBytes <= this.diskLimitBytes) break;
      if (old === file) continue;
      index.delete(old);
      this.diskBytes -= oldSize;
      await unlink(old).catch(() => undefined);
    }
  }

  private remember(key: string, variant: Variant): void {
    if (this.hot.has(key) || variant.bytes.length > this.hotLimitBytes / 16) return;
    this.hot.set(key, variant);
    this.hotBytes += variant.bytes.length;
    for (const [oldKey, old] of this.hot) {
      if (this.hotBytes <= this.hotLimitBytes) break;
      this.hot.delete(oldKey);
      this.hotBytes -= old.bytes.length;
    }
  }

  private async sourcePath(upload: string): Promise<{ file: string; mtimeMs: number }> {
    const [base, rel] = upload.startsWith('site/')
      ? [ASSETS_DIR, upload.slice('site/'.length)]
      : [this.uploadsDir, upload];
    const candidate = path.resolve(base, rel);
    const notFound = new ApiError(404, 'The image was not found.', 'upload');
    if (!candidate.startsWith(base + path.sep)) throw notFound;
    try {
      // realpath defeats symlinks that point outside the image folders.
      const real = await realpath(candidate);
      const realBase = await realpath(base);
      if (!real.startsWith(realBase + path.sep)) throw notFound;
      const info = await stat(real);
      if (!info.isFile()) throw notFound;
      return { file: real, mtimeMs: info.mtimeMs };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw notFound;
    }
  }

  async get(asked: VariantRequest): Promise<Variant> {
    const req: VariantRequest = {
      ...asked,
      width: asked.width === null ? null : snapSide(asked.width),
      height: asked.height === null ? null : snapSide(asked.height),
      quality: snapQuality(asked.quality),
    };
    const requestKey = [req.upload, req.width ?? '', req.height ?? '', req.quality, req.webp ? 'webp' : ''].join('|');
    const hit = this.hot.get(requestKey);
    if (hit) {
      // Most recently used last, so the oldest go first when memory is full.
      this.hot.delete(requestKey);
      this.hot.set(requestKey, hit);
      this.cacheCounts.hits += 1;
      return hit;
    }
    const variant = await this.lookup(req);
    this.remember(requestKey, variant);
    return variant;
  }

  private async lookup(req: VariantRequest): Promise<Variant> {
    const src = await this.sourcePath(req.upload);
    const isPng = /\.png$/i.test(req.upload);
    // PNG sources (logo, icons) keep transparency when WebP is not accepted.
    const format: 'webp' | 'jpeg' | 'png' = req.webp ? 'webp' : isPng ? 'png' : 'jpeg';
    const key = createHash('sha256')
      .update([req.upload, Math.floor(src.mtimeMs), req.width ?? '', req.height ?? '', req.quality, format].join('|'))
      .digest('hex')
      .slice(0, 32);
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = this.produce(src.file, key, format, req).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  private async produce(file: string, key: string, format: 'webp' | 'jpeg' | 'png', req: VariantRequest): Promise<Variant> {
    const contentType = `image/${format}`;
    const etag = `"${key}"`;
    const cached = path.join(this.cacheDir, key.slice(0, 2), `${key}.${format}`);
    try {
      const bytes = await readFile(cached);
      void this.touch(cached);
      this.cacheCounts.hits += 1;
      return { bytes, contentType, etag };
    } catch {
      // Not made yet.
    }
    await req.beforeMaking?.();
    this.cacheCounts.misses += 1;
    let pipeline = sharp(file, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
    if (req.width !== null) {
      pipeline = pipeline.resize({
        width: req.width,
        height: req.height ?? undefined,
        fit: req.height === null ? 'inside' : 'cover',
        withoutEnlargement: true,
      });
    }
    if (format === 'webp') pipeline = pipeline.webp({ quality: req.quality, effort: 3 });
    else if (format === 'png') pipeline = pipeline.png({ compressionLevel: 8 });
    else pipeline = pipeline.jpeg({ quality: req.quality, ...JPEG_OPTIONS });
    let bytes: Buffer;
    try {
      bytes = await pipeline.toBuffer();
    } catch {
      throw new ApiError(422, 'The image could not be read.', 'upload');
    }
    await mkdir(path.dirname(cached), { recursive: true });
    // Write then rename so a concurrent reader never sees half a file.
    const tmp = `${cached}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, cached);
    await this.added(cached, bytes.length);
    return { bytes, contentType, etag };
  }
}
