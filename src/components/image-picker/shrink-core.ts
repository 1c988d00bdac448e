/**
 * Decodes a photo and encodes it again as a smaller JPEG, with the browser's own image decoder and
 * canvas. Runs in the shrink worker, and on the page where a worker cannot do it.
 * It replaced browser-image-compression, whose two copies (the page's and its worker's, 40 KiB
 * gzip) were the largest part of what the listing form needs offline (README, 'Shrinking photos').
 */
import { shrinkTries, type ShrinkLimits } from '../../lib/photo-shrink-plan.ts';

/** The file is not an image this browser can decode; trying elsewhere would fail the same way. */
export class UnreadablePhoto extends Error {
  override name = 'UnreadablePhoto';
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function canvasFor(width: number, height: number): { context: Canvas2D; toJpeg: (quality: number) => Promise<Blob> } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) return { context, toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) };
  }
  if (typeof document === 'undefined') throw new Error('No canvas here.');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas.');
  return {
    context,
    toJpeg: (quality) => new Promise((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))), 'image/jpeg', quality);
    }),
  };
}

/**
 * The photo as a JPEG within the limits; the smallest try when none fits. Turned upright by its EXIF
 * orientation, with a flat white background where it was transparent (listing photos need none).
 * Throws when the file is not an image the browser can decode.
 */
export async function shrinkToJpeg(file: Blob, limits: ShrinkLimits, onProgress: (percent: number) => void = () => undefined): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new UnreadablePhoto(error instanceof Error ? error.message : String(error));
  }
  try {
    onProgress(10);
    const tries = shrinkTries(bitmap.width, bitmap.height, limits);
    let smallest: Blob | null = null;
    let drawn = '';
    let canvas: ReturnType<typeof canvasFor> | null = null;
    for (const [index, attempt] of tries.entries()) {
      const size = `${attempt.width}x${attempt.height}`;
      if (size !== drawn || !canvas) {
        canvas = canvasFor(attempt.width, attempt.height);
        canvas.context.fillStyle = '#fff';
        canvas.context.fillRect(0, 0, attempt.width, attempt.height);
        canvas.context.imageSmoothingQuality = 'high';
        canvas.context.drawImage(bitmap, 0, 0, attempt.width, attempt.height);
        drawn = size;
      }
      const blob = await canvas.toJpeg(attempt.quality);
      if (!smallest || blob.size < smallest.size) smallest = blob;
      onProgress(10 + Math.round((90 * (index + 1)) / tries.length));
      if (blob.size <= limits.maxBytes) break;
    }
    onProgress(100);
    if (!smallest) throw new Error('The photo could not be encoded.');
    return smallest;
  } finally {
    bitmap.close();
  }
}
