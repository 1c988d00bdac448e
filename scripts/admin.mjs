// npm run admin -- grant|revoke <user name or e-mail>: makes an account an admin or takes the role
// away. The work is server/cli/admin.ts, bundled here first (Node 20 cannot run TypeScript) so the
// command needs no earlier build. With PGlite stop the server first; with DATABASE_URL it may run.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'build', 'admin.js');
await build({
  entryPoints: [path.join(root, 'server', 'cli', 'admin.ts')],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
