import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '../../../server/config.ts';
import { openDatabase, type Database } from '../../../server/db/connection.ts';
import { createApp } from '../../../server/app.ts';
import { createDeps, type AppDeps } from '../../../server/deps.ts';
import { jsonLogger } from '../../../server/log.ts';
import type { MailQueue } from '../../../server/mail/queue.ts';
import { freshDataDir, removeDir, TEST_PG_URL, templateDatabaseName, withDatabase } from './template.ts';

export interface TestServer {
  url: string;
  config: Config;
  database: Database;
  /** The server's log, one JSON object per line. */
  logs: string[];
  /** The server's mail queue, to send what is due without waiting for a worker. */
  mailQueue: MailQueue;
  /** Everything the app was built from, for work a test starts itself (a digest round). */
  deps: AppDeps;
  /**
   * Stops the server and closes its database, runs `between` (a command-line tool that needs the
   * database to itself, as PGlite does), then opens both again on the same address.
   */
  whileStopped(between: () => Promise<void> | void): Promise<void>;
  /** fetch against the server; `path` starts with /. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** fetch and parse the JSON envelope. */
  json<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: { IsSuccess: boolean; Message: string; Data: T }; res: Response }>;
  close(): Promise<void>;
}

/** A real HTTP server on a free port, on its own copy of the seeded template database. */
export async function startTestServer(opts: { clientDir?: string | null; rendererFile?: string; env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = freshDataDir('api');
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (TEST_PG_URL) {
    dbName = `basera_test_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
    const admin = await openDatabase({ databaseUrl: TEST_PG_URL, dataDir });
    await admin.exec(`CREATE DATABASE ${dbName} TEMPLATE ${templateDatabaseName()}`);
    await admin.close();
    databaseUrl = withDatabase(TEST_PG_URL, dbName);
  }
  // TRUST_PROXY lets a test act as many visitors (X-Forwarded-For) without tripping per-address limits.
  // A cheap password hash: the full cost (0.45 s of CPU each) would add minutes to a run.
  const config = loadConfig({
    DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', TRUST_PROXY: 'true',
    NODE_ENV: 'test', TEST_PASSWORD_HASH_COST: '10', ...opts.env,
  });
  let database = await openDatabase({ databaseUrl: config.databaseUrl, readUrls: config.databaseReadUrls, directUrl: config.databaseDirectUrl, dataDir: config.dataDir });
  const logs: string[] = [];
  let deps = createDeps(config, database, jsonLogger((line) => logs.push(line)));
  const listen = (port: number): Promise<ServerType> => {
    const app = createApp(deps, { clientDir: opts.clientDir ?? null, ...(opts.rendererFile ? { rendererFile: opts.rendererFile } : {}) });
    return new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
    });
  };
  let server = await listen(0);
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    config,
    get database() { return database; },
    logs,
    get mailQueue() { return deps.mailQueue; },
    get deps() { return deps; },
    async whileStopped(between) {
      (server as import('node:http').Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await between();
      database = await openDatabase({ databaseUrl: config.databaseUrl, readUrls: config.databaseReadUrls, directUrl: config.databaseDirectUrl, dataDir: config.dataDir });
      deps = createDeps(config, database, jsonLogger((line) => logs.push(line)));
      server = await listen(port);
    },
    fetch: (path, init) => fetch(url + path, init),
    async json(path, init) {
      const res = await fetch(url + path, init);
      const text = await res.text();
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        throw new Error(`Expected JSON from ${path} (${res.status}), got: ${text.slice(0, 200)}`);
      }
      return { status: res.status, body, res };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      if (TEST_PG_URL && dbName) {
        const admin = await openDatabase({ databaseUrl: TEST_PG_URL, dataDir });
        await admin.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.close();
      }
      removeDir(dataDir);
    },
  };
}

export const jsonPost = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
