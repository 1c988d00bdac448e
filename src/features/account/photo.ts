/** Profile photos: which files are accepted and how big a file goes over the wire. */

/** Phone photos are often 3-8 MB; an avatar is stored at most 512 px wide, so 1 MB is plenty. */
const SHRINK_ABOVE_BYTES = 1024 * 1024;
const MAX_SIDE = 1024;

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/**
 * Shrinks a large photo in a web worker before upload (slow, metered connections). Small files go as
 * they are, and if shrinking fails the original goes: the server re-encodes every photo anyway.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (file.size <= SHRINK_ABOVE_BYTES) return file;
  try {
    const { shrinkPhoto: shrink } = await import('../../components/image-picker/shrink-photo.ts');
    return await shrink(file, { maxSide: MAX_SIDE, maxBytes: SHRINK_ABOVE_BYTES });
  } catch {
    return file;
  }
}
