/**
 * Run by scripts/e2e-server.mjs before the server starts: the twelve G-13 houses of E2E_ASKING. The
 * database is prepared as the server would (migrations, reference data, demo catalogue) first, since
 * the demo seed only fills an empty catalogue.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../server/config.ts';
import { prepareDatabase } from '../../../server/bootstrap.ts';
import { insertListing } from '../../api/support/listings.ts';
import { E2E_ASKING } from '../asking-price-listings.ts';

const config = loadConfig();
const database = await prepareDatabase(config, (line) => console.log(`[e2e setup] ${line}`));
try {
  const [loc] = await database.rows<{ id: number; city_id: number }>(sql`SELECT id, city_id FROM locations WHERE name = ${E2E_ASKING.location}`);
  if (!loc) throw new Error(`no location ${E2E_ASKING.location}`);
  const publishedAt = new Date(Date.now() - 20 * 86_400_000);
  const house = { purposeId: 1, typeId: 1, cityId: Number(loc.city_id), locationId: Number(loc.id), publishedAt };
  // The one the journey opens: 1.76 Crore for 10 Marla.
  await insertListing(database, { ...house, title: E2E_ASKING.title, area: 10, areaUnitId: 1, price: 17_600_000 });
  // The others at 20 Lakh a Marla, in Marla and in Kanal (a Kanal is 20 Marla).
  for (let i = 1; i < E2E_ASKING.listings; i++) {
    const kanal = i % 3 === 0;
    await insertListing(database, { ...house, title: `House in ${E2E_ASKING.location} ${i}`, area: kanal ? 1 : 10, areaUnitId: kanal ? 2 : 1, price: kanal ? 40_000_000 : 20_000_000 });
  }
} finally {
  await database.close();
}
