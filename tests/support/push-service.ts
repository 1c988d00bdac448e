import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service (FCM, Mozilla's autopush): the third party of web push.
 * It speaks the real protocol and checks what a real one checks, so a push that gets through here
 * would get through there:
 * - RFC 8292 (VAPID): an `Authorization: vapid t=<JWT>, k=<key>` header whose ES256 JWT is signed by
 *   that key, for this service's origin (`aud`), not expiring beyond 24 hours, with a contact (`sub`);
 * - RFC 8030: a TTL header; 201 Created for a push taken, 404 or 410 for a subscription gone;
 * - RFC 8291 (aes128gcm): the body decrypts with the browser's own private key and auth secret, the
 *   way only that browser could.
 * Each subscription it hands out belongs to a pretend browser holding those keys.
 */
export interface ReceivedPush {
  browser: string;
  payload: unknown;
  ttl: number;
  vapidKey: string;
}

export interface StandInSubscription {
  Endpoint: string;
  Keys: { P256dh: string; Auth: string };
}

export class StandInPushService {
  readonly received: ReceivedPush[] = [];
  /** Requests refused, and why: a correct sender leaves this empty. */
  readonly refused: string[] = [];
  /** Browsers that dropped their subscription: answered 410 Gone. */
  readonly gone = new Set<string>();
  private readonly browsers = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  private constructor(private readonly server: http.Server, readonly origin: string) {}

  static async start(): Promise<StandInPushService> {
    const ready: { service?: StandInPushService } = {};
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const { status, why } = ready.service!.take(req, Buffer.concat(chunks));
        if (why) ready.service!.refused.push(why);
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ready.service = new StandInPushService(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return ready.service;
  }

  /** A new pretend browser's subscription, as PushSubscription.toJSON() gives it, in the API's names. */
  subscribe(): StandInSubscription & { browser: string } {
    const browser = crypto.randomBytes(8).toString('hex');
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    this.browsers.set(browser, { ecdh, auth });
    return {
      browser,
      Endpoint: `${this.origin}/push/${browser}`,
      Keys: { P256dh: ecdh.getPublicKey().toString('base64url'), Auth: auth.toString('base64url') },
    };
  }

  to(browser: string): ReceivedPush[] {
    return this.received.filter((p) => p.browser === browser);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private take(req: http.IncomingMessage, body: Buffer): { status: number; why?: string } {
    const browser = /^\/push\/([0-9a-f]+)$/.exec(req.url ?? '')?.[1];
    const keys = browser ? this.browsers.get(browser) : undefined;
    if (req.method !== 'POST' || !browser || !keys) return { status: 404, why: `no such subscription: ${req.method} ${req.url}` };
    if (this.gone.has(browser)) return { status: 410 };
    const ttl = Number(req.headers.ttl);
    if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) return { status: 400, why: 'no TTL header' };
    if (req.headers['content-encoding'] !== 'aes128gcm') return { status: 415, why: `content-encoding ${req.headers['content-encoding']}` };
    const vapid = this.checkVapid(String(req.headers.authorization ?? ''));
    if ('why' in vapid) return { status: 403, why: vapid.why };
    let payload: unknown;
    try {
      payload = JSON.parse(decrypt(body, keys.ecdh, keys.auth).toString('utf8'));
    } catch (err) {
      return { status: 400, why: `payload does not decrypt: ${(err as Error).message}` };
    }
    this.received.push({ browser, payload, ttl, vapidKey: vapid.key });
    return { status: 201 };
  }

  private checkVapid(header: string): { key: string } | { why: string } {
    const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header);
    if (!m) return { why: `Authorization is not VAPID: ${header.slice(0, 40)}` };
    const [token, key] = [m[1]!, m[2]!];
    const [head, claims, signature] = token.split('.') as [string, string, string];
    const raw = Buffer.from(key, 'base64url');
    if (raw.length !== 65 || raw[0] !== 4) return { why: 'k is not a P-256 public key' };
    const publicKey = crypto.createPublicKey({
      format: 'jwk',
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    });
    const signed = crypto.verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    if (!signed) return { why: 'JWT signature does not verify with k' };
    const h = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
    const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
    const now = Date.now() / 1000;
    if (h.alg !== 'ES256') return { why: `alg ${h.alg}` };
    if (c.aud !== this.origin) return { why: `aud ${c.aud} is not ${this.origin}` };
    if (!c.exp || c.exp <= now || c.exp > now + 24 * 3600) return { why: `exp ${c.exp} is not within 24 hours` };
    if (!/^(mailto:|https:)/.test(c.sub ?? '')) return { why: `sub ${c.sub}` };
    return { key };
  }
}

/** RFC 8291 and RFC 8188: one aes128gcm record, decrypted with the browser's keys. */
function decrypt(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
