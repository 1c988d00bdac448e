import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection.ts';
import { announceCacheChange } from '../../server/db/cache-bus.ts';
import { ROOT } from '../../server/paths.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { freshDataDir, removeDir, TEST_PG_URL, templateDatabaseName, withDatabase } from './support/template.ts';
import { freePort } from './support/process.ts';

/**
 * Scaling out, with real server processes: the shared cache of server-rendered pages
 * (answered from cache, cleared by an approval here and, through PostgreSQL NOTIFY, in a second
 * instance; never used for requests with credentials), WEB_CONCURRENCY workers, and its refusal on PGlite.
 *
 * The server bundle runs from its own folder with a small renderer in build/ssr (the real one needs
 * `npm run build`; tests/e2e/server-rendering.spec.ts covers it): it renders the titles a keyword
 * search answers through the app in-process, and how many renders it has done, so a test can tell a
 * cached page from a fresh one.
 */
const home = path.join(ROOT, '.tmp', `scale-${process.pid}`);
const bundle = path.join(home, 'build', 'server.js');
let databaseUrl: string | undefined;
let dbName: string | undefined;
const dataDirs: string[] = [];

const RENDERER = `
let fetchImpl;
let renders = 0;
export function configureServerRendering(f) { fetchImpl = f; }
export function serverRenderedRoutes() { return [{ path: '/properties', module: 'src/features/search/SearchPage.tsx', searchKeys: ['Keywords'] }]; }
export async function renderPage(url) {
  renders += 1;
  const keywords = new URL(url, 'http://localhost').searchParams.get('Keywords') ?? '';
  const res = await fetchImpl('http://localhost/api/Property/SearchProperty', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Keywords: keywords, PageSize: 50 }),
  });
  const titles = (await res.json()).Data.Items.map((item) => item.Title);
  return { html: '<p data-render="' + renders + '">' + titles.join(' | ') + '</p>', title: 'Results', canonical: false, status: 200, state: { titles } };
}
`;


interface Running {
  child: ChildProcess;
  url: string;
  dataDir: string;
  logs: Array<Record<string, unknown>>;
  stderr: () => string;
  exited: Promise<number | null>;
}

function spawnServer(env: Record<string, string>, dataDir = freshDataDir('scale')) {
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', TRUST_PROXY: 'true', METRICS_TOKEN: '',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }), ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let rest = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    rest += chunk;
    const lines = rest.split('\n');
    rest = lines.pop()!;
    for (const line of lines) if (line.startsWith('{')) logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => { err += chunk; });
  // 'close', not 'exit': 'exit' can come before the last lines of its output have been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, dataDir, logs, stderr: () => err, exited };
}

