import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { ApiPaths } from '../../src/contract/api-paths.ts';

const DAY = 86_400_000;
/** An owner's image link works this long; it is rounded to whole days so the address stays cacheable. */
const ACCESS_DAYS = 30;
const VISIBILITY_TTL_MS = 60_000;
const VISIBILITY_ENTRIES = 20_000;

export interface Visibility {
  /** An active (public) listing or a project shows the photo. */
  public: boolean;
  /** Accounts with a listing (any status, not deleted) that shows it, or that sent it for a photo check. */
  owners: number[];
}

/**
 * Image addresses in API answers, and who may load a listing photo.
 *
 * Answers carry image URLs that load (docs/product.md, section 3: "Images (urls)"), not store names.
 * A listing photo is served while an active listing or a project shows it; a pending, rejected or sold
 * listing's photos only to its owner, through links signed for that account: an <img>
 * cannot send the bearer token, so the owner's answers carry `access=<account>.<expiry>.<mac>`.
 * Demo pool art, site art and avatars stay public.
 */
export class ImageLinks {
  private secret: Promise<Buffer> | null = null;
  private readonly seen = new Map<string, { at: number; value: Visibility }>();
  /** Lookups in the photo-visibility cache since start (metrics). */
  readonly cacheCounts = { hits: 0, misses: 0 };

  constructor(private readonly publicUrl: string, private readonly database: Database) {}

  /** The image endpoint's address for an upload name ('' stays '', so "no photo" is still falsy). */
  url(upload: string | null | undefined, access?: string): string {
    if (!upload) return '';
    const q = new URLSearchParams({ upload });
    if (access) q.set('access', access);
    return `${this.publicUrl}/api/${ApiPaths.image}?${q}`;
  }

  /** The signed part of an owner's image links. */
  async accessFor(userId: number, now = Date.now()): Promise<string> {
    const expires = Math.ceil((now + ACCESS_DAYS * DAY) / DAY) * DAY / 1000;
    return `${userId}.${expires}.${await this.mac(`${userId}.${expires}`)}`;
  }

  /** The account an access value was signed for, or null when it is forged or expired. */
  async verify(access: string | undefined, now = Date.now()): Promise<number | null> {
    const m = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(access ?? '');
    if (!m) return null;
    if (Number(m[2]) * 1000 < now) return null;
    const expected = Buffer.from(await this.mac(`${m[1]}.${m[2]}`));
    const given = Buffer.from(m[3]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? Number(m[1]) : null;
  }

  /** Whether an upload needs the visibility check: listing photos that are not shared demo art. */
  static guarded(upload: string): boolean {
    return upload.startsWith('listings/') && !upload.startsWith('listings/pool/');
  }

  /** Who may see a listing photo; remembered a minute, forgotten at once when listings change. */
  async visibility(upload: string): Promise<Visibility> {
    const hit = this.seen.get(upload);
    if (hit && Date.now() - hit.at < VISIBILITY_TTL_MS) {
      this.cacheCounts.hits += 1;
      return hit.value;
    }
    this.cacheCounts.misses += 1;
    const rows = await this.database.rows<{ user_id: number | null; active: boolean }>(sql`
      SELECT p.user_id, (p.status = 'Active') AS active
      FROM property_images i JOIN properties p ON p.id = i.property_id
      WHERE i.file = ${upload} AND p.deleted_at IS NULL
      UNION ALL
      -- A "Photo-checked" request's photos: never public, seen by the account that sent them.
      SELECT c.user_id, false FROM photo_check_images ci JOIN photo_checks c ON c.id = ci.check_id
      WHERE ci.file = ${upload}
      UNION ALL
      -- A new project's photos: every project is public.
      SELECT NULL, true FROM projects WHERE photos @> jsonb_build_array(${upload}::text)`);
    const value: Visibility = {
      public: rows.some((r) => r.active),
      owners: [...new Set(rows.filter((r) => r.user_id !== null).map((r) => Number(r.user_id)))],
    };
    if (this.seen.size >= VISIBILITY_ENTRIES) this.seen.clear();
    this.seen.set(upload, { at: Date.now(), value });
    return value;
  }

  /** A listing changed status, photos or owner. */
  forget(): void {
    this.seen.clear();
  }

  private async mac(text: string): Promise<string> {
    return createHmac('sha256', await this.key()).update(text).digest('base64url');
  }

  private key(): Promise<Buffer> {
    this.secret ??= (async () => {
      const fresh = randomBytes(32).toString('base64url');
      await this.database.rows(sql`INSERT INTO server_secrets (name, value) VALUES ('image-access', ${fresh}) ON CONFLICT (name) DO NOTHING`);
      const [row] = await this.database.rows<{ value: string }>(sql`SELECT value FROM server_secrets WHERE name = 'image-access'`);
      return Buffer.from(row!.value, 'base64url');
    })();
    this.secret.catch(() => { this.secret = null; });
    return this.secret;
  }
}
