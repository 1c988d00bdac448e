import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { JPEG_OPTIONS } from './jpeg.ts';
import { ApiError } from '../http/errors.ts';

export interface StoredImage {
  upload: string;
  width: number;
  height: number;
}

const FORMATS: Record<string, readonly string[]> = {
  avatars: ['jpeg', 'png', 'webp', 'gif'],
  listings: ['jpeg', 'png'],
};

/**
 * Checks an upload by its content (not its name or declared type), re-encodes it with sharp so no
 * EXIF, GPS or other metadata survives, caps its longest side, and stores it under a name derived
 * from its bytes.
 */
export async function storeImage(
  uploadsDir: string,
  kind: 'avatars' | 'listings',
  bytes: Uint8Array,
  opts: { maxSide: number; field: string; message: string },
): Promise<StoredImage> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !FORMATS[kind]!.includes(format)) throw new ApiError(400, opts.message, opts.field);
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: opts.maxSide, height: opts.maxSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, ...JPEG_OPTIONS })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ApiError(400, opts.message, opts.field);
  }
  const hash = createHash('sha256').update(out.data).digest('hex').slice(0, 40);
  const upload = `${kind}/${hash.slice(0, 2)}/${hash}.jpg`;
  const file = path.join(uploadsDir, upload);
  const exists = await access(file).then(() => true, () => false);
  if (!exists) {
    await mkdir(path.dirname(file), { recursive: true });
    // A unique temporary name: two requests may store the same photo at the same moment.
    const tmp = `${file}.${randomBytes(8).toString('hex')}.tmp`;
    await writeFile(tmp, out.data);
    await rename(tmp, file);
  }
  return { upload, width: out.info.width, height: out.info.height };
}

/** Removes stored files whose record was never committed. Missing files are fine. */
export async function removeImages(uploadsDir: string, uploads: string[]): Promise<void> {
  await Promise.all(uploads.map((u) => unlink(path.join(uploadsDir, u)).catch(() => undefined)));
}
