/**
 * Shrinks a photo before upload, in a worker so the page keeps answering taps, or on the page where
 * the worker cannot start or cannot draw (no OffscreenCanvas). One worker per photo, ended when done
 * or when the photo is removed (`signal`).
 */
import type { ShrinkLimits } from '../../lib/photo-shrink-plan.ts';
import type { ShrinkReply, ShrinkRequest } from './shrink-worker.ts';

/** The worker could decode nothing from the file: not a photo this browser reads. */
class Unreadable extends Error {}

function abortError(): DOMException {
  return new DOMException('The photo was removed.', 'AbortError');
}

function inWorker(file: Blob, limits: ShrinkLimits, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./shrink-worker.ts', import.meta.url), { type: 'module' });
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      end();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<ShrinkReply>) => {
      const reply = event.data;
      if ('progress' in reply) return onProgress(reply.progress);
      end();
      if ('blob' in reply) resolve(reply.blob);
      else reject(reply.unreadable ? new Unreadable(reply.error) : new Error(reply.error));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      end();
      reject(new Error('The photo worker did not start.'));
    });
    worker.postMessage({ file, limits } satisfies ShrinkRequest);
  });
}

/** The photo as a JPEG within the limits (see shrink-core.ts); throws if it is not a readable image. */
export async function shrinkPhoto(file: Blob, limits: ShrinkLimits, onProgress: (percent: number) => void = () => undefined, signal?: AbortSignal): Promise<Blob> {
  if (signal?.aborted) throw abortError();
  try {
    return await inWorker(file, limits, onProgress, signal);
  } catch (error) {
    if (signal?.aborted) throw abortError();
    // Not an image the browser decodes: the page would fail the same way.
    if (error instanceof Unreadable) throw error;
    const { shrinkToJpeg } = await import('./shrink-core.ts');
    return shrinkToJpeg(file, limits, onProgress);
  }
}
