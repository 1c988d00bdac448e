/**
 * Run by scripts/e2e-server.mjs before the server starts: the admin journey's account, made as an
 * operator would have it (a confirmed account, then `npm run admin -- grant`, which the caller runs).
 * PGlite opens in one process at a time, so this cannot happen once the server holds the folder.
 */
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/connection.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { users } from '../../../server/db/schema.ts';
import { hashPassword } from '../../../server/services/crypto.ts';
import { E2E_ADMIN } from '../admin-account.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  await database.db.insert(users).values({
    firstName: 'Zainab', lastName: 'Admin', userName: E2E_ADMIN.userName, email: E2E_ADMIN.email,
    passwordHash: await hashPassword(E2E_ADMIN.password), emailConfirmedAt: new Date(),
  }).onConflictDoNothing();
} finally {
  await database.close();
}
