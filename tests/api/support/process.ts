/**
 * For tests that run the server as a real process (crash, shutdown, readiness): the server bundled
 * from source into a scratch folder, a free port, and on PostgreSQL a database of its own made from
 * the migrated template, dropped afterwards.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { openDatabase } from '../../../server/db/connection.ts';
import { ROOT } from '../../../server/paths.ts';
import { removeDir, TEST_PG_URL, templateDatabaseName, withDatabase } from './template.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)); });
  });
}

/**
 * Bundles server/main.ts (or another server entry, such as server/prepare.ts) to
 * `.tmp/<label>-build-<pid>/<entry's name>.js`; `remove` deletes the folder.
 */
export async function bundleServer(label: string, entry = 'server/main.ts'): Promise<{ file: string; remove: () => void }> {
  const name = path.basename(entry, '.ts') === 'main' ? 'server' : path.basename(entry, '.ts');
  const file = path.join(ROOT, '.tmp', `${label}-build-${process.pid}`, `${name}.js`);
  mkdirSync(path.dirname(file), { recursive: true });
  await build({ entryPoints: [path.join(ROOT, entry)], outfile: file, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
  return { file, remove: () => removeDir(path.dirname(file)) };
}

/**
 * Bundles server/main.ts into a folder of its own that the bundle takes for the repository root (it
 * looks for the nearest package.json): the real migrations and site art, and the built client given
 * as `dist` (relative path to contents), so a test can serve files of its own without `npm run build`.
 * Returns the folder, the bundle and `remove`.
 */
export async function bundleSite(label: string, dist: Record<string, string>): Promise<{ root: string; file: string; remove: () => void }> {
  const root = path.join(ROOT, '.tmp', `${label}-site-${process.pid}`);
  const file = path.join(root, 'build', 'server.js');
  mkdirSync(path.join(root, 'server', 'db'), { recursive: true });
  writeFileSync(path.join(root, 'package.json'), '{"type":"module"}');
  symlinkSync(path.join(ROOT, 'server', 'db', 'migrations'), path.join(root, 'server', 'db', 'migrations'));
  symlinkSync(path.join(ROOT, 'assets'), path.join(root, 'assets'));
  for (const [rel, text] of Object.entries(dist)) {
    mkdirSync(path.dirname(path.join(root, 'dist', rel)), { recursive: true });
    writeFileSync(path.join(root, 'dist', rel), text);
  }
  await build({ entryPoints: [path.join(ROOT, 'server/main.ts')], outfile: file, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
  return { root, file, remove: () => removeDir(root) };
}

/**
 * On PostgreSQL (TEST_PG_URL), a fresh database from the template for one test file; on PGlite,
 * no URL (the process uses its DATA_DIR). `drop` removes it, closing any connection left.
 */
export async function scratchDatabase(label: string, dataDir: string): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (!TEST_PG_URL) return { url: undefined, drop: async () => undefined };
  const pgUrl = TEST_PG_URL;
  const name = `basera_${label}_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ databaseUrl: pgUrl, dataDir });
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName()}`);
  await admin.close();
  return {
    url: withDatabase(pgUrl, name),
    drop: async () => {
      const again = await openDatabase({ databaseUrl: pgUrl, dataDir });
      await again.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.close();
    },
  };
}
