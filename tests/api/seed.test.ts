/**
 * The bulk seed (10,000 listings or more: one transaction, secondary indexes rebuilt at the end, and
 * for a superuser replica mode, which skips triggers). What the triggers keep must still be kept.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { seedDemoCatalogue } from '../../server/seed/demo.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); }, 120_000);
afterAll(async () => { await server?.close(); });

describe('the bulk seed', () => {
  it('records the price every seeded public listing shows (listing_prices, migration 0023)', async () => {
    const result = await seedDemoCatalogue(server.database, { listings: 10_000, uploads: server.deps.uploads, seed: 7 });
    expect(result.listings).toBe(10_000);
    const [row] = await server.database.rows<{ public: number | string; recorded: number | string; wrong: number | string }>(sql`
      SELECT
        (SELECT count(*) FROM properties WHERE status = 'Active' AND deleted_at IS NULL) AS public,
        (SELECT count(*) FROM properties p JOIN listing_prices lp ON lp.property_id = p.id AND lp.price = p.price
           WHERE p.status = 'Active' AND p.deleted_at IS NULL) AS recorded,
        (SELECT count(*) FROM listing_prices lp JOIN properties p ON p.id = lp.property_id WHERE p.status <> 'Active') AS wrong`);
    expect(Number(row!.public)).toBeGreaterThan(9_000);
    expect(Number(row!.recorded)).toBe(Number(row!.public));
    expect(Number(row!.wrong)).toBe(0);
    // Each price was first asked when its listing was published, over the catalogue's months (the area
    // guides' trends), not all at the moment of seeding.
    const [dates] = await server.database.rows<{ off: number | string; months: number | string }>(sql`
      SELECT count(*) FILTER (WHERE lp.first_at <> p.published_at) AS off,
        count(DISTINCT date_trunc('month', lp.first_at)) AS months
      FROM listing_prices lp JOIN properties p ON p.id = lp.property_id`);
    expect(Number(dates!.off)).toBe(0);
    expect(Number(dates!.months)).toBeGreaterThanOrEqual(6);
  }, 240_000);
});
