/**
 * The rules of a listing's photo list (docs/product.md, section 5 'Images'), kept free of React and the DOM so
 * they can be tested on their own: PNG and JPEG only, at most 16 in all, the same file twice is
 * skipped, and the first photo is the cover.
 */

import { imageSource } from '../../contract/api-paths.ts';
import { keepToken, newToken } from '../../contract/image-order.ts';

export const ACCEPTED_TYPES = ['image/png', 'image/jpeg'] as const;
/** For the file input's `accept`: phones show the photo picker and hide other files. */
export const ACCEPT_ATTRIBUTE = 'image/png,image/jpeg,.png,.jpg,.jpeg';

interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** Some Android file managers give no MIME type: the extension decides then. */
export function isAcceptedImage(file: Pick<FileLike, 'name' | 'type'>): boolean {
  if (file.type) return (ACCEPTED_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return /\.(png|jpe?g)$/i.test(file.name);
}

/** "Same name and size" identifies a photo chosen twice (docs/product.md, section 5). */
export const sameFile = (a: Pick<FileLike, 'name' | 'size'>, b: Pick<FileLike, 'name' | 'size'>): boolean =>
  a.name === b.name && a.size === b.size;

export interface AdditionPlan<F extends FileLike> {
  accepted: F[];
  wrongType: F[];
  duplicates: F[];
  overLimit: F[];
}

/**
 * Sorts a new selection against what is already chosen. `chosen` holds the new photos already in
 * the list (stored photos have no file name to compare); `total` counts every photo in the list.
 */
export function planAdditions<F extends FileLike>(
  chosen: ReadonlyArray<Pick<FileLike, 'name' | 'size'>>,
  total: number,
  incoming: readonly F[],
  max: number,
): AdditionPlan<F> {
  const plan: AdditionPlan<F> = { accepted: [], wrongType: [], duplicates: [], overLimit: [] };
  for (const file of incoming) {
    if (!isAcceptedImage(file)) plan.wrongType.push(file);
    else if (chosen.some((c) => sameFile(c, file)) || plan.accepted.some((a) => sameFile(a, file))) plan.duplicates.push(file);
    else if (total + plan.accepted.length >= max) plan.overLimit.push(file);
    else plan.accepted.push(file);
  }
  return plan;
}

/** A copy of the list with one item moved from `from` to `to` (clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...list];
  next.splice(target, 0, item);
  return next;
}

export type OrderEntry<F> = { kind: 'stored'; upload: string } | { kind: 'new'; file: F };

export interface SubmissionImages<F> {
  /** Stored photos that stay, in display order. */
  keepImages: string[];
  /** New files in the order they are sent as `file` parts. */
  files: F[];
  /** The final order as the server's tokens (src/contract/image-order.ts); the first is the cover. */
  imageOrder: string[];
}

/** Turns the list on screen into the KeepImages / file / ImageOrder fields of a submission. */
export function toSubmissionImages<F>(entries: ReadonlyArray<OrderEntry<F>>): SubmissionImages<F> {
  const out: SubmissionImages<F> = { keepImages: [], files: [], imageOrder: [] };
  for (const entry of entries) {
    if (entry.kind === 'stored') {
      // A stored photo may be shown through its owner's address; the server keeps it by name.
      const name = imageSource(entry.upload).upload;
      out.keepImages.push(name);
      out.imageOrder.push(keepToken(name));
    } else {
      out.imageOrder.push(newToken(out.files.length));
      out.files.push(entry.file);
    }
  }
  return out;
}

/** A compressed PNG is sent as JPEG: the name should say so. */
export function jpegName(name: string): string {
  const base = name.replace(/\.(png|jpe?g)$/i, '');
  return `${base || 'photo'}.jpg`;
}
