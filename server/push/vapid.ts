import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import type { Log } from '../log.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE = 'vapid-keys.json';

/**
 * The VAPID key pair that signs our pushes: from configuration, else the pair kept
 * in DATA_DIR, else a new pair written there on first start. Browsers subscribe with the public key,
 * so it must stay the same for as long as their subscriptions live: several servers need the same
 * pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a shared DATA_DIR).
 */
export function loadVapidKeys(config: Config, log: Log): VapidKeys {
  if (config.vapid) return config.vapid;
  const file = path.join(config.dataDir, FILE);
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string') return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file} cannot be read: ${(err as Error).message}`, { cause: err });
  }
  const made = webpush.generateVAPIDKeys();
  fs.mkdirSync(config.dataDir, { recursive: true });
  // 'wx': two processes starting together keep one pair, the first one written.
  try {
    fs.writeFileSync(file, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
    log(`made web-push VAPID keys in ${file}`);
    if (config.databaseUrl) log('several servers must share one VAPID key pair: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY', { level: 'warn' });
    return made;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return loadVapidKeys(config, log);
    throw err;
  }
}
