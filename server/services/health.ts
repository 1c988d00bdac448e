import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ProbeTimeout, type Database } from '../db/connection.ts';
import { describeError, type Log } from '../log.ts';

export type CheckName = 'database' | 'migrations' | 'storage' | 'shutdown';

export interface Readiness {
  ready: boolean;
  /** The checks that failed, in a fixed order, for a load balancer's log and a person's eye. */
  failed: CheckName[];
  /** 'ok' or a short reason per check; no addresses, paths or database messages (the answer is public). */
  checks: Partial<Record<CheckName, string>>;
}

/** A database that has not answered in this long is as good as away for a load balancer. */
export const READY_TIMEOUT_MS = 2_000;

/** The versions `server/db/migrations` holds: what a ready database must have applied. */
export function migrationVersions(dir: string): string[] {
  return readdirSync(dir).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).map((f) => f.replace(/\.sql$/, '')).sort();
}

/** The checks' verdict: pure, so the rules are unit-tested apart from the probes. */
export function verdict(input: {
  shuttingDown: boolean;
  database: { applied: string[] } | { error: string };
  expected: string[];
  storage: string | null;
}): Readiness {
  const checks: Readiness['checks'] = {};
  const failed: CheckName[] = [];
  if ('error' in input.database) {
    checks.database = input.database.error;
    checks.migrations = 'not checked';
    failed.push('database');
  } else {
    checks.database = 'ok';
    const applied = new Set(input.database.applied);
    const missing = input.expected.filter((v) => !applied.has(v));
    checks.migrations = missing.length ? `not applied: ${missing.join(', ')}` : 'ok';
    if (missing.length) failed.push('migrations');
  }
  checks.storage = input.storage ?? 'ok';
  if (input.storage) failed.push('storage');
  if (input.shuttingDown) {
    checks.shutdown = 'shutting down';
    failed.push('shutdown');
  }
  return { ready: failed.length === 0, failed, checks };
}

/**
 * Liveness and readiness. Ready means this instance can serve a request end to
 * end: the database answers within a short time, its schema is the one this build expects, and the
 * folders it writes photos, image variants and upload spools to take a file. A draining instance
 * (SIGTERM received) says it is not ready, so a load balancer stops sending it new work.
 */
export class HealthService {
  private shuttingDown = false;
  private lastFailed = '';
  private readonly expected: string[];

  constructor(
    private readonly database: Database,
    /**
     * Where the server writes, by the name a failure reports: folders, each of which must take a
     * file, or stores with their own probe (the S3 bucket: an object written and deleted).
     */
    private readonly storageDirs: Array<{ name: string; dir: string } | { name: string; probe: () => Promise<void> }>,
    migrationsDir: string,
    private readonly log: Log,
    private readonly timeoutMs = READY_TIMEOUT_MS,
  ) {
    this.expected = migrationVersions(migrationsDir);
  }

  /** SIGTERM: from now on the instance says it is not ready. */
  drain(): void {
    this.shuttingDown = true;
  }

  isDraining(): boolean {
    return this.shuttingDown;
  }

  async readiness(): Promise<Readiness> {
    const [database, storage] = await Promise.all([this.checkDatabase(), this.checkStorage()]);
    const result = verdict({ shuttingDown: this.shuttingDown, database, expected: this.expected, storage });
    // Logged when the state changes, not on every probe: a load balancer asks every few seconds.
    const failed = result.failed.join(',');
    if (failed !== this.lastFailed) {
      this.log(result.ready ? 'ready' : 'not ready', { level: result.ready ? 'info' : 'warn', failed: result.failed, checks: result.checks });
      this.lastFailed = failed;
    }
    return result;
  }

  private async checkDatabase(): Promise<{ applied: string[] } | { error: string }> {
    try {
      const rows = await this.database.probe<{ version: string }>('SELECT version FROM schema_migrations', this.timeoutMs);
      return { applied: rows.map((r) => r.version) };
    } catch (err) {
      const timedOut = err instanceof ProbeTimeout;
      if (!timedOut) this.log('readiness: database check failed', { level: 'warn', ...describeError(err), stack: undefined });
      return { error: timedOut ? `no answer within ${this.timeoutMs} ms` : 'unreachable' };
    }
  }

  /** null when every place took a file, else which one did not (a hung disk or bucket counts as failed). */
  private async checkStorage(): Promise<string | null> {
    for (const target of this.storageDirs) {
      const { name } = target;
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ProbeTimeout(this.timeoutMs)), this.timeoutMs);
      });
      try {
        await Promise.race(['probe' in target ? target.probe() : (async () => {
          const probe = path.join(target.dir, `.ready-${process.pid}-${randomBytes(4).toString('hex')}`);
          await mkdir(target.dir, { recursive: true });
          await writeFile(probe, 'ok');
          await unlink(probe);
        })(), hung]);
      } catch (err) {
        // A file system code (EACCES), or the S3 error's name (NoSuchBucket, AccessDenied): short
        // and free of addresses, as the answer is public.
        const e = err as { code?: unknown; name?: unknown };
        const code = typeof e.code === 'string' && /^[A-Z0-9_]{2,40}$/.test(e.code) ? e.code
          : 'probe' in target && typeof e.name === 'string' && /^[A-Za-z]{2,40}$/.test(e.name) && e.name !== 'Error' ? e.name : undefined;
        return `${name} not writable${code ? ` (${code})` : err instanceof ProbeTimeout ? ` (${err.message})` : ''}`;
      } finally {
        clearTimeout(timer);
      }
    }
    return null;
  }
}
