import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SPOOL_STALE_MS, spoolDir, spoolName, sweepSpool } from '../../server/http/multipart.ts';

const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

/** A data directory whose spool holds the given parts, each last written `ageMs` ago. */
function spoolWith(parts: Record<string, number>): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spool-'));
  dirs.push(dataDir);
  mkdirSync(spoolDir(dataDir), { recursive: true });
  for (const [name, ageMs] of Object.entries(parts)) {
    const file = path.join(spoolDir(dataDir), name);
    writeFileSync(file, 'x');
    const at = new Date(Date.now() - ageMs);
    utimesSync(file, at, at);
  }
  return dataDir;
}

/** A process id that is not running: the highest pid a Linux kernel hands out, minus one. */
const deadPid = 4_194_303 - 1;

describe('the upload spool sweep at start', () => {
  it('removes at once what a killed process of this host left, and what this process id left in an earlier life', async () => {
    const host = 'web-1';
    const mine = spoolName(`${host}.4242`);
    const dead = spoolName(`${host}.${deadPid}`);
    const dataDir = spoolWith({ [mine]: 1_000, [dead]: 1_000 });
    expect(await sweepSpool(dataDir, { owner: `${host}.4242` })).toBe(2);
    expect(readdirSync(spoolDir(dataDir))).toEqual([]);
  });

  it('keeps what a live process or another host may be writing, until it is stale', async () => {
    const live = spoolName(`${hostname().replace(/[^A-Za-z0-9-]/g, '_')}.${process.pid}`);
    const otherHost = spoolName('web-2.4242');
    const staleOther = spoolName('web-2.4243');
    const unnamed = 'a1b2c3.part';
    const dataDir = spoolWith({ [live]: 1_000, [otherHost]: 60_000, [staleOther]: SPOOL_STALE_MS + 60_000, [unnamed]: 60_000 });
    // This process is alive, but the sweep runs as another process of this host would.
    expect(await sweepSpool(dataDir, { owner: `${hostname().replace(/[^A-Za-z0-9-]/g, '_')}.${deadPid}` })).toBe(1);
    expect(readdirSync(spoolDir(dataDir)).sort()).toEqual([live, otherHost, unnamed].sort());
  });
});
