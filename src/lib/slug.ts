/**
 * Listing URLs: a readable text part for people and search engines, then the id, which alone makes the
 * slug unique and lets a renamed listing still be found from an old link.
 * Pure: shared by the client and the server.
 */

/** The text part is cut to about this many characters (at a hyphen) so URLs stay shareable. */
export const SLUG_TEXT_MAX = 80;

/** Lower-case ASCII words joined by single hyphens; accents are folded, everything else is a separator. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function capAtHyphen(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf('-');
  // A single very long word has no hyphen to cut at; a hard cut is better than dropping it.
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : text.slice(0, max)).replace(/-+$/, '');
}

export interface PropertySlugParts {
  type?: string | null | undefined;
  purpose?: string | null | undefined;
  location?: string | null | undefined;
  city?: string | null | undefined;
  id: number;
}

/** 'house-for-sale-dha-phase-6-lahore-1234'. */
export function propertySlug(parts: PropertySlugParts): string {
  if (!Number.isSafeInteger(parts.id) || parts.id <= 0) {
    throw new RangeError(`propertySlug needs a positive integer id (got ${String(parts.id)})`);
  }
  const words = [parts.type, parts.purpose, parts.location, parts.city]
    .map((p) => slugify(p ?? ''))
    .filter((p) => p !== '');
  // A location named after its city ("Lahore Cantt", city "Lahore") would otherwise repeat the city.
  const deduped = words.filter((w, i) => i === 0 || w !== words[i - 1]);
  const text = capAtHyphen(deduped.join('-'), SLUG_TEXT_MAX);
  return text === '' ? String(parts.id) : `${text}-${parts.id}`;
}

/** The id at the end of a property slug, or null when there is none (a bare id is accepted too). */
export function idFromPropertySlug(slug: string): number | null {
  const match = /(?:^|-)(\d{1,15})\/?$/.exec(slug.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
