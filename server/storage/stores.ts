import path from 'node:path';
import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { DiskBlobStore } from './disk.ts';
import { S3BlobStore } from './s3.ts';


/** Where uploads and seed pictures live: DATA_DIR/uploads, or the bucket's `uploads/` prefix. */
export function uploadStore(config: Config): BlobStore {
  if (!config.s3) return new DiskBlobStore(path.join(config.dataDir, 'uploads'));
  return new S3BlobStore({ ...config.s3, prefix: `${config.s3.prefix}uploads/` });
}

/**
 * Where resized variants are kept: DATA_DIR/cache/images (bounded by IMAGE_CACHE_MB, least recently
 * used go first), or the bucket's `variants/` prefix, shared by every instance and not bounded here
 * (a bucket lifecycle rule may expire them; a missing variant is made again).
 */
export function variantStore(config: Config): { store: BlobStore; limitBytes: number | null } {
  if (!config.s3) return { store: new DiskBlobStore(path.join(config.dataDir, 'cache', 'images')), limitBytes: config.imageCacheBytes };
  return { store: new S3BlobStore({ ...config.s3, prefix: `${config.s3.prefix}variants/` }), limitBytes: null };
}