async function start(env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const spawned = spawnServer({ PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (spawned.child.exitCode !== null) throw new Error(`server exited with ${spawned.child.exitCode}: ${spawned.stderr()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { ...spawned, url };
    } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function stop(server: Running): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

/** A first visit to the results page: the render number, the titles it shows and whether the cache answered. */
async function visit(server: Running, address: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${address}`, { headers: { Accept: 'text/html', ...headers } });
  const body = await res.text();
  expect(res.status).toBe(200);
  const render = /data-render="(\d+)"/.exec(body)?.[1];
  expect(render, 'the page is server-rendered').toBeDefined();
  return { render: Number(render), body, cache: res.headers.get('x-page-cache') };
}

async function submitAndApprove(server: Running, title: string) {
  const fd = new FormData();
  const fields = {
    Title: title, Description: 'Made by the scale test.', PurposeId: '1', TypeId: '1', Price: '15000000', Area: '5', AreaUnitId: '1',
    CityId: '1', FullName: 'Scale Test', EmailAddress: 'scale@example.pk', PhoneNumber: '03001234567',
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a6' } }).jpeg().toBuffer();
  fd.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  const submitted = await fetch(`${server.url}/api/Property/SubmitPropertyAnonymous`, { method: 'POST', body: fd });
  expect(submitted.status).toBe(200);
  return async () => {
    const mail = mailsTo(server.dataDir, 'admin@basera.pk').filter((m) => m.subject === `Approve property: ${title}`).at(-1)!;
    const link = linkIn(mail, '/property/verification/approve');
    const decided = await fetch(`${server.url}/api/property/approve?${link.searchParams.toString()}`);
    expect(decided.status).toBe(200);
  };
}

beforeAll(async () => {
  mkdirSync(path.join(home, 'dist', '.vite'), { recursive: true });
  mkdirSync(path.join(home, 'build', 'ssr'), { recursive: true });
  mkdirSync(path.join(home, 'server', 'db'), { recursive: true });
  // The bundle finds its root by the nearest package.json: migrations and site art are the real ones.
  writeFileSync(path.join(home, 'package.json'), '{"type":"module"}');
  symlinkSync(path.join(ROOT, 'server', 'db', 'migrations'), path.join(home, 'server', 'db', 'migrations'));
  symlinkSync(path.join(ROOT, 'assets'), path.join(home, 'assets'));
  writeFileSync(path.join(home, 'dist', 'index.html'), '<!doctype html><html><head><title>Basera</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(home, 'dist', '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(home, 'build', 'ssr', 'entry-server.js'), RENDERER);
  await build({ entryPoints: [path.join(ROOT, 'server/main.ts')], outfile: bundle, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
  if (TEST_PG_URL) {
    dbName = `basera_scale_${process.pid}_${Date.now()}`;
    const admin = await openDatabase({ databaseUrl: TEST_PG_URL, dataDir: home });
    await admin.exec(`CREATE DATABASE ${dbName} TEMPLATE ${templateDatabaseName()}`);
    await admin.close();
    databaseUrl = withDatabase(TEST_PG_URL, dbName);
  }
}, 120_000);

afterAll(async () => {
  if (TEST_PG_URL && dbName) {
    const admin = await openDatabase({ databaseUrl: TEST_PG_URL, dataDir: home });
    await admin.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.close();
  }
  for (const dir of dataDirs) removeDir(dir);
  rmSync(home, { recursive: true, force: true });
});

describe('the page cache', () => {
  it('answers a second anonymous visit from cache; a new Pending listing keeps it, an approval clears it', async () => {
    const a = await start();
    try {
      const address = '/properties?Keywords=Zephyrine%20scaletest';
      const first = await visit(a, address);
      expect(first.cache).toBe('miss');
      const second = await visit(a, address);
      expect(second).toMatchObject({ cache: 'hit', render: first.render, body: first.body });
      // The low-bandwidth hint is its own page.
      const saver = await visit(a, address, { 'Save-Data': 'on' });
      expect(saver.cache).toBe('miss');
      expect(saver.render).toBeGreaterThan(first.render);

      const approve = await submitAndApprove(a, 'Zephyrine scaletest house one');
      // Pending: shown to nobody, so the cached page still holds.
      expect(await visit(a, address)).toMatchObject({ cache: 'hit', render: first.render });
      await approve();
      const after = await visit(a, address);
      expect(after.cache).toBe('miss');
      expect(after.body).toContain('Zephyrine scaletest house one');
      expect(first.body).not.toContain('Zephyrine scaletest house one');
    } finally {
      expect(await stop(a)).toBe(0);
    }
  }, 60_000);

  it('parameters the page does not read share its cached page: ?utm_source=1, =2... render once', async () => {
    const a = await start();
    try {
      const first = await visit(a, '/properties?Keywords=Zephyrine%20scaletest&utm_source=1');
      expect(first.cache).toBe('miss');
      for (const tail of ['&utm_source=2', '&fbclid=abc', '']) {
        expect(await visit(a, `/properties?Keywords=Zephyrine%20scaletest${tail}`)).toMatchObject({ cache: 'hit', render: first.render });
      }
      // A parameter the page reads is another page.
      expect((await visit(a, '/properties?Keywords=Quillmore&utm_source=1')).cache).toBe('miss');
    } finally {
      expect(await stop(a)).toBe(0);
    }
  }, 60_000);

  it('sends a rendered page as Brotli to a browser that takes it, the same page as the others get', async () => {
    const a = await start();
    try {
      const address = `${a.url}/properties?Keywords=brotli%20scaletest`;
      const get = (acceptEncoding: string) => new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet(address, { headers: { Accept: 'text/html', 'Accept-Encoding': acceptEncoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        }).on('error', reject);
      });
      const decoded = ({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }) =>
        (headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();
      const br = await get('gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      const html = decoded(br);
      expect(html).toContain('data-render="1"');
      // The same render (from the cache) for everyone else, and never Brotli to one that refuses it.
      for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'identity']) {
        const other = await get(acceptEncoding);
        expect(other.headers['content-encoding'], acceptEncoding).not.toBe('br');
        expect(decoded(other), acceptEncoding).toBe(html);
      }
    } finally {
      expect(await stop(a)).toBe(0);
    }
  });

  it('neither answers nor keeps a request that carries a token or cookies', async () => {
    const a = await start();
    try {
      const address = '/properties?Keywords=credentials';
      const anonymous = await visit(a, address);
      const credentials: Array<Record<string, string>> = [{ Authorization: 'Bearer someone-else' }, { Cookie: 'session=someone-else' }];
      for (const headers of credentials) {
        const signedIn = await visit(a, address, headers);
        expect(signedIn.cache).toBe('miss');
        expect(signedIn.render).toBeGreaterThan(anonymous.render);
      }
      // What the signed-in requests rendered was not stored in the anonymous visitors' place.
      expect(await visit(a, address)).toMatchObject({ cache: 'hit', render: anonymous.render });
    } finally {
      expect(await stop(a)).toBe(0);
    }
  }, 60_000);
});

describe.skipIf(!TEST_PG_URL)('two instances on one PostgreSQL', () => {
  it('an approval on A clears the page and search caches of B within a second (NOTIFY)', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    try {
      const address = '/properties?Keywords=Quillmore%20scaletest';
      const searchB = () => fetch(`${b.url}/api/Property/SearchProperty`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ Keywords: 'Quillmore scaletest' }),
      }).then((r) => r.json() as Promise<{ Data: { Items: Array<{ Title: string }> } }>);
      const firstB = await visit(b, address);
      expect(await visit(b, address)).toMatchObject({ cache: 'hit', render: firstB.render });
      expect((await searchB()).Data.Items).toEqual([]);

      const approve = await submitAndApprove(a, 'Quillmore scaletest house');
      await approve();
      const approvedAt = Date.now();
      await waitFor('B to show the approved listing', async () => (await visit(b, address)).body.includes('Quillmore scaletest house'), 1_000);
      expect(Date.now() - approvedAt).toBeLessThan(1_000);
      expect((await searchB()).Data.Items.map((i) => i.Title)).toEqual(['Quillmore scaletest house']);
      // B cached again, from the fresh render.
      const again = await visit(b, address);
      expect(again.cache).toBe('hit');
      expect(again.body).toContain('Quillmore scaletest house');

      // The seed command's announcement (reference data and listings changed outside any server) clears it too.
      const db = await openDatabase({ databaseUrl: databaseUrl!, dataDir: home });
      try {
        await announceCacheChange(db, 'reference', 'seed');
      } finally {
        await db.close();
      }
      await waitFor('B to render afresh', async () => (await visit(b, address)).cache === 'miss', 1_000);
    } finally {
      expect(await Promise.all([stop(a), stop(b)])).toEqual([0, 0]);
    }
  }, 60_000);
});

