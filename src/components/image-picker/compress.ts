/**
 * Shrinks a photo in the browser before upload: a 12 MP phone photo becomes about half a megabyte,
 * which matters on a patchy mobile connection (shrink-photo.ts, in a worker so the page stays
 * responsive on a cheap phone).
 */
import { jpegName } from './image-list.ts';
import { shrinkPhoto } from './shrink-photo.ts';

const LIMITS = { maxSide: 1920, maxBytes: 512 * 1024 };

/**
 * Every photo leaves as JPEG: PNG photos are large and slow to encode on phones; a flat white
 * background replaces transparency, which listing photos do not need.
 */
export async function compressImage(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<File> {
  const output = await shrinkPhoto(file, LIMITS, onProgress, signal);
  return new File([output], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
