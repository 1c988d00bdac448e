/// <reference lib="webworker" />
/**
 * The photo shrinker's worker: decoding and encoding a 12 MP photo takes a cheap phone a second or
 * more, which would freeze the page. Built by Vite as a file of its own (`new Worker(new URL(...))`
 * in shrink-photo.ts), from this origin, so the CSP's `worker-src 'self'` allows it and it is cached
 * for offline with the listing form (vite.config.ts, precacheTiers).
 */
import { shrinkToJpeg, UnreadablePhoto } from './shrink-core.ts';
import type { ShrinkLimits } from '../../lib/photo-shrink-plan.ts';

declare const self: DedicatedWorkerGlobalScope;

export type ShrinkRequest = { file: Blob; limits: ShrinkLimits };
export type ShrinkReply = { progress: number } | { blob: Blob } | { error: string; unreadable: boolean };

self.addEventListener('message', (event: MessageEvent<ShrinkRequest>) => {
  const { file, limits } = event.data;
  const reply = (message: ShrinkReply) => self.postMessage(message);
  shrinkToJpeg(file, limits, (progress) => reply({ progress })).then(
    (blob) => reply({ blob }),
    (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error), unreadable: error instanceof UnreadablePhoto }),
  );
});
