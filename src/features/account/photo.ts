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
    const [{ default: imageCompression }, { default: libPath }] = await Promise.all([
      import('browser-image-compression'),
      // Self-hosted worker script: the library's default is a public CDN, which offline use cannot reach.
      import('browser-image-compression/dist/browser-image-compression.js?url'),
    ]);
    return await imageCompression(file, {
      maxSizeMB: 1,
      maxWidthOrHeight: MAX_SIDE,
      useWebWorker: true,
      libURL: new URL(libPath, window.location.href).href,
    });
  } catch {
    return file;
  }
}
