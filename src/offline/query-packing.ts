/**
 * How the persisted query cache is written. It used to be one IndexedDB value
 * holding the whole dehydrated client (154 KiB after some browsing), written again after every
 * change: Chromium's LevelDB keeps each superseded copy until it compacts, and 154 KiB of answers
 * took 3.6 MiB on disk. Now each query is its own entry, only the queries that changed are written,
 * and each is stored as gzip-compressed JSON. Pure parts here, unit-tested.
 */
import type { DehydratedState } from '@tanstack/react-query';

export type DehydratedQuery = DehydratedState['queries'][number];

/** What decides that a saved query must be written again. */
export function stampOf(query: DehydratedQuery): string {
  return `${query.state.dataUpdatedAt}:${query.state.status}`;
}

/** Queries to write (new or changed since `saved`) and hashes to delete (no longer kept). */
export function changedQueries(
  saved: ReadonlyMap<string, string>,
  current: readonly DehydratedQuery[],
): { write: DehydratedQuery[]; remove: string[] } {
  const write = current.filter((query) => saved.get(query.queryHash) !== stampOf(query));
  const keep = new Set(current.map((query) => query.queryHash));
  const remove = [...saved.keys()].filter((hash) => !keep.has(hash));
  return { write, remove };
}

/**
 * What is kept of a query: its key, data and times. An error object does not survive JSON and is
 * of no use after a reload; the page shows the data it has.
 */
export function slim(query: DehydratedQuery): DehydratedQuery {
  const { promise: _promise, ...rest } = query;
  void _promise;
  return {
    ...rest,
    state: { ...rest.state, error: null, fetchFailureReason: null, fetchStatus: 'idle', status: rest.state.data === undefined ? rest.state.status : 'success' },
  };
}

async function pipeThrough(bytes: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** Gzip-compressed JSON where the browser compresses (every current one), else the JSON text. */
export async function pack(query: DehydratedQuery): Promise<Uint8Array | string> {
  const json = JSON.stringify(slim(query));
  if (typeof CompressionStream === 'undefined') return json;
  return pipeThrough(new TextEncoder().encode(json), new CompressionStream('gzip'));
}

export async function unpack(value: unknown): Promise<DehydratedQuery | undefined> {
  try {
    if (typeof value === 'string') return JSON.parse(value) as DehydratedQuery;
    if (value instanceof Uint8Array && typeof DecompressionStream !== 'undefined') {
      return JSON.parse(new TextDecoder().decode(await pipeThrough(value, new DecompressionStream('gzip')))) as DehydratedQuery;
    }
  } catch {
    // A damaged entry is skipped; the page fetches it again.
  }
  return undefined;
}