describe('WEB_CONCURRENCY', () => {
  it.skipIf(!TEST_PG_URL)('starts two workers that both answer, restarts one that dies, and drains all on SIGTERM', async () => {
    const server = await start({ WEB_CONCURRENCY: '2', LOG_REQUESTS: 'true' });
    const listening = () => server.logs.filter((l) => String(l.msg).startsWith('listening on'));
    await waitFor('both workers to listen', () => listening().length === 2);
    const primary = server.logs.find((l) => String(l.msg).startsWith('starting 2 workers'));
    expect(primary?.pid).toBe(server.child.pid);
    const workers = listening().map((l) => l.pid);
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(server.child.pid);
    // New connections are shared between the workers: each answers some.
    const answeredBy = () => new Set(server.logs.filter((l) => l.path === '/healthz').map((l) => l.pid));
    for (let i = 0; i < 40 && answeredBy().size < 2; i++) {
      const res = await fetch(`${server.url}/healthz`, { headers: { Connection: 'close' } });
      expect(res.status).toBe(200);
      await res.text();
    }
    await waitFor('both workers to have answered', () => answeredBy().size === 2, 2_000);
    expect([...answeredBy()].sort()).toEqual([...workers].sort());

    // A worker that dies is replaced.
    process.kill(Number(workers[0]), 'SIGKILL');
    await waitFor('a new worker', () => listening().length === 3, 20_000);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(server.logs.some((l) => String(l.msg).startsWith('a worker died'))).toBe(true);

    expect(await stop(server)).toBe(0);
    const stopped = server.logs.filter((l) => l.msg === 'stopped').map((l) => l.pid);
    expect(stopped.sort()).toEqual(listening().slice(1).map((l) => l.pid).sort());
    expect(server.logs.at(-1)?.msg).toBe('all workers stopped');
  }, 90_000);

  // The kernel's own queue length for the port, as `ss -ltn` prints it (Send-Q of a listening socket).
  const kernelBacklog = (url: string): number | null => {
    const port = new URL(url).port;
    const out = spawnSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
    const match = /^LISTEN\s+\d+\s+(\d+)\s/m.exec(out);
    return match ? Number(match[1]) : null;
  };
  const hasSs = spawnSync('ss', ['-V']).status === 0;

  it.skipIf(!hasSs)('listens with LISTEN_BACKLOG, in one process and, on PostgreSQL, with WEB_CONCURRENCY workers', async () => {
    // Workers ask the primary for the socket (node:cluster); the backlog must travel with that request.
    const modes: Array<Record<string, string>> = [{}, ...(TEST_PG_URL ? [{ WEB_CONCURRENCY: '2' }] : [])];
    for (const env of modes) {
      const server = await start({ LISTEN_BACKLOG: '1234', ...env });
      const workers = Number(env.WEB_CONCURRENCY ?? 1);
      // A worker still starting when SIGTERM comes would not stop cleanly: wait for all of them.
      await waitFor('every worker to listen', () => server.logs.filter((l) => String(l.msg).startsWith('listening on')).length === workers);
      expect(kernelBacklog(server.url), JSON.stringify(env)).toBe(1234);
      expect(await stop(server), JSON.stringify(env)).toBe(0);
    }
  }, 90_000);

  it.skipIf(!TEST_PG_URL)('stops cleanly (exit 0) when SIGTERM comes while the workers are still starting', async () => {
    const server = spawnServer({ PORT: String(await freePort()), WEB_CONCURRENCY: '2' });
    await waitFor('the primary to fork', () => server.logs.some((l) => String(l.msg).startsWith('starting 2 workers')));
    server.child.kill('SIGTERM');
    expect(await server.exited, server.stderr()).toBe(0);
    expect(server.logs.some((l) => String(l.msg).startsWith('listening on')), 'no worker got as far as listening').toBe(false);
    expect(server.logs.at(-1)?.msg).toBe('all workers stopped');
  }, 30_000);

  it('is refused on PGlite with a message naming DATABASE_URL', async () => {
    const refused = spawnServer({ PORT: String(await freePort()), WEB_CONCURRENCY: '2', DATABASE_URL: '' });
    expect(await refused.exited).toBe(2);
    expect(refused.stderr()).toMatch(/WEB_CONCURRENCY=2 needs PostgreSQL \(DATABASE_URL\)/);
  }, 30_000);
});
