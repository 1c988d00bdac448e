import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { prepareDatabase } from '../../server/bootstrap.ts';
import { READ_YOUR_WRITES_COOKIE, READ_YOUR_WRITES_MS } from '../../server/db/read-routing.ts';
import type { SearchResult } from '../../src/contract/types.ts';
import { INSIGHT_EVENT_KINDS } from '../../src/contract/insight.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { pgClusterSkipReason, startPrimaryWithReplicas, type PgClusterSet } from './support/pg-cluster.ts';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { freshDataDir, removeDir, TEST_LISTINGS } from './support/template.ts';

/**
 * DATABASE_READ_URL against a real streaming replica: the test makes its own primary
 * (wal_level=replica) and a replica of it with pg_basebackup -R, seeds the primary, and runs the
 * app in-process on both. It shows public reads answered by the replica, a writer's next reads
 * answered by the primary, a lagging replica skipped, and the replica killed under load with no
 * failed request.
 */
const skipReason = pgClusterSkipReason();
if (skipReason) console.log(`read-replicas.test.ts skipped: ${skipReason}`);

const METRICS_TOKEN = 'read-replicas-metrics-token';
const BROWSER = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';
const DB = 'basera';
let clusters: PgClusterSet;
let server: TestServer;
let replicaAdmin: pg.Client;

const replicaState = () => server.database.replicas()[0]!;
const search = (init: RequestInit = {}) => server.json<SearchResult>('/api/Property/SearchProperty', visitor({ ...jsonPost({}), ...init, headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) } }));
const until = async (what: string, check: () => Promise<boolean> | boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};
/** Transactions the replica has committed in the app's database (its own statistics, not the app's counter). */
const replicaCommits = async () => Number((await replicaAdmin.query<{ n: string }>(
  `SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = '${DB}'`)).rows[0]!.n);

