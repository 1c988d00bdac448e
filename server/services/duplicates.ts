import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import { rowsOf } from '../db/connection.ts';
import { ApiError } from '../errors.ts';
import { normalisePhone } from '../../src/contract/phone.ts';
import { bandProbes, SAME_PHOTO_BITS } from '../images/fingerprint.ts';
import { EXPIRED } from '../../src/contract/freshness.ts';
import { DuplicateMessages, SAME_TEXT_SIMILARITY, TEXT_CANDIDATES, type ListingMatch, type OwnEarlierListing, type RelistResult } from '../../src/contract/duplicates.ts';

/** A listing a submission repeats. */
interface Found {
  id: number;
  userId: number | null;
  title: string;
  status: string;
  kind: 'photo' | 'text';
  sameOwner: boolean;
  /** Photos: the fewest differing bits; text: the similarity. */
  score: number;
  /** Photos: the closest pair. */
  file?: string;
  matchFile?: string;
}

/** A finding as the console reads it, with the photo files still to be signed. */
export type MatchRow = Omit<ListingMatch, 'Image' | 'MatchImage'> & { file: string | null; matchFile: string | null };

/** Who submits: an account, or an anonymous owner known by the address on the listing. */
export interface Submitter {
  userId: number | null;
  email: string;
}

/** Statuses a copy is compared with: what buyers see or may soon see. */
const OTHERS_STATUSES = ['Active', 'Pending'] as const;
/** The owner's own listings a second copy could have been a relist of. */
const OWN_STATUSES = ['Active', EXPIRED, 'Sold'] as const;

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const ints = (values: readonly number[]) => sql.raw(`ARRAY[${values.map((v) => Math.trunc(v)).join(',')}]::integer[]`);

/** The description as compared: lower case, letters only (prices and phone numbers are what a copier changes). */
const cleaned = (text: SQL) => sql`lower(regexp_replace(left(${text}, 4000), '[^[:alpha:]]+', ' ', 'g'))`;

/**
 * Catching copies at submission: photos by their perceptual fingerprints (found through the band
 * index, never by reading every photo), descriptions by trigram similarity among listings of the
 * same city and type, and the contact phone's live listings. A copy of another account's listing
 * is recorded for the admin, who sees both side by side before approving; the owner's own earlier
 * listing is offered back as a relist.
 */
export class DuplicateService {
  constructor(
    private readonly database: Database,
    /** Told after a relist changes what search shows. */
    private readonly onChange: () => void = () => undefined,
  ) {}

  /** Keeps the fingerprints of newly stored photos (a file already known keeps its own). */
  async remember(db: Db, prints: ReadonlyArray<{ file: string; fingerprint: bigint | null | undefined }>): Promise<void> {
    const known = prints.filter((p): p is { file: string; fingerprint: bigint } => typeof p.fingerprint === 'bigint');
    if (!known.length) return;
    await db.execute(sql`INSERT INTO photo_fingerprints (file, phash) VALUES
      ${sql.join(known.map((p) => sql`(${p.file}, ${p.fingerprint.toString()}::bigint)`), sql`, `)}
      ON CONFLICT (file) DO NOTHING`);
  }

  /**
   * Listings whose photos are the same photos as one fingerprint (within SAME_PHOTO_BITS), with the
   * fewest differing bits. The four band indexes are probed with 17 values each, and the candidates
   * are compared bit by bit inside the indexes.
   */
  async photoMatches(db: Db, fingerprint: bigint, exceptId: number | null, limit = 20): Promise<Array<{ id: number; userId: number | null; title: string; status: string; email: string; distance: number; file: string }>> {
    const rows = rowsOf<{ id: number; user_id: number | null; title: string; status: string; contact_email: string; distance: number; file: string }>(
      await db.execute(photoMatchesQuery(fingerprint, exceptId, limit)));
    return rows.map((r) => ({ id: Number(r.id), userId: r.user_id === null ? null : Number(r.user_id), title: r.title, status: r.status, email: r.contact_email, distance: Number(r.distance), file: r.file }));
  }

