/**
 * Where photos live: uploads, the seed pictures and (on object storage) their resized variants.
 * One interface with two implementations: a folder on this machine's disk (the default) and an
 * S3-compatible bucket (S3_BUCKET), which several instances can share.
 */
export interface BlobInfo {
  size: number;
  /** When it was written (on disk, the file's mtime; on S3, LastModified). */
  modifiedMs: number;
}

export interface BlobEntry extends BlobInfo {
  key: string;
  /** On disk, the later of the file's access and change times (for least-recently-used caches). */
  usedMs: number;
}

export interface BlobStore {
  readonly kind: 'disk' | 's3';
  /**
   * Stores the bytes under the key, replacing what was there. Readers see the whole old or the whole
   * new object, never a part (disk: write then rename; S3: one PUT).
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such key (or it is not a valid key). */
  get(key: string): Promise<Buffer | null>;
  /** Size and time, or null when there is no such key. */
  head(key: string): Promise<BlobInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the key; a missing one is fine. */
  delete(key: string): Promise<void>;
  /** Every key under the prefix ('' for all), in no particular order. */
  list(prefix: string): AsyncIterable<BlobEntry>;
  /** Writes, reads back and deletes a small object: throws when the store does not take a file. */
  probe(): Promise<void>;
  /** A short description for logs: a folder or s3://bucket/prefix (never credentials). */
  describe(): string;
}

export class InvalidKey extends Error {
  constructor(key: string) {
    super(`not a valid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

/**
 * Keys are relative, slash-separated names whose segments start with a letter or digit: no empty
 * segment, no `.` or `..`, no backslash, so a key can never leave its folder or prefix.
 */
export function isValidKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key);
}

export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidKey(key);
  return key;
}

/** The content type of a stored picture, by its name. */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  switch (ext) {
    case 'jpg': case 'jpeg': return 'image/jpeg';
    case 'png': return 'image/png';
    case 'webp': return 'image/webp';
    case 'gif': return 'image/gif';
    default: return 'application/octet-stream';
  }
}
