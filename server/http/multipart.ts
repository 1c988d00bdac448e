import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import busboy from 'busboy';
import type { Context } from 'hono';
import { ApiError } from '../errors.ts';
import { Messages } from '../../src/contract/messages.ts';
import { drainBody } from './body-limit.ts';
import { imageFormatOf, type ImageFormat } from '../images/uploads.ts';

export interface UploadedFile {
  name: string;
  /** A temporary file holding the upload; removed when the request's handler is done. */
  path: string;
  size: number;
  /** SHA-256 of the bytes, computed as they arrived (idempotency fingerprints). */
  sha256: Buffer;
}

export interface FormLimits {
  /** The form's field names: how many text parts a request may carry follows from them. */
  fields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  tooMany: string;
  /** Formats a file may have, told by its first bytes as they arrive. */
  formats: readonly ImageFormat[];
  notImage: (fileName: string) => string;
  /** Where uploads are spooled while the request is read (DATA_DIR/tmp/uploads). */
  spoolDir: string;
  /** The client's address: it holds at most ADDRESS_SHARE of the uploads in flight. */
  address: string;
  /**
   * The route's limits that depend only on who asks (an address's budget), checked before a byte of
   * the body is read: a refused client learns it at once instead of after sending 100 MB.
   */
  admit?: () => Promise<void>;
}

/** Where a data directory's uploads are spooled while they arrive; emptied at start-up. */
export function spoolDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads');
}

/**
 * Who writes a spooled file, in its name: this host and process. Several servers may share one spool
 * folder (WEB_CONCURRENCY workers on one DATA_DIR, or instances on a shared volume), and a sweep must
 * not remove a file another one is writing.
 */
const OWNER = `${hostname().replace(/[^A-Za-z0-9-]/g, '_').slice(0, 64)}.${process.pid}`;

/** A spooled file's name: its owner, then a random part. */
export const spoolName = (owner = OWNER) => `${owner}-${randomBytes(12).toString('hex')}.part`;

/**
 * A part no live request can be writing, past this age since its last write: a request's body is
 * received within Node's requestTimeout (five minutes), and its handler removes its parts soon after.
 */
export const SPOOL_STALE_MS = 10 * 60_000;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes spooled files a crash (a SIGKILL, a power cut) left behind. At once, those of this host whose
 * process is gone, or whose process id is this one's (a container restarted gets the same one), as
 * nothing can still be writing them; those of other hosts, and unnamed leftovers, once they are
 * SPOOL_STALE_MS old, since their writer may be alive on another machine sharing the folder. Run at
 * start, before this process spools anything, and then daily.
 */
