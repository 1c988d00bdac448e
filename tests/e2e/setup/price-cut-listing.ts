/**
 * Run by scripts/e2e-server.mjs before the server starts: the price-cut journey's listing
 * (tests/e2e/price-cut-listing.ts), its two public prices dated as an owner's edit would leave them.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../server/config.ts';
import { prepareDatabase } from '../../../server/bootstrap.ts';
import { insertListing } from '../../api/support/listings.ts';
import { E2E_PRICE_CUT } from '../price-cut-listing.ts';

const config = loadConfig();
const database = await prepareDatabase(config, (line) => console.log(`[e2e setup] ${line}`));
try {
  const day = 86_400_000;
  const { id } = await insertListing(database, {
    title: E2E_PRICE_CUT.title, cityId: 6, purposeId: 1, typeId: 1, area: 10, areaUnitId: 1, price: E2E_PRICE_CUT.was,
    publishedAt: new Date(Date.now() - 40 * day),
  });
  await database.rows(sql`UPDATE listing_prices SET first_at = now() - interval '40 days' WHERE property_id = ${id}`);
  await database.rows(sql`UPDATE properties SET price = ${E2E_PRICE_CUT.now} WHERE id = ${id}`);
  await database.rows(sql`UPDATE listing_prices SET first_at = now() - interval '5 days' WHERE property_id = ${id} AND price = ${E2E_PRICE_CUT.now}`);
} finally {
  await database.close();
}