  /**
   * Listings whose description reads the same, cleaned: the latest TEXT_CANDIDATES of the same city
   * and type (one index range), and the owner's own listings wherever they are.
   */
  private async textMatches(db: Db, input: { description: string; cityId: number; typeId: number; exceptId: number | null; submitter: Submitter }): Promise<Found[]> {
    const mine = input.submitter.userId === null ? sql`false` : sql`p.user_id = ${input.submitter.userId}`;
    const rows = rowsOf<{ id: number; user_id: number | null; title: string; status: string; contact_email: string; score: number }>(await db.execute(sql`
      WITH candidates AS (
        (SELECT id FROM properties
          WHERE city_id = ${input.cityId} AND type_id = ${input.typeId} AND deleted_at IS NULL
          ORDER BY id DESC LIMIT ${TEXT_CANDIDATES})
        UNION
        (SELECT id FROM properties p WHERE ${mine} AND deleted_at IS NULL ORDER BY id DESC LIMIT ${TEXT_CANDIDATES})
      )
      SELECT p.id, p.user_id, p.title, p.status, p.contact_email, similarity(${cleaned(sql`p.description`)}, ${cleaned(sql`${input.description}`)}) AS score
      FROM candidates c JOIN properties p ON p.id = c.id
      WHERE p.id <> ${input.exceptId ?? 0} AND p.status IN (${list([...new Set([...OTHERS_STATUSES, ...OWN_STATUSES])])})
        AND similarity(${cleaned(sql`p.description`)}, ${cleaned(sql`${input.description}`)}) >= ${SAME_TEXT_SIMILARITY}
      ORDER BY score DESC, p.id DESC
      LIMIT 20`));
    return rows.map((r) => this.found({ id: r.id, userId: r.user_id, title: r.title, status: r.status, email: r.contact_email }, 'text', Number(r.score), input.submitter))
      .filter((f): f is Found => f !== null);
  }

  /** A row as a match, or null for a status that does not count for this owner. */
  private found(r: { id: number; userId: number | null; title: string; status: string; email: string }, kind: Found['kind'], score: number, who: Submitter): Found | null {
    const userId = r.userId === null ? null : Number(r.userId);
    const sameOwner = who.userId !== null
      ? userId === who.userId
      : userId === null && r.email.trim().toLowerCase() === who.email.trim().toLowerCase();
    const counts = sameOwner ? (OWN_STATUSES as readonly string[]).includes(r.status) : (OTHERS_STATUSES as readonly string[]).includes(r.status);
    return counts ? { id: Number(r.id), userId, title: r.title, status: r.status, kind, sameOwner, score } : null;
  }

  /**
   * Inside submit's transaction, after the listing's rows are written: what it repeats, recorded
   * for the admin (the previous findings of an edited listing are replaced). Answers the owner's
   * own earlier listing to offer as a relist, for a new listing by an account.
   */
  async check(db: Db, input: {
    propertyId: number; isNew: boolean; files: readonly string[]; description: string; cityId: number; typeId: number; submitter: Submitter;
    /** The mirror images' fingerprints of the photos just uploaded (images/fingerprint.ts): a flipped copy is a copy. */
    mirrors?: ReadonlyArray<{ file: string; fingerprint: bigint | null | undefined }>;
  }): Promise<OwnEarlierListing | null> {
    const found: Found[] = [];
    if (input.files.length) {
      const prints = rowsOf<{ file: string; phash: string }>(await db.execute(sql`
        SELECT file, phash::text AS phash FROM photo_fingerprints WHERE file IN (${list(input.files)})`));
      const mirrors = (input.mirrors ?? []).filter((m): m is { file: string; fingerprint: bigint } => typeof m.fingerprint === 'bigint' && input.files.includes(m.file));
      const lookups = [...prints.map(({ file, phash }) => ({ file, phash: BigInt(phash) })), ...mirrors.map(({ file, fingerprint }) => ({ file, phash: fingerprint }))];
      for (const { file, phash } of lookups) {
        for (const m of await this.photoMatches(db, phash, input.propertyId)) {
          const f = this.found(m, 'photo', m.distance, input.submitter);
          if (f) found.push({ ...f, file, matchFile: m.file });
        }
      }
    }
    found.push(...await this.textMatches(db, { description: input.description, cityId: input.cityId, typeId: input.typeId, exceptId: input.propertyId, submitter: input.submitter }));

    // One finding per listing and kind: the closest photo pair, the text's similarity.
    const best = new Map<string, Found>();
    for (const f of found) {
      const key = `${f.kind}:${f.id}`;
      const had = best.get(key);
      const closer = had === undefined || (f.kind === 'photo' ? f.score < had.score : f.score > had.score);
      if (closer) best.set(key, f);
    }
    await db.execute(sql`DELETE FROM listing_matches WHERE property_id = ${input.propertyId}`);
    if (best.size) {
      await db.execute(sql`INSERT INTO listing_matches (property_id, match_id, kind, same_owner, score, file, match_file) VALUES
        ${sql.join([...best.values()].map((f) => sql`(${input.propertyId}, ${f.id}, ${f.kind}, ${f.sameOwner}, ${f.score}, ${f.file ?? null}, ${f.matchFile ?? null})`), sql`, `)}`);
    }
    if (!input.isNew || input.submitter.userId === null) return null;
    // The owner's own listing the new one repeats, photos before text, the latest first.
    const own = [...best.values()].filter((f) => f.sameOwner)
      .sort((a, b) => (a.kind === b.kind ? b.id - a.id : a.kind === 'photo' ? -1 : 1))[0];
    return own ? { PropertyId: own.id, Title: own.title, Status: own.status } : null;
  }

