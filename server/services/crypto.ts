import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with one of OWASP's equivalent settings (N=2^15, r=8, p=3: 32 MiB per hash). Node has it
 * built in, so no native add-on is compiled at install time.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A hash no password matches: verifying against it costs the same time as a real one. */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const target = stored && stored.startsWith('scrypt$') ? stored : await (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
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
