import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this module whether it runs from source or from the bundle in build/. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const ROOT = findRoot();
export const MIGRATIONS_DIR = path.join(ROOT, 'server', 'db', 'migrations');
/** Images that ship with the product (logo, default avatar), addressed as upload "site/...". */
export const ASSETS_DIR = path.join(ROOT, 'assets');
export const CLIENT_DIST = path.join(ROOT, 'dist');
export const SSR_ENTRY = path.join(ROOT, 'build', 'ssr', 'entry-server.js');
/** This release (package.json), sent with every API answer so an installed app can tell it is older. */
export const APP_VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