  /** Whether a pending listing repeats another account's photos: then only the console may approve it, the comparison in view. */
  async copiesAnotherAccount(db: Db, propertyId: number): Promise<boolean> {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`
      SELECT count(*)::integer AS n FROM listing_matches WHERE property_id = ${propertyId} AND kind = 'photo' AND NOT same_owner`));
    return Number(row?.n ?? 0) > 0;
  }

  /** What each pending listing repeats, for the console: the other listing's first photo and owner. */
  async matchesOf(propertyIds: readonly number[]): Promise<Map<number, MatchRow[]>> {
    const out = new Map<number, MatchRow[]>();
    if (!propertyIds.length) return out;
    const rows = await this.database.rows<{
      property_id: number; match_id: number; kind: 'photo' | 'text'; same_owner: boolean; score: number;
      url: string; title: string; status: string; price: number; purpose: string | null; user_name: string | null; contact_full_name: string; cover_image: string | null; deleted_at: Date | string | null;
      file: string | null; match_file: string | null;
    }>(sql`
      SELECT m.property_id, m.match_id, m.kind, m.same_owner, m.score, m.file, m.match_file, p.url, p.title, p.status, p.price, (SELECT pu.name FROM purposes pu WHERE pu.id = p.purpose_id) AS purpose, u.user_name, p.contact_full_name, p.cover_image, p.deleted_at
      FROM listing_matches m JOIN properties p ON p.id = m.match_id LEFT JOIN users u ON u.id = p.user_id
      WHERE m.property_id IN (${sql.join(propertyIds.map((id) => sql`${id}`), sql`, `)})
      ORDER BY m.same_owner, m.kind, m.score, m.match_id DESC`);
    for (const r of rows) {
      const id = Number(r.property_id);
      const item = {
        PropertyId: Number(r.match_id), PropertyUrl: r.url, Title: r.title, Status: r.status, Price: Number(r.price), Purpose: r.purpose ?? '',
        Kind: r.kind, SameOwner: Boolean(r.same_owner), Score: Number(r.score), Deleted: r.deleted_at !== null,
        OwnerName: r.user_name ?? r.contact_full_name, file: r.file, matchFile: r.match_file ?? r.cover_image,
      };
      out.set(id, [...(out.get(id) ?? []), item]);
    }
    return out;
  }

  /**
   * Live listings behind each contact phone: the count the owner-or-agent trigger keeps (migration
   * 0033), by the number's national form, which is how listings store it.
   */
  async liveListingsPerPhone(phones: readonly string[]): Promise<Map<string, number>> {
    const keys = [...new Set(phones.map(normalisePhone).filter(Boolean))];
    const out = new Map<string, number>();
    if (!keys.length) return out;
    const rows = await this.database.rows<{ phone: string; live: number }>(sql`
      SELECT phone, live FROM phone_listings WHERE phone IN (${list(keys)})`);
    for (const r of rows) out.set(r.phone, Number(r.live));
    return new Map(phones.map((p) => [p, out.get(normalisePhone(p)) ?? 0]));
  }

  /**
   * 'Relist #123' instead of a second copy: the owner's earlier listing (live, expired or sold) is
   * live again with a fresh confirmation, and the copy just submitted, still pending, is withdrawn.
   */
  async relist(userId: number, input: { PropertyId: number; Withdraw: number | null }): Promise<{ result: RelistResult; title: string }> {
    const result = await this.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [old] = rowsOf<{ id: number; url: string; title: string }>(await db.execute(sql`
        UPDATE properties SET status = 'Active', confirmed_at = now(), freshness_reminded_at = NULL, updated_at = now()
        WHERE id = ${input.PropertyId} AND user_id = ${userId} AND deleted_at IS NULL AND status IN (${list(OWN_STATUSES)})
        RETURNING id, url, title`));
      if (!old) throw new ApiError(404, DuplicateMessages.notRelistable, 'PropertyId');
      if (input.Withdraw !== null) {
        const [gone] = rowsOf<{ id: number }>(await db.execute(sql`
          UPDATE properties SET deleted_at = now(), updated_at = now()
          WHERE id = ${input.Withdraw} AND id <> ${input.PropertyId} AND user_id = ${userId} AND status = 'Pending' AND deleted_at IS NULL
          RETURNING id`));
        if (!gone) throw new ApiError(404, DuplicateMessages.notWithdrawable, 'Withdraw');
      }
      return { result: { PropertyId: Number(old.id), PropertyUrl: old.url, Status: 'Active' }, title: old.title };
    });
    this.onChange();
    return result;
  }
}

