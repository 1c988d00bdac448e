import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../paths.ts';

/**
 * A new PGlite folder needs an empty cluster, and PGlite's initdb (in WebAssembly, on one thread)
 * takes 7 to 16 s. The cluster it makes depends only on PGlite's version, so one made once is kept
 * per version and copied into every new folder (a fraction of a second): only the first folder ever
 * made with a given PGlite pays for initdb. Kept under node_modules/.cache, which a new `npm ci` clears.
 */
export const DEFAULT_CLUSTER_CACHE = path.join(ROOT, 'node_modules', '.cache', 'basera');

let version: string | null | undefined;

/** The installed PGlite's version, from its package.json; null when it cannot be read. */
export function pgliteVersion(): string | null {
  if (version !== undefined) return version;
  version = null;
  try {
    let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    for (;;) {
      const file = path.join(dir, 'package.json');
      if (existsSync(file)) {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (pkg.name === '@electric-sql/pglite' && pkg.version) {
          version = pkg.version;
          break;
        }
      }
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  } catch {
    // Not resolvable from here: no cache, initdb as usual.
  }
  return version;
}

/** Where the empty cluster of the installed PGlite is kept under `cacheDir`; null without a version. */
export function clusterDir(cacheDir: string): string | null {
  const v = pgliteVersion();
  return v ? path.join(cacheDir, `pglite-${v.replace(/[^0-9A-Za-z.-]/g, '_')}-cluster`) : null;
}

/** Whether a folder holds no cluster yet (PostgreSQL's PG_VERSION marks one). */
export function isEmptyCluster(dir: string): boolean {
  return !existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * Copies the kept cluster into `dir` (empty or missing); answers whether it did. The copy is made
 * beside it and renamed into place, so a process killed half-way (or a full disk) never leaves a
 * folder that looks like a cluster and is not one: PGlite then runs initdb on an empty folder as before.
 */
export function restoreCluster(cacheDir: string, dir: string): boolean {
  const kept = clusterDir(cacheDir);
  if (!kept || !existsSync(path.join(kept, 'PG_VERSION'))) return false;
  if (existsSync(dir) && readdirSync(dir).length > 0) return false;
  const partial = `${dir}.${process.pid}.${Date.now()}.partial`;
  try {
    cpSync(kept, partial, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
    return true;
  } catch {
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    return false;
  }
}

/**
 * Keeps a copy of `dir`, a cluster just made by initdb and closed, for the next new folder. Written
 * beside its final place and renamed, so a reader never sees half a cluster; when two processes do
 * this at once, one of them keeps its copy. Best effort: a cache that cannot be written changes nothing.
 */
export function keepCluster(cacheDir: string, dir: string): boolean {
  const kept = clusterDir(cacheDir);
  if (!kept || existsSync(kept)) return false;
  const partial = `${kept}.${process.pid}.${Date.now()}.partial`;
  try {
    mkdirSync(cacheDir, { recursive: true });
    cpSync(dir, partial, { recursive: true });
    renameSync(partial, kept);
    return true;
  } catch {
    rmSync(partial, { recursive: true, force: true });
    return false;
  }
}
