import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionUse } from './db/connection.ts';
import type { ReplicaState } from './db/read-routing.ts';
import type { ConnectionType, PageKind, VitalName } from '../src/contract/vitals-labels.ts';

/**
 * Prometheus metrics. This module knows prom-client and nothing of the services:
 * what it reports about them comes in as plain figures through `MetricSources`, wired in deps.ts.
 */

/** Hits and misses a cache has counted since the process started. */
export interface CacheCounts {
  hits: number;
  misses: number;
}

export interface QueueBacklog {
  /** Rows waiting (not yet sent or done). */
  pending: number;
  /** Age of the oldest of them in seconds, 0 when none wait. */
  oldestSeconds: number;
}

export interface MetricSources {
  connections(): ConnectionUse & { driver: string };
  /** Rows waiting per queue table; read from the database at each scrape. */
  queues(): Promise<Record<string, QueueBacklog>>;
  caches(): Record<string, CacheCounts>;
  /** Server rendering's load (server/http/render-load.ts). */
  rendering(): { inFlight: number; degraded: boolean; fallbacks: Readonly<Record<string, number>> };
  /** DATABASE_READ_URL's replicas (none without it). */
  replicas?(): ReplicaState[];
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A method label from a fixed set: a client can send any token as a method, and each would be a series. */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}

