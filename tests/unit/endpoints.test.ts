import { describe, expect, it } from 'vitest';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import * as Endpoints from '../../src/contract/endpoints.ts';
import * as FirstLoad from '../../src/contract/endpoints-first-load.ts';

describe('the endpoint table', () => {
  it('has an entry for every API path, and no path or method of its own', () => {
    const entries = Object.values(Endpoints);
    const paths = new Set<string>(Object.values(ApiPaths));
    for (const entry of entries) {
      expect(paths.has(entry.path)).toBe(true);
      expect(['GET', 'POST']).toContain(entry.method);
    }
    expect(new Set(entries.map((entry) => entry.path))).toEqual(paths);
    // One route per method and path: two entries for the same call would register it twice.
    const calls = entries.map((entry) => `${entry.method} ${entry.path.toLowerCase()}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('re-exports every entry the app chunk calls, as the same object', () => {
    const { get: _get, post: _post, ...entries } = FirstLoad;
    for (const [name, entry] of Object.entries(entries)) expect(Endpoints[name as keyof typeof Endpoints], name).toBe(entry);
  });
});
