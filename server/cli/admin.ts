/**
 * `npm run admin -- grant <user name or e-mail>` / `npm run admin -- revoke <...>`: the only way to
 * make an account an admin or take the role away. Uses the server's configuration (DATA_DIR,
 * DATABASE_URL). PGlite's folder opens in one process only, so with PGlite the server must be
 * stopped; with PostgreSQL it may run, and the change applies to the admin's next request.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { runningPid } from '../db/lock.ts';
import { setAdminRole } from '../services/admin-roles.ts';

const USAGE = `usage: npm run admin -- grant <user name or e-mail>
       npm run admin -- revoke <user name or e-mail>`;

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const who = rest.join(' ').trim();
  if ((command !== 'grant' && command !== 'revoke') || !who) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = runningPid(config.dataDir);
    if (pid !== null) {
      console.error(`admin: the server (pid ${pid}) is using ${config.dataDir}. Stop it first: PGlite's database opens in one process at a time.`);
      return 1;
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, directUrl: config.databaseDirectUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const grant = command === 'grant';
    const result = await setAdminRole(database, who, grant, `command line (npm run admin -- ${command})`);
    if (result.outcome === 'not-found') {
      console.error(`admin: no account has the user name or e-mail "${who}".`);
      return 1;
    }
    const whom = `${result.userName} <${result.email}>`;
    if (result.outcome === 'unchanged') console.log(`admin: ${whom} ${grant ? 'is already an admin' : 'is not an admin'}; nothing changed.`);
    else console.log(`admin: ${whom} ${grant ? 'is now an admin' : 'is no longer an admin'}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (err: unknown) => {
    if (err instanceof ConfigError) console.error(`admin: configuration error: ${err.message}`);
    else console.error('admin: failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
