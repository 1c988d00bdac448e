import type { AreaPreference } from '../../src/contract/area.ts';
import type { Locale } from '../../src/contract/locale.ts';
import type { ShareMeta } from '../../src/contract/share-meta.ts';
import { Worker } from 'node:worker_threads';
import { describeError, type Log } from '../log.ts';

/** A route the renderer renders: its router path (`/property/$propertyUrl`) and its page module (src/entry-server.tsx). */
export interface ServerRenderedRoute {
  path: string;
  module: string;
  /** The query parameters the page reads (the route's `searchKeys`); none when absent. */
  searchKeys?: readonly string[];
}

/** What a render is told of the visitor: their connection's hint and, from their cookie, their area unit. */
export interface RenderRequestOptions {
  timeoutMs: number;
  lowBandwidth: boolean;
  /** Absent: the default (src/contract/area.ts). */
  areaPreference?: AreaPreference;
}

/** What ServerPages asks of a renderer (build/ssr/entry-server.js's renderPage and serverRenderedRoutes). */
export interface PageRenderer {
  renderPage(url: string, options: RenderRequestOptions): Promise<
    { html: string; title: string; canonical: boolean; share?: ShareMeta | undefined; siteName?: string; status: 200 | 404; state: unknown; locale: Locale } | null
  >;
  /** The routes marked server-rendered in the router (src/router.tsx), read once at start. */
  serverRenderedRoutes(): ServerRenderedRoute[] | Promise<ServerRenderedRoute[]>;
}

type Rendered = Awaited<ReturnType<PageRenderer['renderPage']>>;

/** Messages between this thread and a render thread: a render's or the route list's answer. */
type FromThread =
  | { type: 'fetch'; id: number; url: string; method: string; headers: Array<[string, string]>; body: string | null }
  | { type: 'rendered'; id: number; result: unknown; error?: undefined }
  | { type: 'rendered'; id: number; result?: undefined; error: string };

/**
 * The render thread's program: it loads the renderer bundle and answers render requests. The page's
 * data reads (the renderer's fetch) come back to the main thread, which answers them with the app
 * in-process as before, so the database, caches and rate limits stay where they are; only React's
 * renderToString, synchronous work of tens of milliseconds per page, leaves the main event loop.
 * Plain JavaScript evaluated as CommonJS, so it needs no bundle entry of its own (the server is one
 * esbuild file, and tests run it from source).
 */
