/**
 * The photo order of a listing submission (`ImageOrder`, docs/product.md, section 3): a list of
 * tokens, `keep:<upload name>` for a stored photo an edit keeps and `new:<index>` for the index-th
 * `file` part of the same request; the first is the cover. Written by the form
 * (src/components/image-picker/image-list.ts), read back by drafts (src/offline/drafts-logic.ts) and
 * by the server (server/services/listings-write.ts): one module, so the three cannot drift.
 */

export type ImageOrderItem = { kind: 'keep'; upload: string } | { kind: 'new'; index: number };

export function keepToken(upload: string): string {
  return `keep:${upload}`;
}

export function newToken(index: number): string {
  return `new:${index}`;
}

/** One token read back; null for anything else (no prefix, or `new:` without a whole number). */
export function parseImageOrderToken(token: string): ImageOrderItem | null {
  const colon = token.indexOf(':');
  if (colon < 0) return null;
  const kind = token.slice(0, colon);
  const ref = token.slice(colon + 1);
  if (kind === 'keep') return { kind: 'keep', upload: ref };
  if (kind === 'new' && /^\d+$/.test(ref)) return { kind: 'new', index: Number(ref) };
  return null;
}
