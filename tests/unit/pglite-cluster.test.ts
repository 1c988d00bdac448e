import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clusterDir, restoreCluster } from '../../server/db/pglite-cluster.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A cache holding a (tiny) kept cluster of the installed PGlite. */
function cacheWithCluster(): string {
  root = mkdtempSync(path.join(tmpdir(), 'cluster-'));
  const cache = path.join(root, 'cache');
  const kept = clusterDir(cache)!;
  mkdirSync(path.join(kept, 'base'), { recursive: true });
  writeFileSync(path.join(kept, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(kept, 'base', 'file'), 'x');
  return cache;
}

describe('restoreCluster', () => {
  it('copies the kept cluster into an empty or missing folder, leaving nothing half-made beside it', () => {
    const cache = cacheWithCluster();
    for (const dir of [path.join(root, 'missing', 'db'), path.join(root, 'empty')]) {
      if (dir.endsWith('empty')) mkdirSync(dir);
      else mkdirSync(path.dirname(dir), { recursive: true });
      expect(restoreCluster(cache, dir)).toBe(true);
      expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(dir, 'base', 'file'))).toBe(true);
      expect(readdirSync(path.dirname(dir)).filter((f) => f.endsWith('.partial'))).toEqual([]);
    }
  });

  it('leaves a folder that holds anything alone, and does nothing without a kept cluster', () => {
    const cache = cacheWithCluster();
    const used = path.join(root, 'used');
    mkdirSync(used);
    writeFileSync(path.join(used, 'stray'), '');
    expect(restoreCluster(cache, used)).toBe(false);
    expect(readdirSync(used)).toEqual(['stray']);
    expect(restoreCluster(path.join(root, 'no-cache'), path.join(root, 'other'))).toBe(false);
    expect(existsSync(path.join(root, 'other', 'PG_VERSION'))).toBe(false);
  });
});
