// npm run restore -- FILE: puts a backup made by `npm run backup` back under DATA_DIR. What was
// there is moved aside to DATA_DIR/pre-restore-<time>/, never deleted. The server must be stopped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR || './data');
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore -- backups/basera-YYYYMMDD-HHMMSS.tar.gz');
  process.exit(2);
}
try {
  const pid = Number(readFileSync(path.join(dataDir, 'server.pid'), 'utf8'));
  process.kill(pid, 0);
  console.error(`The server (pid ${pid}) is using ${dataDir}. Stop it first.`);
  process.exit(1);
} catch {
  // No live server.
}
const list = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' });
if (list.status !== 0) {
  console.error(`${file} is not a readable backup.`);
  process.exit(1);
}
const parts = [...new Set(list.stdout.split('\n').map((l) => l.split('/')[0]).filter((p) => p === 'db' || p === 'uploads'))];
if (!parts.length) {
  console.error(`${file} holds neither db/ nor uploads/.`);
  process.exit(1);
}
mkdirSync(dataDir, { recursive: true });
const aside = path.join(dataDir, `pre-restore-${Date.now()}`);
for (const part of parts) {
  if (existsSync(path.join(dataDir, part))) {
    mkdirSync(aside, { recursive: true });
    renameSync(path.join(dataDir, part), path.join(aside, part));
  }
}
const tar = spawnSync('tar', ['-xzf', file, '-C', dataDir], { stdio: 'inherit' });
if (tar.status !== 0) process.exit(tar.status ?? 1);
console.log(`restored ${parts.join(', ')} into ${dataDir}${existsSync(aside) ? `; the previous files are in ${aside}` : ''}`);
