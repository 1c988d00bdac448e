import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { JPEG_OPTIONS } from './jpeg.ts';
import { photoFingerprints } from './fingerprint.ts';
import { ApiError } from '../errors.ts';
import type { BlobStore } from '../storage/blob-store.ts';

export interface StoredImage {
  upload: string;
  width: number;
  height: number;
  /** The photo's perceptual fingerprint, when asked for and the photo is not blank (images/fingerprint.ts). */
  fingerprint?: bigint | null;
  /** Its mirror image's, looked up too so a flipped copy is found; never stored. */
  mirrored?: bigint | null;
}

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const IMAGE_FORMATS: Record<'avatars' | 'listings', readonly ImageFormat[]> = {
  avatars: ['jpeg', 'png', 'webp', 'gif'],
  listings: ['jpeg', 'png'],
};

/**
 * The format an upload's first bytes announce (its signature), so a body that is not an image is
 * refused as it arrives rather than after it was received whole. sharp still decodes it afterwards.
 */
export function imageFormatOf(head: Uint8Array): ImageFormat | null {
  const at = (i: number, ...bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return 'gif';
  return null;
}

/**
 * Checks an upload by its content (not its name or declared type), re-encodes it with sharp so no
 * EXIF, GPS or other metadata survives, caps its longest side, and stores it under a name derived
 * from its bytes.
 */
export async function storeImage(
  uploads: BlobStore,
  kind: 'avatars' | 'listings',
  source: Uint8Array | string,
  opts: { maxSide: number; field: string; message: string; fingerprint?: boolean },
): Promise<StoredImage> {
  let format: string | undefined;
  try {
    format = (await sharp(source, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !(IMAGE_FORMATS[kind] as readonly string[]).includes(format)) throw new ApiError(400, opts.message, opts.field);
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(source, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: opts.maxSide, height: opts.maxSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, ...JPEG_OPTIONS })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ApiError(400, opts.message, opts.field);
  }
  const hash = createHash('sha256').update(out.data).digest('hex').slice(0, 40);
  const upload = `${kind}/${hash.slice(0, 2)}/${hash}.jpg`;
  // Two requests may store the same photo at the same moment: the store's put is atomic, and the
  // same name always means the same bytes.
  if (!(await uploads.exists(upload))) await uploads.put(upload, out.data, 'image/jpeg');
  // From the stored copy, so a photo has the same fingerprint however large it was sent.
  const prints = opts.fingerprint ? await photoFingerprints(out.data) : null;
  return { upload, width: out.info.width, height: out.info.height, ...(prints ? { fingerprint: prints.print, mirrored: prints.mirrored } : {}) };
}

/** Removes stored files whose record was never committed. Missing files are fine. */
export async function removeImages(store: BlobStore, uploads: string[]): Promise<void> {
  await Promise.all(uploads.map((u) => store.delete(u).catch(() => undefined)));
}
