import { statSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_HASH_LOG_N } from './services/crypto.ts';
import { isValidKey } from './storage/blob-store.ts';
import { DEFAULT_CLUSTER_CACHE } from './db/pglite-cluster.ts';

/** Every environment variable the server reads, parsed and checked once (README lists them). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_READ_URL: streaming replicas of DATABASE_URL for public reads (server/db/read-routing.ts). */
  databaseReadUrls: string[];
  /**
   * DATABASE_DIRECT_URL: the primary without a transaction-mode pooler (PgBouncer) between, for
   * LISTEN and session locks; undefined when DATABASE_URL is itself direct.
   */
  databaseDirectUrl: string | undefined;
  mailUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  publicUrl: string;
  /** PUBLIC_URL was given: the default is only a guess, not an address to tell search engines. */
  publicUrlSet: boolean;
  seedDemo: boolean;
  /** Number of demo listings seeded into an empty database. */
  seedDemoListings: number;
  /**
   * PGlite: where the empty cluster of each PGlite version is kept, copied into a new folder instead
   * of running initdb (server/db/pglite-cluster.ts); null: initdb for every new folder.
   */
  pgliteClusterCache: string | null;
  /** How long identical searches share one answer (0 turns the cache off). */
  searchCacheSeconds: number;
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (0: none, trust the
   * socket). The client address is the entry the outermost of them wrote, counted from the right:
   * everything to its left came from the client and can be forged.
   */
  trustProxy: number;
  logRequests: boolean;
  /** Bytes the resized-image cache (DATA_DIR/cache/images) may hold before the least used go. */
  imageCacheBytes: number;
  /** VAPID keys for web push (base64url); when absent they are made once and kept in DATA_DIR. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may write to about our pushes (RFC 8292): a mailto: or https: address. */
  vapidSubject: string;
  /**
   * Origins a browser's push subscription may point at. The server posts to that address, so any
   * other would let a signed-in person make it post wherever they like. `*.` stands for any subdomain.
   */
  pushServices: string[];
  /** Bearer token a Prometheus scraper sends to /metrics; without it /metrics does not exist. */
  metricsToken: string | undefined;
  /** How long a SIGTERM waits for requests in flight before cutting their connections. */
  shutdownTimeoutMs: number;
  /**
   * After SIGTERM, how long the server keeps accepting and answering (with Connection: close and
   * /readyz 503) before it stops listening: a balancer's health check and its kept-alive connections
   * move on meanwhile, so no request meets a refused or reset connection.
   */
  shutdownDrainMs: number;
  /** Connections the kernel may queue before they are accepted (capped by net.core.somaxconn). */
  listenBacklog: number;
  /** Photos in an S3-compatible bucket (S3_BUCKET); absent means DATA_DIR/uploads on this disk. */
  s3: S3Config | undefined;
  /** How long anonymous server-rendered pages are shared (0 turns the page cache off). */
  pageCacheSeconds: number;
  /** Worker threads that render pages (0: on the main thread). */
  ssrThreads: number;
  /** Renders in flight at which /readyz says "degraded" (server/http/render-load.ts). */
  ssrDegradedRenders: number;
  /**
   * A port of its own for /healthz and /readyz, answered by a worker thread (server/health-listener.ts)
   * so that probes never queue behind pages; absent: only on PORT.
   */
  healthPort: number | undefined;
  /** How long the main event loop may go without a heartbeat before the health thread says it stalled. */
  healthStallMs: number;
  /** Worker processes (node:cluster) on this machine; more than one needs PostgreSQL. */
  webConcurrency: number;
  /** The map's basemap: a PMTiles archive on disk or in the bucket; absent means the embedded one. */
  tilesArchive: TilesArchive | undefined;
  /** log2 of scrypt's N for new password hashes: 15 (OWASP's setting) except in tests. */
  passwordHashLogN: number;
  /** Where one-time codes are sent by SMS (SMS_GATEWAY_URL); absent: written as files under DATA_DIR/sms. */
  smsGateway: SmsGatewayConfig | undefined;
  /** Where a change purges the edge cache's stale answers (server/edge/purge.ts); absent: nowhere. */
  edgePurge: EdgePurgeConfig | undefined;
}

