// Starts the built server for the end-to-end tests on a fresh, empty data dir.
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.E2E_DATA_DIR || '.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.ADMIN_EMAIL ||= 'admin@basera.test';
await import('../build/server.js');
