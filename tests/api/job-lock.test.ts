import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/connection.ts';
import { startTestServer, type TestServer } from './support/server.ts';

// Scheduled housekeeping runs once across the instances sharing a database.

let server: TestServer;
let other: Database | null = null;
beforeAll(async () => {
  server = await startTestServer();
  // A second instance's connection pool on the same PostgreSQL database (PGlite allows one process).
  if (server.config.databaseUrl) other = await openDatabase({ databaseUrl: server.config.databaseUrl, dataDir: server.config.dataDir });
});
afterAll(async () => {
  await other?.close();
  await server?.close();
});

const later = () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  return { gate, release };
};

describe('database.exclusive', () => {
  it('runs the work and says so', async () => {
    let ran = 0;
    expect(await server.database.exclusive('test: once', async () => { ran += 1; })).toBe(true);
    expect(ran).toBe(1);
  });

  it.runIf(process.env.TEST_PG_URL)('on PostgreSQL, a second instance skips work of the same name while the first runs it', async () => {
    const { gate, release } = later();
    let firstRan = false;
    const first = server.database.exclusive('test: sweep', async () => { firstRan = true; await gate; });
    await expect.poll(() => firstRan).toBe(true);
    let secondRan = false;
    expect(await other!.exclusive('test: sweep', async () => { secondRan = true; })).toBe(false);
    expect(secondRan).toBe(false);
    // Another job's name is not held up.
    expect(await other!.exclusive('test: another job', async () => undefined)).toBe(true);
    release();
    expect(await first).toBe(true);
    // Released when done: the next round may run anywhere.
    expect(await other!.exclusive('test: sweep', async () => { secondRan = true; })).toBe(true);
    expect(secondRan).toBe(true);
  });

  it.runIf(process.env.TEST_PG_URL)('releases the lock when the work fails, and returns its connection', async () => {
    await expect(server.database.exclusive('test: failing', async () => { throw new Error('sweep failed'); })).rejects.toThrow('sweep failed');
    expect(await other!.exclusive('test: failing', async () => undefined)).toBe(true);
    const use = server.database.connections();
    expect(use.total - (use.idle ?? 0)).toBe(0);
  });

  it.runIf(process.env.TEST_PG_URL)('with wait, a second instance waits for the first and then runs (start-up seeding)', async () => {
    const { gate, release } = later();
    const order: string[] = [];
    const first = server.database.exclusive('test: seed', async () => { order.push('first start'); await gate; order.push('first end'); }, { wait: true });
    await expect.poll(() => order.length).toBe(1);
    const second = other!.exclusive('test: seed', async () => { order.push('second'); }, { wait: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(order).toEqual(['first start']);
    release();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(order).toEqual(['first start', 'first end', 'second']);
  });
});
