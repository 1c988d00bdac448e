import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../server/paths.ts';
import { freePort } from './process.ts';
import { TEST_PG_URL } from './template.ts';

/** Debian's nginx (`apt-get install nginx-light`), wherever the distribution put it. */
export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((f) => existsSync(f));
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/**
 * How an instance is named in the upstream, as docs/operations.md tells an operator to: two failures
 * take it out for 2 s, shorter than SHUTDOWN_DRAIN_MS, so one that was restarting is back in the
 * rotation before the other stops listening.
 */
export const upstreamLine = (ports: readonly number[]) => ports.map((p) => `server 127.0.0.1:${p} max_fails=2 fail_timeout=2s;`).join(' ');

/**
 * Why nginx tests cannot run here, or null: they need nginx and its brotli module, and several
 * instances sharing a database need PostgreSQL.
 */
export function nginxSkipReason(opts: { postgres?: boolean } = {}): string | null {
  if ((opts.postgres ?? true) && !TEST_PG_URL) return 'needs PostgreSQL (TEST_PG_URL; scripts/test-api-pg.mjs sets it)';
  if (!NGINX) return 'needs nginx (apt-get install nginx-light libnginx-mod-http-brotli-filter; .ci/run installs them)';
  if (!existsSync(BROTLI_MODULE)) return `needs nginx's brotli module at ${BROTLI_MODULE} (apt-get install libnginx-mod-http-brotli-filter)`;
  return null;
}

/** A file of deploy/nginx/ with its placeholders filled in, as envsubst with those names does. */
export function renderSiteConf(values: Record<string, string>, file = 'basera.conf'): string {
  const template = readFileSync(path.join(ROOT, 'deploy', 'nginx', file), 'utf8');
  return template.replace(/\$\{(BASERA_[A-Z_]+)\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx/${file} uses ${whole}, which the test does not fill in`);
    return values[name]!;
  });
}

export interface SiteNginx {
  child: ChildProcess;
  /** Where visitors arrive: the edge when there is one, else the site. */
  url: string;
  /** The site (basera.conf) itself. */
  siteUrl: string;
  dir: string;
  exited: Promise<number | null>;
  errors: () => string;
}

/**
 * The shipped site file, unchanged but for its placeholders, in front of the given instance ports,
 * with a main context as Debian's /etc/nginx/nginx.conf gives a site (module, events, mime types) and
 * every path in a folder of its own. With `edge`, the reference edge cache (basera-edge.conf) listens
 * on `edge.port` in front of the site, in the same nginx. Answers once nginx serves its own /healthz.
 */
export async function startSiteNginx(name: string, ports: readonly number[], dist: string, opts: { edge?: { port: number } } = {}): Promise<SiteNginx> {
  const port = await freePort();
  const dir = path.join(ROOT, '.tmp', `${name}-nginx-${process.pid}`);
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  writeFileSync(path.join(dir, 'basera.conf'), renderSiteConf({
    BASERA_LISTEN: `127.0.0.1:${port}`,
    BASERA_SERVER_NAME: 'localhost',
    BASERA_DIST: dist,
    BASERA_UPSTREAM: upstreamLine(ports),
    BASERA_ACCESS_LOG: path.join(dir, 'logs', 'basera.access.log'),
  }));
  if (opts.edge) {
    mkdirSync(path.join(dir, 'edge-cache'), { recursive: true });
    writeFileSync(path.join(dir, 'basera-edge.conf'), renderSiteConf({
      BASERA_EDGE_LISTEN: `127.0.0.1:${opts.edge.port}`,
      BASERA_EDGE_SERVER_NAME: 'localhost',
      BASERA_EDGE_ORIGIN: `127.0.0.1:${port}`,
      BASERA_EDGE_CACHE: path.join(dir, 'edge-cache'),
      BASERA_EDGE_ACCESS_LOG: path.join(dir, 'logs', 'basera-edge.access.log'),
    }, 'basera-edge.conf'));
  }
  // Run as root, workers would be `nobody`, who cannot read this folder.
  writeFileSync(path.join(dir, 'nginx.conf'), [
    `load_module ${BROTLI_MODULE};`,
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 2;',
    `error_log ${path.join(dir, 'logs', 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${path.join(dir, 'logs', 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(dir, `${t}_temp`)};`),
    `  include ${path.join(dir, 'basera.conf')};`,
    ...(opts.edge ? [`  include ${path.join(dir, 'basera-edge.conf')};`] : []),
    '}',
  ].join('\n'));
  const child = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => { err += d; });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const errors = () => err + (existsSync(path.join(dir, 'logs', 'error.log')) ? readFileSync(path.join(dir, 'logs', 'error.log'), 'utf8') : '');
  const siteUrl = `http://127.0.0.1:${port}`;
  const url = opts.edge ? `http://127.0.0.1:${opts.edge.port}` : siteUrl;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errors()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, siteUrl, dir, exited, errors };
    } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not answer: ${errors()}`);
}
