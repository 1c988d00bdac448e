/**
 * What a push carries, read defensively: the worker shows whatever arrives, so a payload it cannot
 * read still shows something sensible, and a tap only ever opens a page of this app.
 */
import { API_ROOT, ApiPaths } from '../src/contract/api-paths.ts';
import type { PushPayload } from '../src/contract/types.ts';

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

export function readPushPayload(raw: string | null): PushPayload {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: shown as the plain default below.
  }
  const url = text(data.url, 2000);
  return {
    title: text(data.title, 120) || 'Basera',
    body: text(data.body, 240) || 'There is news about your saved properties.',
    // A path of this app only: never another site, never a protocol-relative '//host'.
    url: /^\/(?![/\\])/.test(url) ? url : '/',
    tag: text(data.tag, 64),
  };
}

/** The public API address of the listing a path opens, if it opens one: warmed so it reads offline. */
export function detailsRequestFor(path: string): string | null {
  const m = /^\/property\/([^/?#]+)$/.exec(path);
  if (!m || m[1] === 'forms') return null;
  return `${API_ROOT}/${ApiPaths.detailsByUrl}?${new URLSearchParams({ propertyUrl: decodeURIComponent(m[1]!) })}`;
}
