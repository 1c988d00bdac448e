import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../server/paths.ts';

/** Where the migrated and seeded template lives for this test run. */
export const TEMPLATE_DIR = path.join(ROOT, '.tmp', 'api-template');
export const TEST_LISTINGS = 48;

/** When set (postgres://...), API tests run against PostgreSQL instead of PGlite. */
export const TEST_PG_URL = process.env.TEST_PG_URL || undefined;

/** One template per checkout, so two working trees can run the suite on one server at once. */
export function templateDatabaseName(): string {
  let h = 0;
  for (const ch of ROOT) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `basera_test_template_${h.toString(36)}`;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh data dir for one test server: a copy of the template's files (and PGlite database). */
export function freshDataDir(label: string): string {
  const dir = path.join(ROOT, '.tmp', 'api-runs', `${label}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  mkdirSync(path.dirname(dir), { recursive: true });
  if (!existsSync(TEMPLATE_DIR)) throw new Error('API test template missing: run through vitest --project api');
  cpSync(TEMPLATE_DIR, dir, { recursive: true });
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
