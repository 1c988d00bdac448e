/**
 * The purge hook: tells the edge cache in front of the instances which answers a change made stale,
 * by surrogate key (server/edge/surrogate-keys.ts). Chosen by environment like mail and SMS:
 *
 *   EDGE_PURGE_URL                            HTTP PURGEs to addresses under that one (the nginx
 *                                             reference edge, deploy/nginx/basera-edge.conf)
 *   FASTLY_SERVICE_ID + FASTLY_API_TOKEN      Fastly's purge by surrogate key
 *   CLOUDFLARE_ZONE_ID + CLOUDFLARE_API_TOKEN Cloudflare's purge by cache tag (an Enterprise feature)
 *   none of them                              nothing is sent
 *
 * A purge never holds up or fails the write that caused it: `purge` returns at once, and the
 * requests run afterwards with a bounded retry. Each round's outcome is one JSON log line naming the
 * provider, the keys and the status, never a token or the address's credentials.
 *
 * Every purge is sent twice, the second time PURGE_REPEAT_MS later. Another instance learns of the
 * change through PostgreSQL NOTIFY (server/db/cache-bus.ts) a moment after this one purges: an edge
 * that refetched from that instance in between would keep its stale in-process answer again. By the
 * repeat every instance has cleared its own caches.
 */
import type { EdgePurgeConfig } from '../config.ts';
import { describeError, type Log } from '../log.ts';
import { purgePaths, type SurrogateKey } from './surrogate-keys.ts';

/** Tries per round, and the waits between them. */
export const PURGE_RETRY_DELAYS_MS = [250, 1000] as const;
export const PURGE_REPEAT_MS = 1000;
/** One request's limit: an edge that hangs must not keep purges piling up. */
const REQUEST_TIMEOUT_MS = 3000;
/** Fastly takes up to 256 keys a request; Cloudflare 30 tags. */
const FASTLY_BATCH = 256;
const CLOUDFLARE_BATCH = 30;

export interface EdgePurger {
  readonly provider: 'none' | EdgePurgeConfig['kind'];
  /** Schedules the purge of these keys and returns at once; never throws. */
  purge(keys: readonly SurrogateKey[]): void;
  /** Resolves when every purge scheduled so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

/** One round's requests to the edge: resolves with their statuses, throws on a network failure or timeout. */
type Send = (keys: readonly SurrogateKey[]) => Promise<number[]>;

export function createEdgePurger(config: EdgePurgeConfig | undefined, log: Log, fetcher: typeof fetch = fetch, timing = { retryMs: PURGE_RETRY_DELAYS_MS as readonly number[], repeatMs: PURGE_REPEAT_MS }): EdgePurger {
  if (!config) return { provider: 'none', purge: () => undefined, settled: () => Promise.resolve() };
  const send = sender(config, fetcher);
  const pending = new Set<Promise<void>>();
  const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms).unref(); });

  const round = async (keys: readonly SurrogateKey[], repeat: boolean): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      try {
        const statuses = await send(keys);
        // 404: the edge held nothing under that key, which is what a purge wants.
        const failed = statuses.filter((s) => !(s >= 200 && s < 300) && s !== 404);
        if (failed.length === 0) {
          log('edge purge', { provider: config.kind, keys, requests: statuses.length, attempt, repeat });
          return;
        }
        if (attempt > timing.retryMs.length) {
          log('edge purge refused', { level: 'warn', provider: config.kind, keys, statuses: [...new Set(failed)], attempt, repeat });
          return;
        }
      } catch (err) {
        if (attempt > timing.retryMs.length) {
          log('edge purge failed', { level: 'warn', provider: config.kind, keys, attempt, repeat, ...describeError(err) });
          return;
        }
      }
      await sleep(timing.retryMs[attempt - 1]!);
    }
  };

  return {
    provider: config.kind,
    purge(keys) {
      if (keys.length === 0) return;
      const job = (async () => {
        // Not on the caller's turn of the event loop: the write that caused this answers first.
        await new Promise((resolve) => { setImmediate(resolve); });
        await round(keys, false);
        await sleep(timing.repeatMs);
        await round(keys, true);
      })().catch(() => undefined);
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function sender(config: EdgePurgeConfig, fetcher: typeof fetch): Send {
  const call = async (url: string, init: RequestInit) => {
    const res = await fetcher(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  };
  switch (config.kind) {
    case 'http':
      // A PURGE per address that holds a key's answers (purgePaths), each naming its key in
      // Surrogate-Key too (for an edge that purges by that header rather than by address). Keys
      // that share a section share its addresses: each is purged once.
      return (keys) => {
        const byPath = new Map<string, SurrogateKey[]>();
        for (const key of keys) for (const p of purgePaths(key)) byPath.set(p, [...(byPath.get(p) ?? []), key]);
        return Promise.all([...byPath].map(([p, named]) => call(`${config.url}${p}`, { method: 'PURGE', headers: { 'Surrogate-Key': named.join(' ') } })));
      };
    case 'fastly':
      // https://www.fastly.com/documentation/reference/api/purging/ : POST /service/{id}/purge, keys in Surrogate-Key.
      return (keys) => Promise.all(chunks(keys, FASTLY_BATCH).map((batch) => call(`${config.apiUrl}/service/${encodeURIComponent(config.serviceId)}/purge`, {
        method: 'POST', headers: { 'Fastly-Key': config.token, 'Surrogate-Key': batch.join(' '), Accept: 'application/json' },
      })));
    case 'cloudflare':
      // https://developers.cloudflare.com/api/resources/cache/methods/purge/ : POST /zones/{zone}/purge_cache {"tags": [...]}.
      return (keys) => Promise.all(chunks(keys, CLOUDFLARE_BATCH).map((batch) => call(`${config.apiUrl}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`, {
        method: 'POST', headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ tags: batch }),
      })));
  }
}
