/**
 * Room on the device. The worker trims its caches least recently used first
 * (sw/cache-lru.ts); a page whose own IndexedDB write was refused for quota asks it to make room
 * now, then tries the write once more, so recently viewed and the saved query cache are not the
 * ones that lose.
 */
import { TRIM_STORAGE_MESSAGE } from './trim-message.ts';

/** A worker that does not answer (still starting, none at all) must not hold the write up for long. */
const ASK_TIMEOUT_MS = 5_000;

export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

/**
 * Resolves once the worker has trimmed, or after a few seconds without one. `bytes`: what the
 * refused write needs, so the runtime caches give up at least that much (sw/trim-policy.ts).
 */
export async function askForRoom(bytes = 0): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  const worker = navigator.serviceWorker.controller;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, ASK_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: TRIM_STORAGE_MESSAGE, bytes }, [channel.port2]);
  });
}

/**
 * Runs an IndexedDB write; refused for quota, asks the worker for room (at least `bytes`, the
 * write's size, when known) and runs it once more. A second refusal is thrown for the caller to tell.
 */
export async function withRoom<T>(write: () => Promise<T>, bytes = 0): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await askForRoom(bytes);
    return write();
  }
}

/**
 * Asks the browser not to clear this site's storage when the device runs short: called whenever there
 * is something only this device has (a draft with photos, an outbox entry), until it is granted.
 * Chromium grants it without a prompt to an installed or much used site, which a site becomes with
 * use, so a refusal is no reason not to ask at the next entry; it changes nothing else.
 */
let persistGranted = false;

export function requestPersistentStorage(): void {
  if (persistGranted || typeof navigator === 'undefined' || typeof navigator.storage?.persist !== 'function') return;
  void navigator.storage.persisted()
    .then((already) => (already ? true : navigator.storage.persist()))
    .then((granted) => {
      persistGranted = granted;
    })
    .catch(() => undefined);
}