export async function sweepSpool(dataDir: string, opts: { owner?: string; now?: number } = {}): Promise<number> {
  const dir = spoolDir(dataDir);
  const [host, pid] = (opts.owner ?? OWNER).split(/\.(?=\d+$)/);
  const now = opts.now ?? Date.now();
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const writer = /^(.+)\.(\d+)-[0-9a-f]+\.part$/.exec(name);
    const orphan = writer !== null && writer[1] === host && (writer[2] === pid || !alive(Number(writer[2])));
    const info = orphan ? null : await stat(file).catch(() => null);
    if (orphan || (info && now - info.mtimeMs > SPOOL_STALE_MS)) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

export interface FormBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Text fields are short (a description is at most 5,000 characters); anything longer is refused. */
const MAX_FIELD_BYTES = 64 * 1024;
/** Enough bytes to tell every accepted format by its signature (WebP needs twelve). */
const SNIFF_BYTES = 16;

/**
 * Bytes of uploads being received by this process at once, over all requests. Files are spooled to
 * disk, so this bounds the disk and the time spent, not memory; past it a request is turned away
 * with 503 and Retry-After rather than letting a burst of huge bodies fill the volume.
 */
export const UPLOAD_BYTES_IN_FLIGHT_CAP = 512 * 1024 * 1024;
let bytesInFlight = 0;

/**
 * What one address may have in flight: one listing's photos at their largest (16 x 8 MB and the
 * fields) with room to spare, under a third of the cap, so that one client's parallel uploads cannot
 * turn everyone else's away with 503. A declared Content-Length counts in full from the start (a
 * stalled body holds its share without sending it); a chunked body counts as it arrives.
 */
export const ADDRESS_SHARE = 160 * 1024 * 1024;
const addressInFlight = new Map<string, number>();
const addressBytes = (address: string) => addressInFlight.get(address) ?? 0;
function addAddressBytes(address: string, n: number): void {
  const total = addressBytes(address) + n;
  if (total > 0) addressInFlight.set(address, total);
  else addressInFlight.delete(address);
}
const overShare = () => new ApiError(429, Messages.uploadsInFlight, undefined, { RetryAfterSeconds: 30 });

/**
 * Answers before the body is read: the answer says the connection closes, and the body is drained a
 * little meanwhile so that the client, still sending, is not reset before it reads the answer.
 */
function refuseUnread(c: Context, err: unknown): never {
  c.header('Connection', 'close');
  const body = c.req.raw.body;
  if (body && !body.locked) drainBody(body.getReader());
  throw err;
}

/**
 * Reads a multipart body as a stream (busboy) and hands its fields and files to `handle`, removing the
 * spooled files afterwards whatever happens. Limits are enforced as parts arrive: the first part past
 * the form's fields and files, a file whose first bytes are not an accepted image, or a file past its
 * size ends the request with a 400 or 413 at once, without reading the rest of the body (the answer
 * closes the connection). Nothing is parsed in one blocking step, so other requests keep being served
 * while a large or hostile body arrives.
 */
export async function withFormBody<T>(c: Context, limits: FormLimits, handle: (body: FormBody) => Promise<T>): Promise<T> {
  const type = c.req.header('content-type') ?? '';
  // Only what the app sends: a cross-site HTML form could post urlencoded or text/plain bodies.
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError(415, 'The request body must be multipart/form-data.');
  }
  const body = c.req.raw.body;
  if (!body) throw new ApiError(400, 'The form data could not be read.');
  const raw = c.req.raw.headers;
  const declaredHeader = raw.has('transfer-encoding') ? null : raw.get('content-length');
  const declared = declaredHeader !== null && /^\d+$/.test(declaredHeader) ? Number(declaredHeader) : 0;
  const { address } = limits;
  if (addressBytes(address) + declared > ADDRESS_SHARE) refuseUnread(c, overShare());
  // Held from now: a second request from the address is measured against this one while it waits.
  let held = declared;
  addAddressBytes(address, held);
  const spooled: UploadedFile[] = [];
  let counted = 0;
  try {
    if (limits.admit) await limits.admit().catch((err: unknown) => refuseUnread(c, err));
    const parsed = await readForm(body, type, limits, spooled, (n) => {
      if (bytesInFlight + n > UPLOAD_BYTES_IN_FLIGHT_CAP) {
        throw new ApiError(503, 'The server is receiving many photos right now: please try again in a minute.', undefined, { RetryAfterSeconds: 30 });
      }
      if (counted + n > held) {
        const more = counted + n - held;
        if (addressBytes(address) + more > ADDRESS_SHARE) throw overShare();
        addAddressBytes(address, more);
        held += more;
      }
      bytesInFlight += n;
      counted += n;
    });
    return await handle(parsed);
  } finally {
    addAddressBytes(address, -held);
    bytesInFlight -= counted;
    await Promise.all(spooled.map((f) => rm(f.path, { force: true })));
  }
}

