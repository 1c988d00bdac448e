import { Worker } from 'node:worker_threads';
import type { Readiness } from './services/health.ts';
import { DEGRADED_HOLD_MS, renderLoadVerdict, type RenderLoad } from './http/render-load.ts';
import { describeError, type Log } from './log.ts';

/**
 * /healthz and /readyz on a port of their own (HEALTH_PORT), answered by a worker thread with its own
 * event loop and listener. On PORT a probe is one more request in the main loop's queue: behind 50
 * connections of server-rendered pages (whose data reads, template and messages to the render threads
 * all run on the main loop) it waited as long as a page. Here it never waits for the main loop, and
 * still tells the truth about it:
 *
 * - the main loop writes a heartbeat (Date.now()) into shared memory every HEARTBEAT_MS; one older
 *   than HEALTH_STALL_MS makes both answers 503 "main loop stalled", as the instance can answer
 *   nothing else meanwhile;
 * - readiness (database, migrations, storage, shutdown) is checked by the main loop every
 *   READINESS_EVERY_MS, as before on each probe, and posted here; a probe answers the latest;
 * - rendering's load (server/http/render-load.ts) is read from shared memory at each probe: /readyz
 *   answers 200 "degraded" while first visits get the app shell for want of render slots or time.
 *
 * A second tiny server in the main process would share the main loop and wait as long. A worker
 * thread rather than a process: it dies with the instance, needs no port handed around, and reads
 * the shared memory directly.
 */
export const HEARTBEAT_MS = 100;
export const READINESS_EVERY_MS = 1_000;

/** Where each figure lives in the heartbeat's shared memory. */
const HEARTBEAT_BYTES = 16;

/** What the main loop posts: the latest readiness, and whether SIGTERM arrived (which it says at once). */
type ToThread = { type: 'readiness'; value: Readiness; at: number };

/** The thread's program, plain JavaScript run as CommonJS (the server is one esbuild file; tests run it from source). */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const renderLoadVerdict = ${String(renderLoadVerdict)};
const beat = new BigInt64Array(workerData.heartbeat, 0, 1);
const renders = new Int32Array(workerData.renderLoad, 0, 1);
const lastFallback = new BigInt64Array(workerData.renderLoad, 8, 1);
let readiness = null;
parentPort.on('message', (message) => { if (message.type === 'readiness') readiness = message.value; });
function answer(path) {
  const now = Date.now();
  const silentMs = Math.max(0, now - Number(Atomics.load(beat, 0)));
  const stalled = silentMs > workerData.stallMs;
  const loop = stalled ? 'stalled ' + silentMs + ' ms' : 'ok';
  if (path === '/healthz') {
    return stalled ? [503, { status: 'main loop stalled', mainLoop: loop }] : [200, { status: 'alive' }];
  }
  if (path !== '/readyz') return [404, { status: 'not found' }];
  const failed = readiness ? readiness.failed.slice() : ['starting'];
  const checks = Object.assign({}, readiness ? readiness.checks : { starting: 'not checked yet' }, { mainLoop: loop });
  if (stalled) failed.push('mainLoop');
  if (failed.length > 0) return [503, { status: stalled ? 'main loop stalled' : 'unavailable', failed, checks }];
  const degraded = renderLoadVerdict(Atomics.load(renders, 0), Number(Atomics.load(lastFallback, 0)), workerData.degradedAt, now, workerData.holdMs);
  if (degraded) return [200, { status: 'degraded', degraded: ['rendering'], checks: Object.assign(checks, { rendering: degraded }) }];
  return [200, { status: 'ready', checks }];
}
const server = http.createServer((req, res) => {
  const path = (req.url || '/').split('?')[0];
  const [status, body] = req.method === 'GET' || req.method === 'HEAD' ? answer(path) : [405, { status: 'method not allowed' }];
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text) });
  res.end(req.method === 'HEAD' ? undefined : text);
});
server.on('error', (err) => parentPort.postMessage({ type: 'error', message: String(err && err.message || err), code: err && err.code }));
server.listen({ port: workerData.port, host: workerData.host }, () => parentPort.postMessage({ type: 'listening', port: server.address().port }));
`;

export class HealthListener {
  private readonly heartbeat = new BigInt64Array(new SharedArrayBuffer(HEARTBEAT_BYTES), 0, 1);
  private worker: Worker | null = null;
  private timers: NodeJS.Timeout[] = [];
  private checking = false;
  /** The latest readiness, for a thread started after it was checked. */
  private latest: ToThread | null = null;

  constructor(
    private readonly options: { port: number; host: string; stallMs: number; renderLoad: RenderLoad },
    private readonly readiness: () => Promise<Readiness>,
    private readonly log: Log,
  ) {}

  /** Starts the thread; resolves with the port it listens on once it does. */
  async start(): Promise<number> {
    this.beat();
    // Readiness is known before the first probe can ask.
    await this.check();
    const worker = new Worker(PROGRAM, {
      eval: true,
      workerData: {
        port: this.options.port, host: this.options.host, stallMs: this.options.stallMs, holdMs: DEGRADED_HOLD_MS,
        degradedAt: this.options.renderLoad.degradedAt, heartbeat: this.heartbeat.buffer, renderLoad: this.options.renderLoad.buffer,
      },
    });
    // Never what keeps the process alive: shutdown (server/main.ts) decides when it ends.
    worker.unref();
    this.worker = worker;
    // Messages wait in the thread's queue until its program listens.
    if (this.latest) worker.postMessage(this.latest);
    const port = await new Promise<number>((resolve, reject) => {
      worker.on('message', (m: { type: 'listening'; port: number } | { type: 'error'; message: string; code?: string }) => {
        if (m.type === 'listening') resolve(m.port);
        else reject(Object.assign(new Error(m.message), { code: m.code }));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the health thread exited with ${code}`)));
    });
    worker.on('error', (err) => this.log('the health thread failed', { level: 'error', ...describeError(err) }));
    this.timers.push(setInterval(() => this.beat(), HEARTBEAT_MS), setInterval(() => void this.check(), READINESS_EVERY_MS));
    for (const timer of this.timers) timer.unref();
    return port;
  }

  /** SIGTERM: readiness turns 503 now, not at the next round. */
  async drained(): Promise<void> {
    // Not skipped for a round already under way, which may have read the state before the signal.
    this.checking = false;
    await this.check();
  }

  private beat(): void {
    Atomics.store(this.heartbeat, 0, BigInt(Date.now()));
  }

  private async check(): Promise<void> {
    // A round still waiting for a slow database is not doubled.
    if (this.checking) return;
    this.checking = true;
    try {
      this.latest = { type: 'readiness', value: await this.readiness(), at: Date.now() };
      this.worker?.postMessage(this.latest);
    } catch (err) {
      this.log('readiness check failed', { level: 'error', ...describeError(err) });
    } finally {
      this.checking = false;
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.worker?.terminate();
  }
}
