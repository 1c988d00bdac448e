import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with one of OWASP's equivalent settings (N=2^15, r=8, p=3: 32 MiB per hash). Node has it
 * built in, so no native add-on is compiled at install time. Tests may lower N (config.ts,
 * TEST_PASSWORD_HASH_COST, refused outside NODE_ENV=test): one hash costs about 0.45 s of CPU, and
 * a test run makes hundreds.
 */
export const PASSWORD_HASH_LOG_N = 15;
const paramsFor = (logN: number) => ({ N: 2 ** logN, r: 8, p: 3 });
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, logN = PASSWORD_HASH_LOG_N): Promise<string> {
  const params = paramsFor(logN);
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Hashes no password matches, one per cost: verifying against one costs the same time as a real one. */
const dummyHashes = new Map<number, Promise<string>>();

export async function verifyPassword(password: string, stored: string | null, logN = PASSWORD_HASH_LOG_N): Promise<boolean> {
  let dummy = dummyHashes.get(logN);
  if (!dummy) dummyHashes.set(logN, dummy = hashPassword(randomBytes(16).toString('hex'), logN));
  const target = stored && stored.startsWith('scrypt$') ? stored : await dummy;
  const [, n, r, p, saltB64, keyB64] = target.split('$');
  const expected = Buffer.from(keyB64 ?? '', 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64 ?? '', 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  const same = expected.length === actual.length && timingSafeEqual(expected, actual);
  return same && target === stored;
}

/** An opaque secret for a URL or a bearer header (256 bits), and the digest we store instead. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Whether a presented secret (a metrics scraper's bearer token) is the configured one. Both are
 * hashed first so the comparison takes the same time whatever their lengths and wherever they differ.
 */
export function sameSecret(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