function readForm(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limits: FormLimits,
  spooled: UploadedFile[],
  account: (bytes: number) => void,
): Promise<FormBody> {
  const fields: Record<string, string> = {};
  const maxFields = limits.fields.length * 2 + 8;
  return new Promise<FormBody>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: {
          fields: maxFields,
          // One more than allowed so the excess file is seen and refused with the form's own message.
          files: limits.maxFiles + 1,
          parts: maxFields + limits.maxFiles + 1,
          fileSize: limits.maxFileBytes,
          fieldSize: MAX_FIELD_BYTES,
          fieldNameSize: 100,
          headerPairs: 20,
        },
      });
    } catch {
      reject(new ApiError(400, 'The form data could not be read.'));
      return;
    }
    let failed: ApiError | null = null;
    let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
    const writes: Promise<void>[] = [];
    const fail = (err: unknown) => {
      if (failed) return;
      failed = err instanceof ApiError ? err : new ApiError(400, 'The form data could not be read.');
      reject(failed);
      parser.removeAllListeners('finish');
      // Stop parsing; the rest of the body is dropped so the client can read the answer.
      if (reader) drainBody(reader);
    };
    const tooMany = () => fail(new ApiError(400, limits.tooMany, 'file'));
    parser.on('partsLimit', () => fail(new ApiError(400, 'The form has too many parts.')));
    parser.on('fieldsLimit', () => fail(new ApiError(400, 'The form has too many fields.')));
    parser.on('filesLimit', tooMany);
    parser.on('error', fail);
    parser.on('field', (name, value, info) => {
      if (failed) return;
      if (info.valueTruncated) return fail(new ApiError(400, `${name.slice(0, 40)} is too long.`, name.slice(0, 40)));
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (failed || !/^files?$/i.test(name)) {
        stream.resume();
        return;
      }
      const fileName = (info.filename ?? '').slice(0, 200);
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      let out: WriteStream | null = null;
      let file: UploadedFile | null = null;
      const done = new Promise<void>((resolveFile, rejectFile) => {
        const abandon = (err: ApiError) => {
          stream.resume();
          out?.destroy();
          rejectFile(err);
          fail(err);
        };
        stream.on('limit', () => abandon(new ApiError(413, `Each image must be smaller than ${Math.round(limits.maxFileBytes / 1024 / 1024)} MB.`, 'file')));
        stream.on('data', (chunk: Buffer) => {
          if (failed) return;
          try {
            account(chunk.length);
          } catch (err) {
            return abandon(err as ApiError);
          }
          size += chunk.length;
          hash.update(chunk);
          if (!out) {
            head = Buffer.concat([head, chunk]);
            if (head.length < SNIFF_BYTES) return;
            const format = imageFormatOf(head);
            if (!format || !limits.formats.includes(format)) return abandon(new ApiError(400, limits.notImage(fileName), 'file'));
            if (spooled.length >= limits.maxFiles) return tooMany();
            file = { name: fileName, path: path.join(limits.spoolDir, spoolName()), size: 0, sha256: Buffer.alloc(0) };
            spooled.push(file);
            out = createWriteStream(file.path);
            out.on('error', () => abandon(new ApiError(503, 'The photo could not be received: please try again.')));
            chunk = head;
          }
          if (!out.write(chunk)) {
            stream.pause();
            out.once('drain', () => stream.resume());
          }
        });
        stream.on('end', () => {
          if (failed) return;
          if (size === 0) return resolveFile(); // an empty file input: nothing was chosen
          if (!out) {
            // Shorter than any image's signature.
            return abandon(new ApiError(400, limits.notImage(fileName), 'file'));
          }
          out.end(() => {
            if (file) {
              file.size = size;
              file.sha256 = hash.digest();
            }
            resolveFile();
          });
        });
      });
      done.catch(() => undefined);
      writes.push(done);
    });
    parser.on('finish', () => {
      Promise.all(writes).then(
        () => (failed ? undefined : resolve({ fields, files: spooled.filter((f) => f.size > 0) })),
        fail,
      );
    });

    void mkdir(limits.spoolDir, { recursive: true }).then(async () => {
      reader = body.getReader();
      if (failed) return drainBody(reader);
      try {
        for (;;) {
          if (failed) return;
          const { done, value } = await reader.read();
          if (failed) return;
          if (done) break;
          // Respect the parser's back-pressure: files are written to disk at disk speed.
          if (!parser.write(value)) await new Promise((r) => parser.once('drain', r));
        }
        parser.end();
      } catch (err) {
        fail(err instanceof ApiError ? err : new ApiError(400, 'The form data could not be read.'));
      }
    }, fail);
  });
}
