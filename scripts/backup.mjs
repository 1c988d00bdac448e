// npm run backup [-- --out FILE]: a .tar.gz of what lives under DATA_DIR: the embedded database
// (without DATABASE_URL) and the uploads (without S3_BUCKET). The server must be stopped (PGlite's
// files are only consistent then). With DATABASE_URL, pg_dump backs the database up (see README);
// with S3_BUCKET the photos live in the bucket and are protected there (versioning, replication),
// not copied by this script: the archive then holds the embedded database only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR || './data');
const outArg = process.argv.indexOf('--out');
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-');
const out = path.resolve(outArg > 0 ? process.argv[outArg + 1] : path.join('backups', `basera-${stamp}.tar.gz`));

function running() {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'server.pid'), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

const pid = running();
if (pid) {
  console.error(`The server (pid ${pid}) is using ${dataDir}. Stop it first: a copy of a running PGlite database is not consistent.`);
  process.exit(1);
}
const bucket = process.env.S3_BUCKET ? `s3://${process.env.S3_BUCKET}/${process.env.S3_PREFIX ?? ''}uploads/` : null;
const bucketNote = bucket
  ? `Photos live in ${bucket} (S3_BUCKET), not in this archive: protect them with the bucket's versioning and replication, or copy them with the store's own tools (see README, Backups).`
  : null;
const parts = [...(bucket ? [] : ['uploads']), ...(process.env.DATABASE_URL ? [] : ['db'])].filter((p) => existsSync(path.join(dataDir, p)));
if (!parts.length) {
  if (bucket && process.env.DATABASE_URL) {
    console.error('Nothing for this script to back up: the database is PostgreSQL (back it up with pg_dump, see README).');
    console.error(bucketNote);
  } else {
    console.error(`Nothing to back up in ${dataDir}.`);
  }
  process.exit(1);
}
mkdirSync(path.dirname(out), { recursive: true });
const tar = spawnSync('tar', ['-czf', out, '-C', dataDir, ...parts], { stdio: 'inherit' });
if (tar.status !== 0) process.exit(tar.status ?? 1);
console.log(`backup written: ${out} (${parts.join(', ')})`);
if (process.env.DATABASE_URL) console.log('The database is PostgreSQL: back it up with pg_dump (see README).');
if (bucketNote) console.log(bucketNote);
