/**
 * How long the app waits for the network. A link that accepts a connection and
 * never answers ("lie-fi") must not leave a page on 'Loading…' for minutes: a read gives up, the page
 * shows what the device has and says so, and a write goes to the outbox as it does offline (its
 * Idempotency-Key makes the later send safe even when the server did get the first one).
 */

/** A read whose answer has not begun by then is given up. */
export const READ_START_TIMEOUT_MS = 6_000;
/** Once an answer has begun, the rest of it may take this long (a page of cards on a 2G-like link). */
export const READ_BODY_TIMEOUT_MS = 20_000;
/** A write's fixed allowance, before its body's share. */
const WRITE_BASE_TIMEOUT_MS = 20_000;
/** The slowest upload we still wait for: about a 2G link's 4 KiB a second. */
const SLOWEST_UPLOAD_BYTES_PER_SECOND = 4 * 1024;

/** The size of a request body as it will be sent, near enough for a timeout. */
export function bodyBytes(body: BodyInit | null | undefined): number {
  if (body === null || body === undefined) return 0;
  if (typeof body === 'string') return body.length;
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer) return body.byteLength;
  if (ArrayBuffer.isView(body)) return body.byteLength;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    let total = 0;
    for (const [name, value] of body.entries()) total += name.length + (typeof value === 'string' ? value.length : value.size) + 128;
    return total;
  }
  return 0;
}

/** A write waits longer the more it uploads: photos on a slow link take minutes, a JSON body seconds. */
export function writeTimeoutMs(body: BodyInit | null | undefined): number {
  return WRITE_BASE_TIMEOUT_MS + Math.ceil((bodyBytes(body) / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000);
}

/** Headers the service worker puts on answers it keeps (sw/runtime-caching.ts) and reads back here. */
export const DeviceCopyHeaders = {
  /** When the kept copy was fetched (the device's clock, so its age is never skewed by the server's). */
  savedAt: 'X-Basera-Saved-At',
  /** Set when the worker answered from its copy because the network failed: its value is the ReadFailure. */
  fallback: 'X-Basera-Device-Copy',
} as const;

/**
 * Why reads are not reaching the server, which the offline banner names in plain words: the device
 * has no network, the server cannot be reached (refused, no route), it answers 5xx, or nothing
 * answers in time (a link that takes requests and never answers).
 */
export type ReadFailure = 'offline' | 'unreachable' | 'server' | 'slow';

/**
 * The worker's word to a page on the refresh it makes after answering from its copy first (the home
 * page's sections, sw/runtime-caching.ts): `failure` is null when the server answered.
 */
export const REFRESH_RESULT_MESSAGE = 'basera:refresh-result';
export interface RefreshResult {
  type: typeof REFRESH_RESULT_MESSAGE;
  failure: ReadFailure | null;
}
