import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite's folder may be opened by one process only; a second server (or a backup copying the files)
 * would corrupt it. The server records its pid here and refuses to start over a live one.
 */
export function lockFile(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

export function runningPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile(dataDir), 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

export function acquireLock(dataDir: string): () => void {
  const other = runningPid(dataDir);
  if (other !== null && other !== process.pid) {
    throw new Error(`another server (pid ${other}) is using ${dataDir}; stop it first`);
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
