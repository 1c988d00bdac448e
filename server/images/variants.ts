import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { JPEG_OPTIONS } from './jpeg.ts';
import { ApiError } from '../errors.ts';
import { ASSETS_DIR } from '../paths.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { DiskBlobStore } from '../storage/disk.ts';
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

/** The size link previews are drawn at (WhatsApp, Facebook and X crop to about 1.91:1). */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

export interface VariantRequest {
  upload: string;
  width: number | null;
  height: number | null;
  quality: number;
  /** The client accepts WebP. */
  webp: boolean;
  /**
   * A link preview (Open Graph): exactly SHARE_CARD's size, cropped to cover it and enlarged when
   * the photo is smaller, always JPEG (some preview fetchers take no WebP). Width, height and the
   * accepted formats are then ignored.
   */
  card?: boolean;
  /** Called before a variant is made (not when it is served from a cache): the place to rate-limit. */
  beforeMaking?: () => Promise<void>;
}

export interface Variant {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Resized variants of stored images, made once with sharp and kept in a store: a folder on this disk
 * (bounded, least recently used go first) or the bucket's variants prefix, which every instance
 * shares. Upload names are content-addressed or never rewritten, so a variant is immutable and its
 * ETag is its cache key. Requests for the same missing variant arriving together make it once.
 */
export class ImageVariants {
  private readonly inFlight = new Map<string, Promise<Variant>>();
  /**
   * Hot variants in memory, by request: a hit needs no file system or network call, which matters
   * because disk calls share libuv's small thread pool with sharp's re-encoding of new uploads.
   */
  private readonly hot = new Map<string, Variant>();
  private hotBytes = 0;
  /**
   * With a bounded cache: the variants stored by last use, oldest first (a Map keeps insertion
   * order), and their total size: past the cap the least recently used are deleted. Loaded from the
   * store on first use.
   */
  private index: Promise<Map<string, number>> | null = null;
  /** Variants asked for since start (metrics): a hit came from memory or the store, a miss was made with sharp. */
  readonly cacheCounts = { hits: 0, misses: 0 };
  private storedBytes = 0;
  /** The built site's own pictures (logo, icons), asked for as `site/...`. */
  private readonly siteAssets = new DiskBlobStore(ASSETS_DIR);

  private readonly hotLimitBytes: number;
  private readonly drawMissing: (upload: string) => Promise<boolean>;

  /**
   * `drawMissing`: makes an upload that is not stored when it can be drawn (the seed pictures, which
   * the server draws after it starts listening); answers whether it did.
   */
  constructor(
    private readonly uploads: BlobStore,
    private readonly cache: { store: BlobStore; limitBytes: number | null },
    opts: { hotLimitBytes?: number; drawMissing?: (upload: string) => Promise<boolean> } = {},
  ) {
    this.hotLimitBytes = opts.hotLimitBytes ?? 48 * 1024 * 1024;
    this.drawMissing = opts.drawMissing ?? (async () => false);
  }

  private cacheIndex(): Promise<Map<string, number>> {
    this.index ??= (async () => {
      const found: Array<{ key: string; size: number; used: number }> = [];
      for await (const e of this.cache.store.list('')) found.push({ key: e.key, size: e.size, used: e.usedMs });
      found.sort((a, b) => a.used - b.used);
      const index = new Map<string, number>();
      for (const f of found) {
        index.set(f.key, f.size);
        this.storedBytes += f.size;
      }
      return index;
    })();
    return this.index;
  }

  private async touch(key: string): Promise<void> {
    if (this.cache.limitBytes === null) return;
    const index = await this.cacheIndex();
    const size = index.get(key);
    if (size === undefined) return;
    index.delete(key);
    index.set(key, size);
  }

  /** Records a new variant and deletes the least recently used ones while the cache is over its cap. */
  private async added(key: string, size: number): Promise<void> {
    const limit = this.cache.limitBytes;
    if (limit === null) return;
    const index = await this.cacheIndex();
    if (!index.has(key)) this.storedBytes += size;
    index.delete(key);
    index.set(key, size);
    for (const [old, oldSize] of index) {
      if (this.storedBytes <= limit) break;
      if (old === key) continue;
      index.delete(old);
      this.storedBytes -= oldSize;
      await this.cache.store.delete(old).catch(() => undefined);
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

  /** The store and key an upload name points at, with its time; 404 when there is none. */
  private async source(upload: string): Promise<{ store: BlobStore; key: string; modifiedMs: number }> {
    const [store, key] = upload.startsWith('site/')
      ? [this.siteAssets, upload.slice('site/'.length)]
      : [this.uploads, upload];
    let info = await store.head(key);
    if (!info && store === this.uploads && (await this.drawMissing(key))) info = await store.head(key);
    if (!info) throw new ApiError(404, 'The image was not found.', 'upload');
    return { store, key, modifiedMs: info.modifiedMs };
  }

  async get(asked: VariantRequest): Promise<Variant> {
    const req: VariantRequest = asked.card ? { ...asked, width: SHARE_CARD.width, height: SHARE_CARD.height, webp: false, quality: snapQuality(asked.quality) } : {
      ...asked,
      width: asked.width === null ? null : snapSide(asked.width),
      height: asked.height === null ? null : snapSide(asked.height),
      quality: snapQuality(asked.quality),
    };
    const requestKey = [req.upload, req.width ?? '', req.height ?? '', req.quality, req.webp ? 'webp' : '', req.card ? 'card' : ''].join('|');
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
    const src = await this.source(req.upload);
    const isPng = /\.png$/i.test(req.upload);
    // PNG sources (logo, icons) keep transparency when WebP is not accepted.
    const format: 'webp' | 'jpeg' | 'png' = req.card ? 'jpeg' : req.webp ? 'webp' : isPng ? 'png' : 'jpeg';
    const key = createHash('sha256')
      .update([req.upload, Math.floor(src.modifiedMs), req.width ?? '', req.height ?? '', req.quality, format, req.card ? 'card' : ''].join('|'))
      .digest('hex')
      .slice(0, 32);
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = this.produce(src, key, format, req).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  private async produce(
    src: { store: BlobStore; key: string },
    key: string,
    format: 'webp' | 'jpeg' | 'png',
    req: VariantRequest,
  ): Promise<Variant> {
    const contentType = `image/${format}`;
    const etag = `"${key}"`;
    const stored = `${key.slice(0, 2)}/${key}.${format}`;
    const cached = await this.cache.store.get(stored);
    if (cached) {
      void this.touch(stored);
      this.cacheCounts.hits += 1;
      return { bytes: cached, contentType, etag };
    }
    await req.beforeMaking?.();
    this.cacheCounts.misses += 1;
    const original = await src.store.get(src.key);
    if (!original) throw new ApiError(404, 'The image was not found.', 'upload');
    let pipeline = sharp(original, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
    if (req.card) {
      // 'attention' keeps the busiest part of the photo (the house rather than the sky) in the crop.
      pipeline = pipeline.resize({ ...SHARE_CARD, fit: 'cover', position: sharp.strategy.attention }).flatten({ background: '#ffffff' });
    } else if (req.width !== null) {
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
    // The store's put is atomic: a concurrent reader (another instance) never sees half a variant.
    await this.cache.store.put(stored, bytes, contentType);
    await this.added(stored, bytes.length);
    return { bytes, contentType, etag };
  }
}
