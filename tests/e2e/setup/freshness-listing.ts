/**
 * Run by scripts/e2e-server.mjs before the server starts: an owner with a listing that left search
 * 50 days after its last confirmation, for the Renew journey. The sweep that
 * expires listings is tested through the API with a clock the tests move; a browser journey cannot
 * wait 45 days. The database is prepared as the server would (migrations, reference data, demo
 * catalogue) first, since the demo seed only fills an empty catalogue.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../server/config.ts';
import { prepareDatabase } from '../../../server/bootstrap.ts';
import { users } from '../../../server/db/schema.ts';
import { hashPassword } from '../../../server/services/crypto.ts';
import { insertListing } from '../../api/support/listings.ts';
import { E2E_FRESH_OWNER } from '../freshness-account.ts';

const config = loadConfig();
const database = await prepareDatabase(config, (line) => console.log(`[e2e setup] ${line}`));
try {
  const [owner] = await database.db.insert(users).values({
    firstName: 'Farah', lastName: 'Owner', userName: E2E_FRESH_OWNER.userName, email: E2E_FRESH_OWNER.email,
    passwordHash: await hashPassword(E2E_FRESH_OWNER.password, config.passwordHashLogN), emailConfirmedAt: new Date(),
  }).onConflictDoNothing().returning({ id: users.id });
  if (owner) {
    const day = 86_400_000;
    const listing = await insertListing(database, { title: E2E_FRESH_OWNER.title, userId: owner.id, publishedAt: new Date(Date.now() - 60 * day) });
    await database.rows(sql`UPDATE properties SET status = 'Expired', confirmed_at = now() - interval '50 days',
      freshness_reminded_at = now() - interval '20 days' WHERE id = ${listing.id}`);
  }
} finally {
  await database.close();
}
