/**
 * Tiles and searches are cheap to ask and cost the server work (tiles cut on the main thread, searches
 * on PGlite's one connection): each client address has a budget a person never meets (server/http/read-budget.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { READ_BUDGETS } from '../../server/http/read-budget.ts';
import type { Envelope } from '../../src/contract/envelope.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); }, 120_000);
afterAll(async () => { await server?.close(); });

const from = (address: string, init: RequestInit = {}): RequestInit =>
  ({ ...init, headers: { ...(init.headers as Record<string, string> | undefined), 'X-Forwarded-For': address } });

describe('read budgets', () => {
  it('ask a client that fetches tiles by the hundreds a second to wait, and no one else', async () => {
    const tile = '/tiles/6/45/26';
    let refused: Response | null = null;
    // Twice the burst: what it earns back meanwhile is far less.
    for (let i = 0; i <= READ_BUDGETS.tiles.burst * 2 && !refused; i++) {
      const res = await server.fetch(tile, from('203.0.113.7'));
      if (res.status === 429) {
        refused = res;
      } else {
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
    }
    expect(refused, 'refused once the burst is spent').not.toBeNull();
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = (await refused!.json()) as Envelope<{ RetryAfterSeconds: number }>;
    expect(body.IsSuccess).toBe(false);
    expect(body.Data.RetryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await server.fetch(tile, from('203.0.113.8'))).status).toBe(200);
    // The machine itself (a health check, the page renderer) is never refused.
    expect((await server.fetch(tile)).status).toBe(200);
  });

  it('share one budget between the list and the map searches', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < READ_BUDGETS.search.burst * 2 && statuses.at(-1) !== 429; i++) {
      const path = i % 2 ? '/api/Property/MapSearch' : '/api/Property/SearchProperty';
      const res = await server.fetch(path, from('203.0.113.9', jsonPost(i % 2 ? { City: 1, Zoom: 11, Bounds: '31.3,74.1,31.7,74.5' } : { City: 1 })));
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, READ_BUDGETS.search.burst - 5).every((s) => s === 200), statuses.join()).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await server.json('/api/Property/SearchProperty', from('203.0.113.10', jsonPost({ City: 1 })));
    expect(other.status).toBe(200);
  });
});