describe.skipIf(skipReason !== null)('read replicas (a primary and a pg_basebackup streaming replica)', () => {
  beforeAll(async () => {
    clusters = await startPrimaryWithReplicas('replica', 1, [5440, 5444]);
    const admin = new pg.Client({ connectionString: clusters.primary.url() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DB}`);
    await admin.end();
    // Migrated and seeded on the primary; the replica receives all of it by streaming.
    const seedDir = freshDataDir('replica-seed');
    const seeded = await prepareDatabase(loadConfig({ DATA_DIR: seedDir, DATABASE_URL: clusters.primary.url(DB), SEED_DEMO_LISTINGS: String(TEST_LISTINGS) }), () => undefined);
    await seeded.close();
    removeDir(seedDir);
    replicaAdmin = new pg.Client({ connectionString: clusters.replicas[0]!.url(DB) });
    // Cut off when the test kills the replica: that is expected.
    replicaAdmin.on('error', () => undefined);
    await replicaAdmin.connect();
    await until('the replica to have the seeded listings', async () =>
      Number((await replicaAdmin.query<{ n: string }>('SELECT count(*)::text AS n FROM properties')).rows[0]!.n) >= TEST_LISTINGS);
    // No in-process caches of search or pages: every request reads the database.
    server = await startTestServer({
      env: {
        DATABASE_URL: clusters.primary.url(DB), DATABASE_READ_URL: clusters.replicas[0]!.url(DB),
        METRICS_TOKEN, SEARCH_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '0',
      },
    });
    await until('the replica to be in use', () => replicaState().usable);
  }, 180_000);

  afterAll(async () => {
    try {
      await server?.close();
      await replicaAdmin?.end().catch(() => undefined);
    } finally {
      clusters?.remove();
    }
  });

  it('answers anonymous public reads from the replica, as its own statistics and /metrics show', async () => {
    const before = { app: replicaState().reads, commits: await replicaCommits() };
    for (let i = 0; i < 30; i++) {
      const found = await search();
      expect(found.status, found.body.Message).toBe(200);
      expect(found.body.Data.Items.length).toBeGreaterThan(0);
    }
    const reference = await server.json('/api/Property/GetDropDownData', visitor());
    expect(reference.status).toBe(200);
    expect(replicaState().reads - before.app).toBeGreaterThanOrEqual(30);
    // Backends report their statistics when idle, within seconds; health checks add one a second.
    await until('the replica to count the searches', async () => (await replicaCommits()) - before.commits >= 30);
    const metrics = await (await server.fetch('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const name = replicaState().name;
    expect(metrics).toContain(`basera_db_replica_usable{replica="${name}",reason="ok"} 1`);
    expect(metrics).toMatch(new RegExp(`basera_db_replica_reads\\{replica="${name.replace(/[/.]/g, '\\$&')}",outcome="ok"\\} [1-9]`));
  }, 60_000);

  it('sends the reads of a request inside a read-your-writes window to the primary', async () => {
    const before = replicaState().reads;
    const inWindow = await search({ headers: { Cookie: `${READ_YOUR_WRITES_COOKIE}=${Date.now() + READ_YOUR_WRITES_MS - 500}` } });
    expect(inWindow.status).toBe(200);
    expect(replicaState().reads).toBe(before);
    // A window ended (or a value no write could have set) is ignored.
    await search({ headers: { Cookie: `${READ_YOUR_WRITES_COOKIE}=${Date.now() - 1}` } });
    await search({ headers: { Cookie: `${READ_YOUR_WRITES_COOKIE}=${Date.now() + 10 * READ_YOUR_WRITES_MS}` } });
    expect(replicaState().reads).toBeGreaterThanOrEqual(before + 2);
  });

  it('shows a signed-in user what they just wrote, on the very next public read', async () => {
    const me = await registeredUser(server, 'replicarw');
    // A profile page is a poster's (a listing or an agency).
    const agency = await server.json('/api/Agencies/Save', bearer(me.token, visitor(jsonPost({ Name: 'Replica Agency', Address: '1 Mall Road, Lahore', Description: 'Houses.' }))));
    expect(agency.status, agency.body.Message).toBe(200);
    for (let i = 0; i < 8; i++) {
      const name = `Replica Estates ${i}`;
      const saved = await server.json<{ Slug: string }>('/api/Profiles/Save', bearer(me.token, visitor(jsonPost({ DisplayName: name, Bio: '', Public: true }))));
      expect(saved.status, saved.body.Message).toBe(200);
      // The write opens the window in a cookie, which the next request carries (to any instance).
      const cookie = /basera-rw=(\d+)/.exec(saved.res.headers.get('set-cookie') ?? '');
      expect(cookie, 'the write sets the read-your-writes cookie').not.toBeNull();
      const shown = await server.json<{ Name: string }>(`/api/Profiles/Agent?Slug=${saved.body.Data.Slug}`,
        bearer(me.token, visitor({ headers: { Cookie: `${READ_YOUR_WRITES_COOKIE}=${cookie![1]}` } })));
      expect(shown.body.Data.Name).toBe(name);
    }
    // Reads alone set no cookie, nor does a listing view's counter (bookkeeping no later read depends on).
    expect((await search()).res.headers.get('set-cookie') ?? '').not.toContain(READ_YOUR_WRITES_COOKIE);
    const [listing] = (await replicaAdmin.query<{ id: number }>(`SELECT id FROM properties WHERE status = 'Active' ORDER BY id LIMIT 1`)).rows;
    const viewed = await server.json('/api/Property/Events', visitor({
      method: 'POST', headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER },
      body: JSON.stringify({ DeviceId: 'replica-device-0123456789', Events: [{ PropertyId: Number(listing!.id), Kind: INSIGHT_EVENT_KINDS[0] }] }),
    }));
    expect(viewed.status, viewed.body.Message).toBe(200);
    expect(viewed.res.headers.get('set-cookie') ?? '').not.toContain(READ_YOUR_WRITES_COOKIE);
  }, 60_000);

  it('skips a replica whose replay falls behind, and uses it again once it catches up', async () => {
    await replicaAdmin.query('SELECT pg_wal_replay_pause()');
    try {
      const primary = new pg.Client({ connectionString: clusters.primary.url(DB) });
      await primary.connect();
      await primary.query('CREATE TABLE IF NOT EXISTS lag_probe (n int)');
      await primary.query('INSERT INTO lag_probe VALUES (1)');
      await primary.end();
      await until('the paused replica to be skipped as lagging', () => replicaState().reason === 'lagging', 5_000);
      const before = replicaState().reads;
      for (let i = 0; i < 5; i++) expect((await search()).status).toBe(200);
      expect(replicaState().reads).toBe(before);
    } finally {
      await replicaAdmin.query('SELECT pg_wal_replay_resume()');
    }
    await until('the replica to be used again', () => replicaState().usable, 5_000);
  }, 30_000);

  it('loses the replica under load without one failed request, then takes it back', async () => {
    // The profile changes above hold public reads on the primary for a window (a cache change).
    await until('public reads to reach the replica again', async () => {
      const before = replicaState().reads;
      await search();
      return replicaState().reads > before;
    }, 10_000);
    const [any] = (await search()).body.Data.Items;
    const reads: Array<() => Promise<Response>> = [
      () => server.fetch('/api/Property/SearchProperty', visitor(jsonPost({}))),
      () => server.fetch(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${any!.PropertyUrl}`, visitor()),
      () => server.fetch('/api/Home/NewlyAdded', visitor()),
      () => server.fetch('/api/Property/GetDropDownData', visitor()),
    ];
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const fallbacksBefore = replicaState().fallbacks;
    const worker = async (w: number) => {
      for (let i = 0; running; i++) {
        try {
          const res = await reads[(w + i) % reads.length]!();
          await res.arrayBuffer();
          if (res.status !== 200) failures.push(`${res.status} ${res.url}`);
          answered += 1;
        } catch (err) {
          failures.push(String(err));
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    const readsBefore = replicaState().reads;
    await new Promise((r) => setTimeout(r, 1500));
    const servedByReplica = replicaState().reads - readsBefore;
    clusters.replicas[0]!.kill();
    await new Promise((r) => setTimeout(r, 3000));
    running = false;
    await load;
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(40);
    expect(servedByReplica).toBeGreaterThan(0);
    expect(replicaState()).toMatchObject({ usable: false, reason: 'unreachable' });
    // Reads caught on the dying replica, if any were in flight at the kill, were answered again by the
    // primary (the failures above would show one that was not); the routing pool's unit tests make
    // that case on purpose.
    expect(replicaState().fallbacks).toBeGreaterThanOrEqual(fallbacksBefore);
    const metrics = await (await server.fetch('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toContain(`basera_db_replica_usable{replica="${replicaState().name}",reason="unreachable"} 0`);
    expect((await server.fetch('/readyz')).status).toBe(200);

    clusters.replicas[0]!.start();
    await until('the restarted replica to be in use again', () => replicaState().usable, 20_000);
    const after = replicaState().reads;
    expect((await search()).status).toBe(200);
    expect(replicaState().reads).toBeGreaterThan(after);
  }, 60_000);
});
