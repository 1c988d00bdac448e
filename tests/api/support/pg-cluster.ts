import { spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * PostgreSQL clusters of a test's own, made with the installed server's binaries (initdb,
 * pg_basebackup, pg_ctl) in a folder under /tmp: a primary with wal_level=replica and streaming
 * replicas of it. PostgreSQL refuses to run as root, so as root the commands run as the
 * `postgres` user, who owns the folder.
 */

/** The newest installed server's bin folder (Debian: /usr/lib/postgresql/<version>/bin), or null. */
export function pgBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const bin = path.join(root, v, 'bin');
      if (['initdb', 'pg_ctl', 'pg_basebackup'].every((b) => existsSync(path.join(bin, b)))) return bin;
    }
  }
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const bin = config.status === 0 ? config.stdout.trim() : '';
  return bin && existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_basebackup')) ? bin : null;
}

const isRoot = () => process.getuid?.() === 0;

/** Why a test of its own clusters cannot run here, or null. */
export function pgClusterSkipReason(): string | null {
  if (!pgBinDir()) return 'PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) are not installed';
  if (isRoot() && spawnSync('id', ['-u', 'postgres']).status !== 0) return 'running as root and there is no postgres user to run PostgreSQL as';
  return null;
}

function run(bin: string, args: string[]): string {
  const command = path.join(pgBinDir()!, bin);
  const r = isRoot()
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', cwd: '/tmp' })
    : spawnSync(command, args, { encoding: 'utf8', cwd: '/tmp' });
  if (r.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed (${r.status}): ${r.stderr || r.stdout}`);
  return r.stdout;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** A free port from `range`, starting at a place that depends on the process so parallel files rarely meet. */
async function pickPort(range: readonly [number, number], taken: Set<number>): Promise<number> {
  const size = range[1] - range[0] + 1;
  for (let i = 0; i < size; i++) {
    const port = range[0] + ((process.pid + i) % size);
    if (!taken.has(port) && await portFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${range[0]}-${range[1]}`);
}

export interface PgNode {
  port: number;
  dir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  start(): void;
  /** Stops it at once, as a crash would (no shutdown checkpoint, clients cut off). */
  kill(): void;
  /** The server's log so far. */
  log(): string;
}

export interface PgClusterSet {
  primary: PgNode;
  replicas: PgNode[];
  /** Stops every server and removes the folder. */
  remove(): void;
}

/** A primary and `replicaCount` streaming replicas made from it by pg_basebackup -R, all running. */
export async function startPrimaryWithReplicas(label: string, replicaCount: number, ports: readonly [number, number]): Promise<PgClusterSet> {
  const root = mkdtempSync(`/tmp/${label}-pg-`);
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(root, uid, gid);
  }
  const taken = new Set<number>();
  const nodes: PgNode[] = [];
  const node = (name: string, port: number): PgNode => {
    const dir = path.join(root, name);
    const logFile = path.join(root, `${name}.log`);
    return {
      port,
      dir,
      url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
      start: () => { run('pg_ctl', ['-D', dir, '-l', logFile, '-w', '-t', '60', 'start']); },
      kill: () => { run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']); },
      log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    };
  };
  const remove = () => {
    for (const n of nodes) {
      try { run('pg_ctl', ['-D', n.dir, '-m', 'immediate', '-w', 'stop']); } catch { /* not running */ }
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const primary = node('primary', await pickPort(ports, taken));
    nodes.push(primary);
    // initdb's pg_hba.conf already lets local TCP connections replicate with trust (-A trust).
    run('initdb', ['-D', primary.dir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    // Speed over durability (a test's throwaway data); WAL for streaming replicas.
    appendFileSync(path.join(primary.dir, 'postgresql.conf'), [
      '', `port = ${primary.port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${root}'`,
      'wal_level = replica', 'max_wal_senders = 10', 'wal_keep_size = 256MB', 'hot_standby = on',
      'fsync = off', 'full_page_writes = off', 'max_connections = 100', '',
    ].join('\n'));
    primary.start();
    const replicas: PgNode[] = [];
    for (let i = 0; i < replicaCount; i++) {
      const replica = node(`replica${i + 1}`, await pickPort(ports, taken));
      nodes.push(replica);
      run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', replica.dir, '-R', '-X', 'stream', '--checkpoint=fast']);
      // The copied postgresql.conf names the primary's port: the later line wins.
      appendFileSync(path.join(replica.dir, 'postgresql.conf'), `\nport = ${replica.port}\n`);
      replica.start();
      replicas.push(replica);
    }
    return { primary, replicas, remove };
  } catch (err) {
    remove();
    throw err;
  }
}

/** pgbouncer's binary, or null when the package is not installed. */
export function pgbouncerBin(): string | null {
  for (const bin of ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']) if (existsSync(bin)) return bin;
  return null;
}

export interface Pgbouncer {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database>, pooled in transaction mode. */
  url(database: string): string;
  /** What it logged so far. */
  log(): string;
  stop(): void;
}

/**
 * PgBouncer in transaction mode in front of `primary`'s `database`, run (as the postgres user when
 * root: it refuses root too) from a folder of its own. `options` (the app's `-c jit=off`) is one
 * of the startup parameters it is told to ignore, as the README's pooler section says.
 */
export async function startPgbouncer(label: string, primary: PgNode, database: string, ports: readonly [number, number]): Promise<Pgbouncer> {
  const dir = mkdtempSync(`/tmp/${label}-pgbouncer-`);
  const port = await pickPort(ports, new Set());
  const ini = path.join(dir, 'pgbouncer.ini');
  const logFile = path.join(dir, 'pgbouncer.log');
  const pidFile = path.join(dir, 'pgbouncer.pid');
  writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(ini, [
    '[databases]', `${database} = host=127.0.0.1 port=${primary.port} dbname=${database}`, '',
    '[pgbouncer]', 'listen_addr = 127.0.0.1', `listen_port = ${port}`, `unix_socket_dir = ${dir}`,
    'auth_type = trust', `auth_file = ${path.join(dir, 'userlist.txt')}`, 'pool_mode = transaction',
    'default_pool_size = 4', 'max_client_conn = 200', 'ignore_startup_parameters = extra_float_digits,options',
    `logfile = ${logFile}`, `pidfile = ${pidFile}`, 'admin_users = postgres', '',
  ].join('\n'));
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    for (const f of [dir, ini, path.join(dir, 'userlist.txt')]) chownSync(f, uid, gid);
  }
  const args = ['-d', ini];
  const r = isRoot()
    ? spawnSync('runuser', ['-u', 'postgres', '--', pgbouncerBin()!, ...args], { encoding: 'utf8', cwd: '/tmp' })
    : spawnSync(pgbouncerBin()!, args, { encoding: 'utf8', cwd: '/tmp' });
  if (r.status !== 0) throw new Error(`pgbouncer failed to start (${r.status}): ${r.stderr || r.stdout}`);
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  for (let i = 0; i < 50 && !(await portTaken(port)); i++) await new Promise((res) => setTimeout(res, 100));
  return {
    port,
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    log,
    stop: () => {
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : NaN;
      if (Number.isInteger(pid) && pid > 0) {
        try { process.kill(pid, 'SIGTERM'); } catch { /* gone */ }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}