/** The edge cache's purge API: an HTTP PURGE per key to one address, Fastly's or Cloudflare's. */
export type EdgePurgeConfig =
  | { kind: 'http'; url: string }
  | { kind: 'fastly'; serviceId: string; token: string; apiUrl: string }
  | { kind: 'cloudflare'; zoneId: string; token: string; apiUrl: string };

/** An HTTP SMS gateway (server/sms/transport.ts): one POST per message. */
export interface SmsGatewayConfig {
  /** May carry the account's credentials in its query, as several Pakistani gateways want: never logged. */
  url: string;
  token: string | undefined;
  format: 'json' | 'form';
  /** The gateway's names for the number, the text, the sender id and (when it is a field) the token. */
  fields: { to: string; text: string; sender: string; token: string | undefined };
  /** How the gateway writes a number: 03001234567, 923001234567 or +923001234567. */
  numbers: 'national' | 'international' | 'e164';
  /** Text a successful answer contains (some gateways answer 200 to a refusal); empty: any 2xx. */
  expect: string;
  /** The sender id (mask) registered with the gateway. */
  sender: string;
}

/** TILES_ARCHIVE: a file on this machine, or `s3:<key>` in S3_BUCKET (under S3_PREFIX). */
export type TilesArchive = { kind: 'file'; path: string } | { kind: 's3'; key: string };

export interface S3Config {
  bucket: string;
  /** Prepended to every key ('' or ending in '/'), so one bucket can hold several sites. */
  prefix: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
}

/** The push services of Chrome and Android browsers (FCM), Firefox, Safari and Edge. */
export const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
];

export class ConfigError extends Error {}

function parseBool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false (got "${value}")`);
}

/** TRUST_PROXY: true (one proxy), false, or the number of proxies in front of the server. */
function parseHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  if (/^(true|yes|on)$/i.test(value)) return 1;
  if (/^(false|no|off)$/i.test(value)) return 0;
  if (/^\d$/.test(value)) return Number(value);
  throw new ConfigError(`TRUST_PROXY must be true, false or the number of proxies, 0 to 9 (got "${value}")`);
}

/** One health listener per process: several cluster workers cannot all listen on one port of their own. */
function parseHealthPort(value: string | undefined, port: string | undefined, webConcurrency: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = parseInteger('HEALTH_PORT', value, 0, 0, 65_535);
  if (n !== 0 && String(n) === (port || '8080')) throw new ConfigError('HEALTH_PORT must differ from PORT');
  if (webConcurrency && webConcurrency !== '1') throw new ConfigError('HEALTH_PORT needs WEB_CONCURRENCY=1 (one health listener per process)');
  return n;
}

function parseInteger(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(`${name} must be a whole number (got "${value}")`);
  const n = Number(value);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max} (got ${n})`);
  return n;
}

function parseUrl(name: string, value: string | undefined, protocols: string[]): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL (got "${value}")`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${url.protocol}//...")`);
  }
  return value.replace(/\/+$/, '');
}

/** A second PostgreSQL address that only means something beside DATABASE_URL. */
function parseDatabaseAddOn(name: string, value: string | undefined, databaseUrl: string | undefined): string | undefined {
  const url = parseUrl(name, value, ['postgres:', 'postgresql:']);
  if (url && !databaseUrl) throw new ConfigError(`${name} needs DATABASE_URL: it is a second address of the same PostgreSQL`);
  return url;
}

/** DATABASE_READ_URL: one or more replica addresses, separated by commas. */
function parseReadUrls(value: string | undefined, databaseUrl: string | undefined): string[] {
  const parts = (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return parts.map((part) => parseDatabaseAddOn('DATABASE_READ_URL', part, databaseUrl)!);
}

function parseEmail(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  // Accept "Name <addr@host>" as well as a bare address.
  const addr = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(addr)) throw new ConfigError(`${name} is not a valid e-mail address (got "${value}")`);
  return value;
}

function parseToken(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  // A header value: printable ASCII without spaces; short ones could be guessed.
  if (!/^[\x21-\x7e]{16,256}$/.test(value)) throw new ConfigError(`${name} must be 16 to 256 printable characters without spaces`);
  return value;
}

function parseVapid(env: NodeJS.ProcessEnv): Config['vapid'] {
  const publicKey = env.VAPID_PUBLIC_KEY ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY ?? '';
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  const bytes = (value: string) => (/^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : 0);
  if (bytes(publicKey) !== 65) throw new ConfigError('VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url');
  if (bytes(privateKey) !== 32) throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url');
  return { publicKey, privateKey };
}

