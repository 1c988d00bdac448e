import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { checkKey, isValidKey, type BlobEntry, type BlobInfo, type BlobStore } from './blob-store.ts';
import { jsonLogger, type Log } from '../log.ts';

export interface S3Options {
  bucket: string;
  /** Every key is stored under this prefix ('' or ending in '/'). */
  prefix: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, Backblaze); absent means AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Milliseconds a request may take (connection and answer) before it fails. */
  timeoutMs?: number;
}

function isMissing(err: unknown): boolean {
  // GetObject says NoSuchKey; HeadObject has no body and says NotFound. A missing bucket
  // (NoSuchBucket) is a fault, not a missing photo.
  const name = (err as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * The SDK's warnings and errors (a socket pool at capacity) as JSON lines like every other; it writes
 * them with console.warn otherwise. Its info lines carry a command's input and output: never logged.
 */
function sdkLogger(log: Log): NonNullable<S3ClientConfig['logger']> {
  const line = (level: 'warn' | 'error') => (...content: unknown[]) =>
    log('storage client said', { level, cause: content.map((c) => (typeof c === 'string' ? c : c instanceof Error ? c.message : '')).join(' ').slice(0, 500) });
  return { trace: () => undefined, debug: () => undefined, info: () => undefined, warn: line('warn'), error: line('error') };
}

/**
 * An S3-compatible bucket through @aws-sdk/client-s3. Credentials come from the SDK's usual chain
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role). A PUT is atomic on S3:
 * readers see the old object or the new one, never a part.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(readonly options: S3Options, client?: S3Client) {
    const timeout = options.timeoutMs ?? 10_000;
    const config: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      // Checksums only where S3 requires them: many S3-compatible stores do not take the SDK's
      // default CRC32 trailers, and every object here is small and written in one request.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: timeout, requestTimeout: timeout },
      maxAttempts: 3,
      logger: sdkLogger(jsonLogger()),
    };
    this.client = client ?? new S3Client(config);
  }

  describe(): string {
    return `s3://${this.options.bucket}/${this.options.prefix}`;
  }

  private full(key: string): string {
    return this.options.prefix + key;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.options.bucket, Key: this.full(checkKey(key)), Body: bytes, ContentType: contentType, ContentLength: bytes.length,
    }));
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isValidKey(key)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.full(key) }));
      if (!out.Body) return Buffer.alloc(0);
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /**
   * `length` bytes from `offset` (fewer at the end of the object), or null when there is no such key.
   * How a tile archive in the bucket is read: a few kilobytes at a time, never whole.
   */
  async getRange(key: string, offset: number, length: number): Promise<Buffer | null> {
    if (!isValidKey(key)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({
        Bucket: this.options.bucket, Key: this.full(key), Range: `bytes=${offset}-${offset + length - 1}`,
      }));
      if (!out.Body) return Buffer.alloc(0);
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async head(key: string): Promise<BlobInfo | null> {
    if (!isValidKey(key)) return null;
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.full(key) }));
      return { size: out.ContentLength ?? 0, modifiedMs: out.LastModified?.getTime() ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    if (!isValidKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.full(key) }));
  }

  async *list(prefix: string): AsyncIterable<BlobEntry> {
    let token: string | undefined;
    do {
      const out = await this.client.send(new ListObjectsV2Command({
        Bucket: this.options.bucket, Prefix: this.full(prefix), ContinuationToken: token,
      }));
      for (const o of out.Contents ?? []) {
        if (!o.Key) continue;
        const key = o.Key.slice(this.options.prefix.length);
        if (key.startsWith('.ready-')) continue;
        const modifiedMs = o.LastModified?.getTime() ?? 0;
        yield { key, size: o.Size ?? 0, modifiedMs, usedMs: modifiedMs };
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }

  async probe(): Promise<void> {
    const key = `.ready-${process.pid}-${randomBytes(4).toString('hex')}`;
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.full(key), Body: 'ok', ContentType: 'text/plain' }));
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.full(key) }));
  }
}
