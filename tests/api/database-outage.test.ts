import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection.ts';
import { Messages } from '../../src/contract/messages.ts';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { visitor } from './support/accounts.ts';
import { freshDataDir, removeDir, TEST_PG_URL } from './support/template.ts';

/**
 * PostgreSQL gone for a while (a restart, a failover, connections refused): the API says "come back
 * in a few seconds" with 503 and Retry-After, not "something went wrong" with 500, /readyz turns red
 * so a balancer moves on, and both come back by themselves once the database does. PostgreSQL only:
 * the embedded database cannot go away under a running server.
 */
let server: TestServer;
const skip = !TEST_PG_URL;

beforeAll(async () => { if (!skip) server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

async function asAdmin(run: (exec: (sql: string) => Promise<void>) => Promise<void>): Promise<void> {
  const dataDir = freshDataDir('outage');
  const admin = await openDatabase({ databaseUrl: TEST_PG_URL, dataDir });
  try {
    await run((sql) => admin.exec(sql));
  } finally {
    await admin.close();
    removeDir(dataDir);
  }
}

describe.skipIf(skip)('a database outage', () => {
  it('answers 503 with Retry-After and turns /readyz red while PostgreSQL refuses connections, then recovers by itself', async () => {
    const dbName = new URL(server.config.databaseUrl!).pathname.slice(1);
    const login = () => server.json('/api/Account/Login', visitor(jsonPost({ UserName: 'nobody-here', Password: 'Not-the-password-1' })));
    expect((await login()).status).toBe(400);

    await asAdmin(async (exec) => {
      await exec(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
      await exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${dbName}' AND pid <> pg_backend_pid()`);
    });
    try {
      const down = await login();
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ IsSuccess: false, Message: Messages.unavailable });
      expect(down.res.headers.get('retry-after')).toBe('5');
      expect((await server.fetch('/readyz')).status).toBe(503);
      expect(server.logs.some((l) => l.includes('"msg":"database unavailable"'))).toBe(true);
      expect(server.logs.some((l) => l.includes('"msg":"request failed"'))).toBe(false);
    } finally {
      await asAdmin((exec) => exec(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`));
    }

    await expect.poll(async () => (await login()).status, { timeout: 15_000 }).toBe(400);
    await expect.poll(async () => (await server.fetch('/readyz')).status, { timeout: 15_000 }).toBe(200);
  }, 60_000);
});
