/**
 * Run by scripts/e2e-server.mjs before the server starts: the admin journey's account, made as an
 * operator would have it (a confirmed account, then `npm run admin -- grant`, which the caller runs),
 * and the month-old reporters whose reports can take a listing off the site.
 * PGlite opens in one process at a time, so this cannot happen once the server holds the folder.
 */
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/connection.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { users } from '../../../server/db/schema.ts';
import { hashPassword } from '../../../server/services/crypto.ts';
import { E2E_ADMIN, E2E_REPORTERS } from '../admin-account.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  await database.db.insert(users).values({
    firstName: 'Zainab', lastName: 'Admin', userName: E2E_ADMIN.userName, email: E2E_ADMIN.email,
    passwordHash: await hashPassword(E2E_ADMIN.password, config.passwordHashLogN), emailConfirmedAt: new Date(),
  }).onConflictDoNothing();
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  for (const r of E2E_REPORTERS) {
    await database.db.insert(users).values({
      firstName: r.firstName, lastName: 'Reporter', userName: r.userName, email: r.email,
      passwordHash: await hashPassword(r.password, config.passwordHashLogN), emailConfirmedAt: monthAgo, createdAt: monthAgo,
    }).onConflictDoNothing();
  }
} finally {
  await database.close();
}
