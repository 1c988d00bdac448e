/**
 * Flat query strings for the router: the spec's search URLs are plain `?City=3&Location=4,7`,
 * not JSON-encoded values, so every value is written as text and read back as text.
 */
export type FlatSearch = Record<string, unknown>;

export function parseFlatSearch(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  const out: Record<string, string> = {};
  for (const [key, value] of params) out[key] = value;
  return out;
}

function toText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) {
    const parts = value.map(toText).filter((v): v is string => v !== undefined && v !== '');
    return parts.length ? parts.join(',') : undefined;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return value === '' ? undefined : value;
  return undefined;
}

/** Empty values are left out so links stay short; arrays are comma-joined. */
export function stringifyFlatSearch(search: FlatSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const text = toText(value);
    if (text !== undefined) params.set(key, text);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
