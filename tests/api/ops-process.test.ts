import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection.ts';
import { freshDataDir, removeDir, TEST_PG_URL } from './support/template.ts';
import { bundleServer, freePort, scratchDatabase } from './support/process.ts';

/**
 * Operations with a real server process: SIGTERM drains requests in flight within a bound
 * and exits, and /readyz names the database when PostgreSQL stops answering.
 */
let bundle: string;
let removeBundle = () => undefined as void;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async (): Promise<void> => undefined;


interface Running {
  child: ChildProcess;
  url: string;
  port: number;
  logs: Array<Record<string, unknown>>;
  exited: Promise<number | null>;
}

async function start(env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', TRUST_PROXY: 'true',
      METRICS_TOKEN: '', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let rest = '';
  // Read the log as it comes: the server writes it synchronously, and a full pipe would stall it.
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    rest += chunk;
    const lines = rest.split('\n');
    rest = lines.pop()!;
    for (const line of lines) if (line) logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  child.stderr!.resume();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, port, logs, exited };
    } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) => new Promise<boolean>((resolve) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.once('connect', () => { socket.destroy(); resolve(false); });
  socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
});

/** A POST whose body is sent in two halves: the request is in flight between them. */
function slowPost(url: string, body: string) {
  const req = http.request(`${url}/api/Contact/Us`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Forwarded-For': '198.51.100.91' },
  });
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => { text += c; }).on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
    });
    req.once('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

const message = JSON.stringify({
  fullName: 'Drain Test', emailAddress: 'drain@example.pk', phoneNumber: '03001234567', subject: 'During a shutdown', message: 'Sent while the server stops.',
});

beforeAll(async () => {
  ({ file: bundle, remove: removeBundle } = await bundleServer('ops'));
  dataDir = freshDataDir('ops');
  ({ url: databaseUrl, drop: dropDatabase } = await scratchDatabase('ops', dataDir));
}, 120_000);

afterAll(async () => {
  await dropDatabase();
  removeDir(dataDir);
  removeBundle();
});

describe('a server process', () => {
  it('has no /metrics without METRICS_TOKEN, and is ready', async () => {
    const server = await start();
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer anything-at-all-0123456789' } })).status).toBe(404);
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(server.logs.find((l) => String(l.msg).startsWith('listening on'))).toMatchObject({ backlog: expect.any(Number) });
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 60_000);

  it('on SIGTERM refuses new connections, finishes the request in flight, closes the database and exits 0', async () => {
    const server = await start();
    const slow = slowPost(server.url, message);
    // The server has the headers and is reading the body.
    await new Promise((r) => setTimeout(r, 400));
    server.child.kill('SIGTERM');
    await waitFor('the signal to be handled', () => server.logs.some((l) => l.msg === 'SIGTERM received, shutting down'));
    await waitFor('new connections to be refused', () => refused(server.port));
    expect(server.child.exitCode).toBeNull();
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ IsSuccess: true });
    expect(answer.connection).toBe('close');
    expect(await server.exited).toBe(0);
    expect(server.logs.at(-1)).toMatchObject({ msg: 'stopped', level: 'info' });
    // PGlite: the data folder is released, and what the drained request wrote is on disk.
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const [row] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM contact_messages WHERE subject = 'During a shutdown'`);
      expect(row!.n).toBe(1);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('with SHUTDOWN_DRAIN_MS, goes on answering after SIGTERM (closing each connection, /readyz 503), then refuses and exits 0', async () => {
    // Long enough for a loaded machine to see the log line and send a request before it ends.
    const server = await start({ SHUTDOWN_DRAIN_MS: '5000' });
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await waitFor('the drain to begin', () => server.logs.some((l) => l.msg === 'draining'));
    // A request the balancer routed here just now is served, and told to take the next one elsewhere.
    const late = await fetch(`${server.url}/api/Contact/Us`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: message });
    expect(late.status).toBe(200);
    expect(late.headers.get('connection')).toBe('close');
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect(await refused(server.port)).toBe(false);
    await waitFor('new connections to be refused', () => refused(server.port), 15_000);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(4_900);
    expect(await server.exited).toBe(0);
    expect(server.logs.at(-1)).toMatchObject({ msg: 'stopped', level: 'info' });
  }, 60_000);

  it('cuts requests still running after SHUTDOWN_TIMEOUT_MS and exits 1, the database still closed', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const slow = slowPost(server.url, message);
    const outcome = slow.answer.then(() => 'answered', () => 'cut');
    await new Promise((r) => setTimeout(r, 400));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(5_000);
    expect(await outcome).toBe('cut');
    expect(server.logs.at(-1)).toMatchObject({ msg: 'stopped, some requests were cut', level: 'warn' });
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  }, 60_000);
});

/** A TCP relay to PostgreSQL that can stop answering, as a database behind a failed network does. */
async function relay(target: URL) {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s)).on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    track(client);
    // Accepted and never answered: the connection attempt hangs, like a black-holed route.
    if (silent) return;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => { for (const s of sockets) s.destroy(); };
  return {
    port: (server.address() as net.AddressInfo).port,
    silence() { silent = true; dropAll(); },
    restore() { silent = false; dropAll(); },
    close() { dropAll(); server.close(); },
  };
}

describe.runIf(TEST_PG_URL)('a PostgreSQL that stops answering', () => {
  it('turns /readyz 503 naming the database within its timeout, /healthz stays 200, and ready again when it is back', async () => {
    const target = new URL(databaseUrl!);
    const proxy = await relay(target);
    const viaProxy = new URL(databaseUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const server = await start({ DATABASE_URL: viaProxy.toString() });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      proxy.silence();
      const asked = Date.now();
      const res = await fetch(`${server.url}/readyz`);
      const took = Date.now() - asked;
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'unavailable', failed: ['database'],
        checks: { database: 'no answer within 2000 ms', migrations: 'not checked', storage: 'ok' },
      });
      expect(took).toBeGreaterThanOrEqual(1_900);
      expect(took).toBeLessThan(4_000);
      const alive = await fetch(`${server.url}/healthz`);
      expect(alive.status).toBe(200);
      expect(server.logs.some((l) => l.msg === 'not ready' && l.level === 'warn')).toBe(true);

      proxy.restore();
      await waitFor('/readyz to be 200 again', async () => (await fetch(`${server.url}/readyz`)).status === 200, 10_000);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      proxy.close();
    }
  }, 60_000);

  it('answers 503 naming the database at once when its address refuses connections', async () => {
    const proxy = await relay(new URL(databaseUrl!));
    const viaProxy = new URL(databaseUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const server = await start({ DATABASE_URL: viaProxy.toString() });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      // Nothing listens there any more: connections are refused.
      proxy.close();
      const asked = Date.now();
      const res = await fetch(`${server.url}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ failed: ['database'], checks: { database: 'unreachable' } });
      expect(Date.now() - asked).toBeLessThan(1_500);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);
});