const THREAD_PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const waiting = new Map();
let nextId = 0;
async function proxyFetch(input, init) {
  // The app's client asks for '/api/...'; in-process (app.request) that means this app, as it does here.
  const request = new Request(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
  const id = ++nextId;
  const answer = await new Promise((resolve, reject) => {
    waiting.set(id, resolve);
    parentPort.postMessage({ type: 'fetch', id, url: request.url, method: request.method, headers: [...request.headers], body });
    request.signal.addEventListener('abort', () => { waiting.delete(id); reject(request.signal.reason); }, { once: true });
  });
  if (answer.error) throw new TypeError(answer.error);
  const empty = answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers });
}
const loaded = import(pathToFileURL(workerData.rendererFile).href).then((renderer) => {
  renderer.configureServerRendering(proxyFetch, workerData.contactEmail);
  return renderer;
});
parentPort.on('message', (message) => {
  if (message.type === 'fetched') {
    const resolve = waiting.get(message.id);
    waiting.delete(message.id);
    if (resolve) resolve(message);
    return;
  }
  loaded
    .then((renderer) => (message.type === 'routes' ? renderer.serverRenderedRoutes() : renderer.renderPage(message.url, message.options)))
    .then((result) => parentPort.postMessage({ type: 'rendered', id: message.id, result }))
    .catch((err) => parentPort.postMessage({ type: 'rendered', id: message.id, error: String(err && err.stack || err) }));
});
`;

interface Thread {
  worker: Worker;
  startedAt: number;
  alive: boolean;
  busy: number;
  /** Requests sent and not yet answered: renders, and the route list asked for at start. */
  renders: Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>;
}

/**
 * Server-side rendering on `count` worker threads (SSR_THREADS). A page render
 * held the main thread for its whole renderToString, so every other request, the load balancer's
 * /healthz included, queued behind it. A thread that dies is replaced; its renders fail, and the
 * shell answers them.
 */
export class RenderThreads implements PageRenderer {
  private readonly threads: Thread[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly rendererFile: string,
    count: number,
    private readonly fetchImpl: typeof fetch,
    private readonly contactEmail: string,
    private readonly log: Log,
  ) {
    for (let i = 0; i < count; i++) this.threads.push(this.start());
  }

  private start(): Thread {
    // React's production build whatever NODE_ENV says (unset, React loads its development build).
    const worker = new Worker(THREAD_PROGRAM, {
      eval: true, env: { ...process.env, NODE_ENV: 'production' },
      workerData: { rendererFile: this.rendererFile, contactEmail: this.contactEmail },
    });
    // The threads never keep the process alive: shutdown (server/main.ts) decides when it ends.
    worker.unref();
    const thread: Thread = { worker, startedAt: Date.now(), alive: true, busy: 0, renders: new Map() };
    worker.on('message', (message: FromThread) => {
      if (message.type === 'fetch') {
        void this.answer(worker, message);
        return;
      }
      const render = thread.renders.get(message.id);
      thread.renders.delete(message.id);
      thread.busy -= 1;
      if (!render) return;
      if (message.error !== undefined) render.reject(new Error(message.error));
      else render.resolve(message.result);
    });
    const fail = (err: Error) => {
      if (!thread.alive) return;
      thread.alive = false;
      for (const render of thread.renders.values()) render.reject(err);
      thread.renders.clear();
      thread.busy = 0;
      if (this.closed) return;
      this.log('a render thread stopped, starting another', { level: 'error', ...describeError(err) });
      // One that dies at once is started again after a pause, not in a tight loop; meanwhile its
      // renders are refused (the shell answers) rather than sent to a thread that is gone.
      const restart = () => {
        const at = this.threads.indexOf(thread);
        if (at >= 0 && !this.closed) this.threads[at] = this.start();
      };
      if (Date.now() - thread.startedAt < 5_000) setTimeout(restart, 1_000).unref();
      else restart();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`render thread exited with ${code}`)));
    return thread;
  }

  /** A data read of a render in a thread, answered by the app in this thread. */
  private async answer(worker: Worker, m: Extract<FromThread, { type: 'fetch' }>): Promise<void> {
    try {
      const res = await this.fetchImpl(m.url, { method: m.method, headers: m.headers, body: m.body });
      worker.postMessage({ type: 'fetched', id: m.id, status: res.status, headers: [...res.headers], body: await res.text() });
    } catch (err) {
      worker.postMessage({ type: 'fetched', id: m.id, error: String(err) });
    }
  }

  renderPage(url: string, options: RenderRequestOptions): Promise<Rendered> {
    return this.ask<Rendered>({ type: 'render', url, options });
  }

  /** Asked of a thread, which has the renderer bundle loaded; this thread never loads it. */
  serverRenderedRoutes(): Promise<ServerRenderedRoute[]> {
    return this.ask<ServerRenderedRoute[]>({ type: 'routes' });
  }

  private ask<T>(message: { type: 'render'; url: string; options: RenderRequestOptions } | { type: 'routes' }): Promise<T> {
    // The least busy thread: a render mostly waits for its data, so a thread can hold several.
    const alive = this.threads.filter((t) => t.alive);
    if (alive.length === 0) return Promise.reject(new Error('no render thread is running'));
    const thread = alive.reduce((best, t) => (t.busy < best.busy ? t : best));
    const id = ++this.nextId;
    thread.busy += 1;
    return new Promise<T>((resolve, reject) => {
      thread.renders.set(id, { resolve: resolve as (r: unknown) => void, reject });
      thread.worker.postMessage({ ...message, id });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }
}