/**
 * The statement behind DuplicateService.photoMatches (the bench times it as sent). The four band
 * indexes are probed with 17 values each and the candidates compared bit by bit inside them; only
 * the close ones are joined to their listings.
 */
export function photoMatchesQuery(fingerprint: bigint, exceptId: number | null, limit = 20): SQL {
  const [p0, p1, p2, p3] = bandProbes(fingerprint);
  const h = fingerprint.toString();
  // Each band's lookup is an index-only scan: the fingerprint is in the index (migration 0029),
  // so the candidates are compared there and only the few close ones are read from the table.
  const near = sql`bit_count((phash # ${h}::bigint)::bit(64)) <= ${SAME_PHOTO_BITS}`;
  return sql`
    WITH close AS MATERIALIZED (
      SELECT DISTINCT phash FROM (
        SELECT phash FROM photo_fingerprints WHERE band0 = ANY(${ints(p0)}) AND ${near}
        UNION ALL SELECT phash FROM photo_fingerprints WHERE band1 = ANY(${ints(p1)}) AND ${near}
        UNION ALL SELECT phash FROM photo_fingerprints WHERE band2 = ANY(${ints(p2)}) AND ${near}
        UNION ALL SELECT phash FROM photo_fingerprints WHERE band3 = ANY(${ints(p3)}) AND ${near}
      ) candidates
    ),
    near AS (
      SELECT f.file, bit_count((f.phash # ${h}::bigint)::bit(64))::integer AS distance
      FROM close c JOIN photo_fingerprints f ON f.band0 = ((c.phash >> 48) & 65535)::integer AND f.phash = c.phash
    )
    SELECT p.id, p.user_id, p.title, p.status, p.contact_email, min(n.distance)::integer AS distance,
      (array_agg(i.file ORDER BY n.distance, i.position))[1] AS file
    FROM near n
    JOIN property_images i ON i.file = n.file
    JOIN properties p ON p.id = i.property_id
    WHERE p.deleted_at IS NULL AND p.status IN (${list([...new Set([...OTHERS_STATUSES, ...OWN_STATUSES])])})
      AND p.id <> ${exceptId ?? 0}
    GROUP BY p.id
    ORDER BY min(n.distance), p.id DESC
    LIMIT ${limit}`;
}
