import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { prepareDatabase } from '../../server/bootstrap.ts';
import type { SearchResult } from '../../src/contract/types.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { pgbouncerBin, pgClusterSkipReason, startPgbouncer, startPrimaryWithReplicas, type PgClusterSet, type Pgbouncer } from './support/pg-cluster.ts';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { freshDataDir, removeDir, TEST_LISTINGS } from './support/template.ts';

/**
 * Two instances whose DATABASE_URL is PgBouncer in transaction mode (a server connection per
 * transaction, so no session state survives between statements) and whose DATABASE_DIRECT_URL is
 * the primary itself, for what needs a session: LISTEN (cache changes between instances) and the
 * job locks. The test runs its own primary and its own pgbouncer.
 */
const skipReason = pgClusterSkipReason() ?? (pgbouncerBin() ? null : 'pgbouncer is not installed (Debian package pgbouncer)');
if (skipReason) console.log(`pgbouncer.test.ts skipped: ${skipReason}`);

const DB = 'basera';
let clusters: PgClusterSet;
let bouncer: Pgbouncer;
let a: TestServer;
let b: TestServer;

const until = async (what: string, check: () => Promise<boolean> | boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe.skipIf(skipReason !== null)('behind PgBouncer in transaction mode', () => {
  beforeAll(async () => {
    clusters = await startPrimaryWithReplicas('replica-bouncer', 0, [5445, 5449]);
    const admin = new pg.Client({ connectionString: clusters.primary.url() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DB}`);
    await admin.end();
    bouncer = await startPgbouncer('replica', clusters.primary, DB, [4730, 4739]);
    const env = { DATABASE_URL: bouncer.url(DB), DATABASE_DIRECT_URL: clusters.primary.url(DB) };
    // Migrations and the seed go through the pooler too (the seed's lock through the direct address).
    const seedDir = freshDataDir('bouncer-seed');
    const seeded = await prepareDatabase(loadConfig({ DATA_DIR: seedDir, ...env, SEED_DEMO_LISTINGS: String(TEST_LISTINGS) }), () => undefined);
    await seeded.close();
    removeDir(seedDir);
    a = await startTestServer({ env });
    b = await startTestServer({ env });
    await Promise.all([a.deps.cacheBus.start(), b.deps.cacheBus.start()]);
  }, 180_000);

  afterAll(async () => {
    try {
      await Promise.all([a?.deps.cacheBus.stop(), b?.deps.cacheBus.stop()]);
      await a?.close();
      await b?.close();
    } finally {
      bouncer?.stop();
      clusters?.remove();
    }
  });

  it('serves reads, sign-ups and transactions through the pooler, many at once on four server connections', async () => {
    // Its admin console says which mode it pools in.
    const console_ = new pg.Client({ connectionString: bouncer.url('pgbouncer') });
    await console_.connect();
    const config = (await console_.query<{ key: string; value: string }>('SHOW CONFIG')).rows;
    await console_.end();
    expect(config.find((r) => r.key === 'pool_mode')?.value).toBe('transaction');
    const searches = await Promise.all(Array.from({ length: 24 }, () => a.json<SearchResult>('/api/Property/SearchProperty', visitor(jsonPost({})))));
    expect(searches.map((s) => s.status)).toEqual(searches.map(() => 200));
    expect(searches[0]!.body.Data.Items.length).toBeGreaterThan(0);
    const people = await Promise.all([registeredUser(a, 'bouncer'), registeredUser(b, 'bouncer'), registeredUser(a, 'bouncer')]);
    // A profile page is a poster's (a listing or an agency): the second makes an agency.
    const agency = await b.json('/api/Agencies/Save', bearer(people[1]!.token, visitor(jsonPost({ Name: 'Pooled Agency', Address: '1 Mall Road, Lahore', Description: 'Houses.' }))));
    expect(agency.status, agency.body.Message).toBe(200);
    const saved = await Promise.all(people.map((p, i) => a.json<{ Slug: string }>('/api/Profiles/Save',
      bearer(p.token, visitor(jsonPost({ DisplayName: `Pooled Estates ${i}`, Bio: '', Public: true }))))));
    expect(saved.map((s) => s.status)).toEqual([200, 200, 200]);
    const shown = await b.json<{ Name: string }>(`/api/Profiles/Agent?Slug=${saved[1]!.body.Data.Slug}`, visitor());
    expect(shown.body.Data.Name).toBe('Pooled Estates 1');
    // Every connection the app made for these went through pgbouncer.
    expect(bouncer.log()).toMatch(/login attempt: db=basera user=postgres/);
  }, 60_000);

  it('carries cache changes between instances: LISTEN holds on the direct connection', async () => {
    expect(a.deps.cacheBus.listening && b.deps.cacheBus.listening).toBe(true);
    const before = b.deps.cacheBus.received;
    const me = await registeredUser(a, 'bouncerbus');
    // A profile's name is shown on listing cards: saving it is a listings change, announced to B.
    const saved = await a.json('/api/Profiles/Save', bearer(me.token, visitor(jsonPost({ DisplayName: 'Announced Estates', Bio: '', Public: true }))));
    expect(saved.status).toBe(200);
    await until('instance B to hear the change', () => b.deps.cacheBus.received > before);
  }, 30_000);

  it('runs a scheduled job once across instances: the job lock holds on the direct connection', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    let started = false;
    const first = a.database.exclusive('test: pooled sweep', async () => { started = true; await gate; });
    try {
      await until('the first instance to hold the lock', () => started);
      // Meanwhile statements of both instances pass through the same few pooled server connections.
      await Promise.all(Array.from({ length: 8 }, () => b.json('/api/Property/GetDropDownData', visitor())));
      expect(await b.database.exclusive('test: pooled sweep', async () => undefined)).toBe(false);
    } finally {
      release();
    }
    expect(await first).toBe(true);
    expect(await b.database.exclusive('test: pooled sweep', async () => undefined)).toBe(true);
  }, 30_000);
});
