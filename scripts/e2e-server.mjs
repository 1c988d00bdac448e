// Starts the built server for the end-to-end tests on a fresh, empty data dir.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';

const dataDir = path.resolve(process.env.E2E_DATA_DIR || '.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.ADMIN_EMAIL ||= 'admin@basera.test';

// The admin console's journey needs an admin: an account, then the real `npm run admin -- grant`.
// Both before the server starts, as PGlite opens in one process at a time.
const setup = path.resolve('.tmp/e2e-admin-account.mjs');
// The freshness journey's owner and expired listing (it prepares the database, demo seed included).
const freshness = path.resolve('.tmp/e2e-freshness-listing.mjs');
// Twelve houses in one location, for the listing page's asking-price comparison.
const asking = path.resolve('.tmp/e2e-asking-price-listings.mjs');
// A listing whose price was cut days ago, for the price-cut journey.
const priceCut = path.resolve('.tmp/e2e-price-cut-listing.mjs');
for (const [entry, outfile] of [['tests/e2e/setup/admin-account.ts', setup], ['tests/e2e/setup/freshness-listing.ts', freshness], ['tests/e2e/setup/asking-price-listings.ts', asking], ['tests/e2e/setup/price-cut-listing.ts', priceCut]]) {
  await build({
    entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm',
    target: 'node20', packages: 'external', logLevel: 'warning',
  });
}
for (const args of [[setup], [freshness], [asking], [priceCut], ['scripts/admin.mjs', 'grant', 'e2eadmin']]) {
  const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
await import('../build/server.js');
