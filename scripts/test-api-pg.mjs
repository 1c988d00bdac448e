// Runs the API suite a second time against PostgreSQL when a server answers (TEST_PG_URL or the
// machine's local one on 127.0.0.1:5432); says so plainly when there is none.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const url = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { hostname, port } = new URL(url);

const reachable = await new Promise((resolve) => {
  const socket = net.connect({ host: hostname, port: Number(port || 5432) });
  socket.setTimeout(1500);
  socket.once('connect', () => { socket.destroy(); resolve(true); });
  socket.once('timeout', () => { socket.destroy(); resolve(false); });
  socket.once('error', () => resolve(false));
});

if (!reachable) {
  console.log(`PostgreSQL not reachable at ${hostname}:${port || 5432}: API tests ran on PGlite only.`);
  process.exit(0);
}
console.log(`API tests again on PostgreSQL at ${hostname}:${port || 5432}`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_PG_URL: url },
});
process.exit(run.status ?? 1);