function parseVapidSubject(value: string | undefined, adminEmail: string): string {
  if (value === undefined || value === '') return `mailto:${/<([^>]+)>\s*$/.exec(adminEmail)?.[1] ?? adminEmail}`;
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^https:\/\/\S+$/.test(value)) return value;
  throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: address (got "${value}")`);
}

function parsePushServices(value: string | undefined): string[] {
  if (value === undefined || value === '') return DEFAULT_PUSH_SERVICES;
  return value.split(',').map((s) => s.trim()).filter(Boolean).map((origin) => {
    const checked = parseUrl('PUSH_SERVICES', origin.replace('://*.', '://wildcard.'), ['http:', 'https:']);
    if (!checked || new URL(checked).pathname !== '/') throw new ConfigError(`PUSH_SERVICES lists origins such as https://fcm.googleapis.com (got "${origin}")`);
    return origin.replace(/\/+$/, '');
  });
}

const S3_ONLY_WITH_BUCKET = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

/** S3_BUCKET and its companions; credentials stay with the AWS SDK's own chain. */
function parseS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET ?? '';
  if (!bucket) {
    const stray = S3_ONLY_WITH_BUCKET.filter((name) => env[name]);
    if (stray.length) throw new ConfigError(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to keep photos in object storage, or unset ${stray.length > 1 ? 'them' : 'it'}`);
    return undefined;
  }
  // S3's rules for bucket names (R2, MinIO and Backblaze follow them too).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(`S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${bucket}")`);
  }
  const endpoint = parseUrl('S3_ENDPOINT', env.S3_ENDPOINT, ['http:', 'https:']);
  const region = env.S3_REGION || env.AWS_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{2,32}$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as eu-central-1 or auto (got "${region}")`);
  const prefix = env.S3_PREFIX ?? '';
  if (prefix && !/^([A-Za-z0-9][A-Za-z0-9._-]*\/)+$/.test(prefix)) {
    throw new ConfigError(`S3_PREFIX must be folder names ending in "/", such as basera/ (got "${prefix}")`);
  }
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    throw new ConfigError('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both or neither (neither uses the AWS SDK\'s profile or instance role)');
  }
  return {
    bucket,
    prefix,
    region,
    endpoint,
    // MinIO and most self-hosted stores answer at endpoint/bucket, not at bucket.endpoint.
    forcePathStyle: parseBool('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, Boolean(endpoint)),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parseInteger('PORT', env.PORT, 8080, 0, 65535);
  const host = env.HOST || '0.0.0.0';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const adminEmail = parseEmail('ADMIN_EMAIL', env.ADMIN_EMAIL, 'admin@basera.pk');
  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:'])
    ?? `http://localhost:${port === 0 ? 8080 : port}`;
  return {
    port,
    host,
    dataDir,
    databaseUrl: parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    databaseReadUrls: parseReadUrls(env.DATABASE_READ_URL, env.DATABASE_URL),
    databaseDirectUrl: parseDatabaseAddOn('DATABASE_DIRECT_URL', env.DATABASE_DIRECT_URL, env.DATABASE_URL),
    mailUrl: parseUrl('MAIL_URL', env.MAIL_URL, ['smtp:', 'smtps:']),
    mailFrom: parseEmail('MAIL_FROM', env.MAIL_FROM, 'Basera <no-reply@basera.pk>'),
    adminEmail,
    publicUrl,
    publicUrlSet: Boolean(env.PUBLIC_URL),
    seedDemo: parseBool('SEED_DEMO', env.SEED_DEMO, true),
    seedDemoListings: parseInteger('SEED_DEMO_LISTINGS', env.SEED_DEMO_LISTINGS, 300, 0, 100_000),
    pgliteClusterCache: env.PGLITE_CLUSTER_CACHE === 'off' ? null : path.resolve(env.PGLITE_CLUSTER_CACHE || DEFAULT_CLUSTER_CACHE),
    searchCacheSeconds: parseInteger('SEARCH_CACHE_SECONDS', env.SEARCH_CACHE_SECONDS, 30, 0, 3600),
    trustProxy: parseHops(env.TRUST_PROXY),
    logRequests: parseBool('LOG_REQUESTS', env.LOG_REQUESTS, false),
    imageCacheBytes: parseInteger('IMAGE_CACHE_MB', env.IMAGE_CACHE_MB, 1024, 1, 1024 * 1024) * 1024 * 1024,
    vapid: parseVapid(env),
    vapidSubject: parseVapidSubject(env.VAPID_SUBJECT, adminEmail),
    pushServices: parsePushServices(env.PUSH_SERVICES),
    metricsToken: parseToken('METRICS_TOKEN', env.METRICS_TOKEN),
    shutdownTimeoutMs: parseInteger('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000, 0, 600_000),
    shutdownDrainMs: parseInteger('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 0, 0, 120_000),
    listenBacklog: parseInteger('LISTEN_BACKLOG', env.LISTEN_BACKLOG, 4096, 1, 65_535),
    s3: parseS3(env),
    pageCacheSeconds: parseInteger('PAGE_CACHE_SECONDS', env.PAGE_CACHE_SECONDS, 30, 0, 3600),
    ssrThreads: parseInteger('SSR_THREADS', env.SSR_THREADS, 1, 0, 16),
    ssrDegradedRenders: parseInteger('SSR_DEGRADED_RENDERS', env.SSR_DEGRADED_RENDERS, 8, 1, 64),
    healthPort: parseHealthPort(env.HEALTH_PORT, env.PORT, env.WEB_CONCURRENCY),
    healthStallMs: parseInteger('HEALTH_STALL_MS', env.HEALTH_STALL_MS, 2000, 100, 600_000),
    webConcurrency: parseWebConcurrency(env.WEB_CONCURRENCY, env.DATABASE_URL),
    tilesArchive: parseTilesArchive(env.TILES_ARCHIVE, Boolean(env.S3_BUCKET)),
    passwordHashLogN: parsePasswordHashCost(env.TEST_PASSWORD_HASH_COST, env.NODE_ENV),
    smsGateway: parseSmsGateway(env),
    edgePurge: parseEdgePurge(env),
  };
}

/** At most one purge API; each needs its id and token together. The API addresses are settable for tests and proxies. */
function parseEdgePurge(env: NodeJS.ProcessEnv): EdgePurgeConfig | undefined {
  const pair = (idName: string, tokenName: string): [string, string] | null => {
    const id = env[idName] || '';
    const token = env[tokenName] || '';
    if (Boolean(id) !== Boolean(token)) throw new ConfigError(`${idName} and ${tokenName} go together: set both or neither`);
    return id ? [id, token] : null;
  };
  const url = parseUrl('EDGE_PURGE_URL', env.EDGE_PURGE_URL, ['http:', 'https:']);
  const fastly = pair('FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN');
  const cloudflare = pair('CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN');
  const chosen = [url && 'EDGE_PURGE_URL', fastly && 'FASTLY_SERVICE_ID', cloudflare && 'CLOUDFLARE_ZONE_ID'].filter(Boolean);
  if (chosen.length > 1) throw new ConfigError(`${chosen.join(' and ')} are both set: the edge cache is purged through one of them, so set only one`);
  const api = (name: string, fallback: string) => (parseUrl(name, env[name], ['http:', 'https:']) ?? fallback).replace(/\/+$/, '');
  if (url) return { kind: 'http', url: url.replace(/\/+$/, '') };
  if (fastly) return { kind: 'fastly', serviceId: fastly[0], token: fastly[1], apiUrl: api('FASTLY_API_URL', 'https://api.fastly.com') };
  if (cloudflare) return { kind: 'cloudflare', zoneId: cloudflare[0], token: cloudflare[1], apiUrl: api('CLOUDFLARE_API_URL', 'https://api.cloudflare.com/client/v4') };
  return undefined;
}

const SMS_FIELD_ROLES = ['to', 'text', 'sender', 'token'] as const;

function parseSmsGateway(env: NodeJS.ProcessEnv): SmsGatewayConfig | undefined {
  const url = parseUrl('SMS_GATEWAY_URL', env.SMS_GATEWAY_URL, ['http:', 'https:']);
  const others = ['SMS_GATEWAY_TOKEN', 'SMS_GATEWAY_FORMAT', 'SMS_GATEWAY_FIELDS', 'SMS_GATEWAY_NUMBERS', 'SMS_GATEWAY_EXPECT'].filter((name) => env[name]);
  if (!url) {
    if (others.length) throw new ConfigError(`${others[0]} is set but SMS_GATEWAY_URL is not: set the gateway's address, or unset ${others.join(', ')}`);
    return undefined;
  }
  const format = env.SMS_GATEWAY_FORMAT || 'json';
  if (format !== 'json' && format !== 'form') throw new ConfigError(`SMS_GATEWAY_FORMAT must be json or form (got "${format}")`);
  const numbers = env.SMS_GATEWAY_NUMBERS || 'e164';
  if (numbers !== 'national' && numbers !== 'international' && numbers !== 'e164') {
    throw new ConfigError(`SMS_GATEWAY_NUMBERS must be national, international or e164 (got "${numbers}")`);
  }
  const fields: SmsGatewayConfig['fields'] = { to: 'to', text: 'text', sender: 'sender', token: undefined };
  for (const pair of (env.SMS_GATEWAY_FIELDS ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [role, name] = pair.split('=').map((p) => p.trim());
    if (!SMS_FIELD_ROLES.includes(role as (typeof SMS_FIELD_ROLES)[number]) || !name || !/^[\w.\-[\]]{1,64}$/.test(name)) {
      throw new ConfigError(`SMS_GATEWAY_FIELDS must be pairs such as to=mobile,text=message,sender=sender,token=api_key (got "${pair}")`);
    }
    fields[role as (typeof SMS_FIELD_ROLES)[number]] = name;
  }
  const token = env.SMS_GATEWAY_TOKEN || undefined;
  if (fields.token && !token) throw new ConfigError('SMS_GATEWAY_FIELDS names a token field but SMS_GATEWAY_TOKEN is not set');
  const sender = env.SMS_SENDER || 'Basera';
  if (!/^[\x20-\x7e]{1,11}$/.test(sender)) throw new ConfigError(`SMS_SENDER must be 1 to 11 plain characters (got "${sender}")`);
  return { url, token, format, fields, numbers, expect: env.SMS_GATEWAY_EXPECT ?? '', sender };
}

/** A cheaper password hash makes a test run minutes shorter; a site running with one is not safe. */
function parsePasswordHashCost(value: string | undefined, nodeEnv: string | undefined): number {
  if (value === undefined || value === '') return PASSWORD_HASH_LOG_N;
  if (nodeEnv !== 'test') throw new ConfigError('TEST_PASSWORD_HASH_COST is for tests only (NODE_ENV=test): unset it to hash passwords at full cost');
  return parseInteger('TEST_PASSWORD_HASH_COST', value, PASSWORD_HASH_LOG_N, 10, PASSWORD_HASH_LOG_N);
}

/** PGlite is one process per folder: several workers need PostgreSQL. */
function parseWebConcurrency(value: string | undefined, databaseUrl: string | undefined): number {
  const n = parseInteger('WEB_CONCURRENCY', value, 1, 1, 64);
  if (n > 1 && !databaseUrl) {
    throw new ConfigError(`WEB_CONCURRENCY=${n} needs PostgreSQL (DATABASE_URL): the embedded PGlite database is one process per DATA_DIR; `
      + 'unset WEB_CONCURRENCY or set it to 1 to run one process');
  }
  return n;
}

/**
 * The archive is looked at here only as far as a setting can be: the file is there, or the key is one
 * the bucket can hold. Its header is read at start (server/main.ts), before the server listens.
 */
function parseTilesArchive(value: string | undefined, hasBucket: boolean): TilesArchive | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.startsWith('s3:')) {
    const key = value.slice(3);
    if (!hasBucket) throw new ConfigError(`TILES_ARCHIVE=${value} is in the bucket but S3_BUCKET is not set: set S3_BUCKET, or give a file path`);
    if (!isValidKey(key)) throw new ConfigError(`TILES_ARCHIVE must be s3: and an object key such as s3:tiles/pakistan.pmtiles (got "${value}")`);
    return { kind: 's3', key };
  }
  const file = path.resolve(value);
  let isFile = false;
  try {
    isFile = statSync(file).isFile();
  } catch {
    throw new ConfigError(`TILES_ARCHIVE names ${file}, which does not exist: give the path of a .pmtiles archive, or unset it for the embedded basemap`);
  }
  if (!isFile) throw new ConfigError(`TILES_ARCHIVE names ${file}, which is not a file: give the path of a .pmtiles archive`);
  return { kind: 'file', path: file };
}