/** Under the API's 6 s read deadline and its 20 s write deadline, with room to see the slow tail. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;
  private readonly vitals: Histogram<'name' | 'page' | 'connection'>;
  private readonly layoutShift: Histogram<'page' | 'connection'>;

  constructor(sources: MetricSources, queueTimeoutMs = 2_000) {
    const registry = this.registry;
    // Process figures (CPU, memory, event-loop delay): PGlite and server rendering run on the
    // event loop, so its delay is the first sign of a struggling instance.
    collectDefaultMetrics({ register: registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer starting, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    // Core Web Vitals from sampled real page loads; the buckets hold web.dev's good / poor limits
    // (LCP 2.5 / 4 s, INP 0.2 / 0.5 s, FCP 1.8 / 3 s, TTFB 0.8 / 1.8 s; CLS 0.1 / 0.25).
    this.vitals = new Histogram({
      name: 'basera_web_vitals_seconds',
      help: 'Core Web Vitals reported by sampled real page loads (LCP, INP, FCP, TTFB), by page kind and connection type',
      labelNames: ['name', 'page', 'connection'],
      buckets: [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20, 60],
      registers: [registry],
    });
    this.layoutShift = new Histogram({
      name: 'basera_web_vitals_cls',
      help: 'Cumulative Layout Shift reported by sampled real page loads, by page kind and connection type',
      labelNames: ['page', 'connection'],
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers: [registry],
    });
    new Gauge({
      name: 'basera_db_connections',
      help: 'Database connections by state (total, idle); PGlite is one embedded connection and reports total only',
      labelNames: ['driver', 'state'],
      registers: [registry],
      collect() {
        const use = sources.connections();
        this.reset();
        this.set({ driver: use.driver, state: 'total' }, use.total);
        if (use.idle !== null) this.set({ driver: use.driver, state: 'idle' }, use.idle);
      },
    });
    new Gauge({
      name: 'basera_db_connections_max',
      help: 'Most database connections this process opens',
      labelNames: ['driver'],
      registers: [registry],
      collect() {
        const use = sources.connections();
        this.reset();
        this.set({ driver: use.driver }, use.max);
      },
    });
    new Gauge({
      name: 'basera_db_waiting_queries',
      help: 'Queries waiting for a free pooled connection (PostgreSQL only; PGlite does not expose its queue)',
      labelNames: ['driver'],
      registers: [registry],
      collect() {
        const use = sources.connections();
        this.reset();
        if (use.waiting !== null) this.set({ driver: use.driver }, use.waiting);
      },
    });
    // Read replicas: whether each serves public reads now, how far behind it is, and what it answered.
    const replicas = () => sources.replicas?.() ?? [];
    new Gauge({
      name: 'basera_db_replica_usable',
      help: 'Whether a read replica serves public reads now (1) or is skipped as unreachable, lagging or not a standby (0)',
      labelNames: ['replica', 'reason'],
      registers: [registry],
      collect() {
        this.reset();
        for (const r of replicas()) this.set({ replica: r.name, reason: r.reason }, r.usable ? 1 : 0);
      },
    });
    new Gauge({
      name: 'basera_db_replica_lag_seconds',
      help: 'A read replica\'s lag at its last health check (0 when it has replayed all the primary wrote)',
      labelNames: ['replica'],
      registers: [registry],
      collect() {
        this.reset();
        for (const r of replicas()) if (r.lagSeconds !== null) this.set({ replica: r.name }, r.lagSeconds);
      },
    });
    new Gauge({
      name: 'basera_db_replica_reads',
      help: 'Public reads a replica answered since start (outcome ok) and those retried on the primary after it failed (outcome fallback)',
      labelNames: ['replica', 'outcome'],
      registers: [registry],
      collect() {
        this.reset();
        for (const r of replicas()) {
          this.set({ replica: r.name, outcome: 'ok' }, r.reads);
          this.set({ replica: r.name, outcome: 'fallback' }, r.fallbacks);
        }
      },
    });
    // One read of the queue tables per scrape, shared by both gauges.
    let backlog: Promise<Record<string, QueueBacklog> | null> | null = null;
    const readBacklog = () => {
      backlog ??= withTimeout(sources.queues(), queueTimeoutMs)
        .catch(() => null)
        .finally(() => setTimeout(() => { backlog = null; }, 0));
      return backlog;
    };
    const queueGauge = (name: string, help: string, pick: (b: QueueBacklog) => number) => new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const queues = await readBacklog();
        this.reset();
        // A database that cannot answer leaves the series absent: unknown, not zero.
        for (const [queue, b] of Object.entries(queues ?? {})) this.set({ queue }, pick(b));
      },
    });
    queueGauge('basera_queue_depth', 'Rows waiting in each work queue table (mail, push, alert jobs)', (b) => b.pending);
    queueGauge('basera_queue_oldest_seconds', 'Age of the oldest waiting row in each work queue table', (b) => b.oldestSeconds);
    // Whether rendering keeps up: renders under way (past the slots, first visits get the shell), visits
    // that got the app shell instead and why (busy: no slot; timeout: data or render late; error), and
    // the flag /readyz answers "degraded" by.
    new Gauge({
      name: 'basera_ssr_renders_in_flight',
      help: 'Server renders under way (the render queue); past the render slots first visits get the app shell',
      registers: [registry],
      collect() { this.set(sources.rendering().inFlight); },
    });
    new Counter({
      name: 'basera_ssr_shell_fallbacks_total',
      help: 'First visits answered with the app shell instead of a rendered page, by reason (busy, timeout, error)',
      labelNames: ['reason'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [reason, n] of Object.entries(sources.rendering().fallbacks)) this.inc({ reason }, n);
      },
    });
    new Gauge({
      name: 'basera_ready_degraded',
      help: '1 while /readyz says degraded (rendering is not keeping up), else 0',
      registers: [registry],
      collect() { this.set(sources.rendering().degraded ? 1 : 0); },
    });
    new Counter({
      name: 'basera_cache_lookups_total',
      help: 'Lookups in the server\'s caches by result (hit, miss); hit rate = hit / (hit + miss)',
      labelNames: ['cache', 'result'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, counts] of Object.entries(sources.caches())) {
          this.inc({ cache, result: 'hit' }, counts.hits);
          this.inc({ cache, result: 'miss' }, counts.misses);
        }
      },
    });
  }

  /** A real visitor's Core Web Vital (server/services/vitals.ts): the label values are the contract's fixed lists. */
  observeVital(name: VitalName, page: PageKind, connection: ConnectionType, value: number): void {
    if (name === 'CLS') this.layoutShift.observe({ page, connection }, value);
    else this.vitals.observe({ name, page, connection }, value / 1000);
  }

  /** `route` is the pattern that answered (never the raw URL), so the series stay few. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const labels = { method: methodLabel(method), route, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timed out')), ms); }),
  ]).finally(() => clearTimeout(timer));
}
