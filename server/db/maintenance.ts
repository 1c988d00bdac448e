import type { Database } from './connection.ts';

/**
 * Index-only scans (search counts and pages) need the visibility map that VACUUM keeps. PostgreSQL's
 * autovacuum does this by itself; PGlite runs no background workers, so the server does it: after a
 * seed, and now and then while it runs. On a mostly unchanged table it skips all-visible pages.
 */
export async function vacuumListings(database: Database): Promise<number> {
  const started = performance.now();
  await database.exec('VACUUM (ANALYZE) properties');
  await database.exec('VACUUM (ANALYZE) property_images');
  // Every card reads a listing's price history (CARD_JOINS): without statistics PostgreSQL guessed
  // thousands of rows per listing there and planned a 1.4 ms page at a cost that set off JIT.
  await database.exec('VACUUM (ANALYZE) listing_prices');
  return performance.now() - started;
}

export const PGLITE_VACUUM_INTERVAL_MS = 10 * 60_000;
