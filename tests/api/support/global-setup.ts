import { rmSync, mkdirSync } from 'node:fs';
import { loadConfig } from '../../../server/config.ts';
import { prepareDatabase } from '../../../server/bootstrap.ts';
import { openDatabase } from '../../../server/db/connection.ts';
import { TEMPLATE_DIR, TEST_LISTINGS, TEST_PG_URL, templateDatabaseName, withDatabase } from './template.ts';

/**
 * Builds one migrated, seeded database per run (PGlite initdb takes seconds); every test file then
 * starts from a copy of it: a copied data dir for PGlite, CREATE DATABASE ... TEMPLATE for PostgreSQL.
 */
export default async function setup() {
  const started = Date.now();
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  let databaseUrl: string | undefined;
  if (TEST_PG_URL) {
    const admin = await openDatabase({ databaseUrl: TEST_PG_URL, dataDir: TEMPLATE_DIR });
    const name = templateDatabaseName();
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${name}`);
    await admin.close();
    databaseUrl = withDatabase(TEST_PG_URL, name);
  }
  const config = loadConfig({
    DATA_DIR: TEMPLATE_DIR,
    DATABASE_URL: databaseUrl,
    SEED_DEMO_LISTINGS: String(TEST_LISTINGS),
  });
  const database = await prepareDatabase(config, () => undefined);
  await database.close();
  console.log(`api test template (${TEST_PG_URL ? 'postgres' : 'pglite'}) ready in ${Date.now() - started} ms`);
}
