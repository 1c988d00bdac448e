// Runs every benchmark in turn; each prints its own figures. Build first (npm run build).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('build/server.js') || !existsSync('dist/index.html')) {
  console.error('Build first: npm run build');
  process.exit(1);
}
for (const script of ['bench/startup.mjs', 'bench/size.mjs', 'bench/first-visit.mjs', 'bench/search.mjs', 'bench/load.mjs', 'bench/lighthouse.mjs', 'bench/tiles.mjs']) {
  console.log(`\n== ${script}`);
  const run = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
