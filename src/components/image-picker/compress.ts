/**
 * Shrinks a photo in the browser before upload: a 12 MP phone photo becomes about half a megabyte,
 * which matters on a patchy mobile connection. The work runs in a web worker so the page stays
 * responsive on a cheap phone.
 */
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { jpegName } from './image-list.ts';

const MAX_SIDE = 1920;
const MAX_SIZE_MB = 0.5;

/**
 * The worker imports the library by URL; its default is a public CDN, and offline that silently
 * falls back to the main thread (docs/traps.md, trap 9). Our own copy is precached with the app.
 */
const libURL = (): string => new URL(compressionLibUrl, location.origin).href;

/**
 * Every photo leaves as JPEG: PNG photos are large and the library's PNG encoder is slow on phones;
 * a flat white background replaces transparency, which listing photos do not need.
 */
export async function compressImage(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<File> {
  // Loaded on the first photo only: most visits to the form never need it.
  const { default: imageCompression } = await import('browser-image-compression');
  const output = await imageCompression(file, {
    maxWidthOrHeight: MAX_SIDE,
    maxSizeMB: MAX_SIZE_MB,
    useWebWorker: true,
    libURL: libURL(),
    fileType: 'image/jpeg',
    onProgress,
    signal,
  });
  return new File([output], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
