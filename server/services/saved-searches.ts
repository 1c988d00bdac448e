import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database, Db } from '../db/connection.ts';
import { ApiError } from '../errors.ts';
import type { Log } from '../log.ts';
import { everyInterval, type StopJob } from '../jobs.ts';
import type { MailQueue } from '../mail/queue.ts';
import { alertConfirmationMail, alertMail, alertPush, type AlertProject } from '../mail/templates.ts';
import { mailboxOf } from '../mail/mailbox.ts';
import { mailAreaPreference } from './accounts.ts';
import { asLocale, type Locale } from '../../src/contract/locale.ts';
import type { PushService } from '../push/service.ts';
import type { Config } from '../config.ts';
import { digest, newSecret } from './crypto.ts';
import type { RateLimiter } from './rate-limit.ts';
import { bodyOf, type ListingReadService } from './listings-read.ts';
import { SearchSchema, type SavedSearchByEmailInput, type SavedSearchSaveInput } from '../../src/contract/schemas.ts';
import type { SavedSearchItem } from '../../src/contract/types.ts';
import { projectsFilterOf } from '../../src/contract/project-filter.ts';
import { projectMatch } from './projects.ts';

/** A digest lists at most this many listings, then links to all the results. */
export const DIGEST_MAX = 14;
/**
 * A project counts as new for alerts this long after it was added: past a weekly digest's week with
 * room to spare, so a search turned off for months is not sent every project of the meantime.
 */
export const NEW_PROJECT_DAYS = 14;
const SAVED_PER_ACCOUNT = 50;
const SAVES_PER_ACCOUNT = { max: 120, windowSeconds: 60 * 60 } as const;
/** Without an account each save mails a confirmation: few per sender, fewer per recipient. */
const SAVES_BY_EMAIL_PER_ADDRESS = { max: 10, windowSeconds: 60 * 60 } as const;
const SAVES_BY_EMAIL_PER_RECIPIENT = { max: 5, windowSeconds: 24 * 60 * 60 } as const;
/** A confirmation link works this long; an unconfirmed search is then forgotten. */
const CONFIRM_DAYS = 7;

interface SearchRow {
  id: number;
  user_id: number | null;
  name: string;
  criteria: unknown;
  frequency: 'Instant' | 'Daily' | 'Weekly' | 'Off';
  email: boolean;
  push: boolean;
  unsubscribe_key: string;
  created_at: Date | string;
  first_name: string;
  user_email: string;
  language: string;
  /** The account's area preference (migration 0038); NULL without an account or a choice. */
  area_unit: string | null;
  marla_size: number | string | null;
}

/**
 * Saved searches in the account and their alerts. Matching happens when a
 * listing becomes Active, once per saved search: the pair (search, listing) is a primary key, so a
 * listing approved again after an edit, or a second server doing the same work, alerts nobody twice.
 * Instant alerts are queued with that row; Daily and Weekly ones wait for the digest round.
 */
export class SavedSearchService {
  constructor(
    private readonly database: Database,
    private readonly config: Config,
    private readonly listings: ListingReadService,
    private readonly mail: MailQueue,
    private readonly push: PushService,
    private readonly limiter: RateLimiter,
    private readonly log: Log,
  ) {}

  async list(userId: number): Promise<SavedSearchItem[]> {
    const rows = await this.database.rows<SearchRow>(sql`
      SELECT id, name, criteria, frequency, email, push, created_at FROM saved_searches WHERE user_id = ${userId} ORDER BY id DESC`);
    return rows.map((r) => ({
      Id: Number(r.id), Name: r.name, Criteria: r.criteria as SavedSearchItem['Criteria'], Frequency: r.frequency, Email: r.email, Push: r.push,
      CreatedAt: new Date(r.created_at).toISOString(),
    }));
  }

  async save(userId: number, input: SavedSearchSaveInput): Promise<SavedSearchItem> {
    await this.limiter.hit(SAVES_PER_ACCOUNT, `saved-search:acct:${userId}`);
    const [n] = await this.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM saved_searches WHERE user_id = ${userId}`);
    if ((n?.n ?? 0) >= SAVED_PER_ACCOUNT) throw new ApiError(400, `At most ${SAVED_PER_ACCOUNT} searches can be saved.`, 'Name');
    const criteria = bodyOf(input.Criteria);
    const [row] = await this.database.rows<{ id: number }>(sql`
      INSERT INTO saved_searches (user_id, name, criteria, frequency, email, push, unsubscribe_key)
      VALUES (${userId}, ${input.Name}, ${JSON.stringify(criteria)}::jsonb, ${input.Frequency}, ${input.Email}, ${input.Push}, ${newSecret()})
      RETURNING id`);
    return (await this.list(userId)).find((s) => s.Id === Number(row!.id))!;
  }

  /**
   * Without an account: kept for the address, and a confirmation mailed to it. Until
   * its link is used the search alerts nobody, so nobody can sign someone else up for mail.
   */
  async saveForAddress(input: SavedSearchByEmailInput, ip: string, language: Locale = 'en'): Promise<void> {
    const to = input.EmailAddress.toLowerCase();
    await this.limiter.hit(SAVES_BY_EMAIL_PER_ADDRESS, `saved-search:ip:${ip}`);
    // Per inbox: `stranger+2@…` is the same stranger.
    await this.limiter.hit(SAVES_BY_EMAIL_PER_RECIPIENT, `saved-search:to:${mailboxOf(to)}`);
    const [n] = await this.database.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM saved_searches WHERE user_id IS NULL AND lower(email_address) = ${to}`);
    if ((n?.n ?? 0) >= SAVED_PER_ACCOUNT) throw new ApiError(400, `At most ${SAVED_PER_ACCOUNT} searches can be saved.`, 'Name');
    const key = newSecret();
    const mailId = await this.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await db.execute(sql`
        INSERT INTO saved_searches (user_id, email_address, confirm_key_hash, name, criteria, frequency, email, unsubscribe_key, language)
        VALUES (NULL, ${input.EmailAddress}, ${digest(key)}, ${input.Name}, ${JSON.stringify(bodyOf(input.Criteria))}::jsonb,
          ${input.Frequency}, true, ${newSecret()}, ${language})`);
      return this.mail.enqueue(db, alertConfirmationMail(this.config, { to: input.EmailAddress, key, language }));
    });
    await this.mail.sendNow([mailId]);
  }

  /** The confirmation link's button: from now on the search alerts its address. */
  async confirmAddress(key: string): Promise<string | null> {
    const [row] = await this.database.rows<{ name: string }>(sql`
      UPDATE saved_searches SET confirmed_at = now(), confirm_key_hash = NULL, last_digest_at = now()
      WHERE confirm_key_hash = ${digest(key)} AND created_at > now() - make_interval(days => ${CONFIRM_DAYS})
      RETURNING name`);
    return row?.name ?? null;
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.database.rows(sql`DELETE FROM saved_searches WHERE id = ${id} AND user_id = ${userId}`);
  }

  /** The one-click stop from an alert mail: no login, the key is the permission. */
  async unsubscribe(key: string): Promise<string | null> {
    const [row] = await this.database.rows<{ name: string }>(sql`
      UPDATE saved_searches SET frequency = 'Off' WHERE unsubscribe_key = ${key} RETURNING name`);
    return row?.name ?? null;
  }

  private async searches(where: ReturnType<typeof sql>): Promise<SearchRow[]> {
    return this.database.rows<SearchRow>(sql`
      SELECT s.id, s.user_id, s.name, s.criteria, s.frequency, s.email, s.push AND s.user_id IS NOT NULL AS push,
        s.unsubscribe_key, s.created_at, COALESCE(u.first_name, '') AS first_name, COALESCE(u.email, s.email_address) AS user_email,
        COALESCE(u.language, s.language) AS language, u.area_unit, u.marla_size
      FROM saved_searches s LEFT JOIN users u ON u.id = s.user_id
      WHERE s.frequency <> 'Off' AND (s.email OR s.push) AND (s.user_id IS NOT NULL OR s.confirmed_at IS NOT NULL) AND ${where}`);
  }

  /**
   * A listing has just become Active: every saved search whose results it joins gets it once.
   * Each search is checked with the search's own reading of its criteria. At a few thousand saved
   * searches this is a few thousand indexed one-row queries per approval; past that, the criteria
   * would need an inverted index of their own.
   */
  async listingPublished(propertyId: number): Promise<number> {
    let alerted = 0;
    const [found] = await this.database.rows<{ title: string; url: string; price: number; purpose: string; area: number; area_unit: string }>(sql`
      SELECT p.title, p.url, p.price, pu.name AS purpose, p.area, au.name AS area_unit
      FROM properties p JOIN purposes pu ON pu.id = p.purpose_id JOIN area_units au ON au.id = p.area_unit_id WHERE p.id = ${propertyId}`);
    const listing = found && { title: found.title, url: found.url, price: found.price, purpose: found.purpose, area: Number(found.area), areaUnit: found.area_unit };
    if (!listing) return 0;
    for (const s of await this.searches(sql`true`)) {
      const parsed = v.safeParse(SearchSchema, s.criteria);
      if (!parsed.success || !(await this.listings.matches(parsed.output, propertyId))) continue;
      const queued = await this.database.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const inserted = await db.execute(sql`
          INSERT INTO saved_search_alerts (saved_search_id, property_id, mailed_at)
          VALUES (${s.id}, ${propertyId}, ${s.frequency === 'Instant' ? sql`now()` : null})
          ON CONFLICT DO NOTHING RETURNING property_id`);
        const rows = (inserted as unknown as { rows?: unknown[] }).rows ?? (inserted as unknown as unknown[]);
        if (!rows.length) return null; // alerted before, for this very listing
        alerted += 1;
        if (s.frequency !== 'Instant') return null;
        const price = Number(listing.price);
        return {
          mails: s.email ? [await this.mail.enqueue(db, alertMail(this.config, {
            to: s.user_email, firstName: s.first_name, searchName: s.name, listings: [{ ...listing, price }], more: 0,
            criteria: s.criteria as Record<string, unknown>, unsubscribeKey: s.unsubscribe_key, language: asLocale(s.language),
            areaPreference: mailAreaPreference(s.area_unit, s.marla_size),
          }))] : [],
          pushes: s.push ? await this.push.enqueue(db, Number(s.user_id), alertPush(asLocale(s.language), {
            searchId: s.id, searchName: s.name, listings: [{ ...listing, price }], more: 0, criteria: s.criteria as Record<string, unknown>,
          })) : [],
        };
      });
      if (queued) {
        await this.mail.sendNow(queued.mails);
        await this.push.sendNow(queued.pushes);
      }
    }
    return alerted;
  }

  /**
   * The new projects a search has not been told of, claimed for the mail being queued in `db`: the
   * projects list's own rule (projectMatch) on what the search asks for, among the projects added
   * in the last NEW_PROJECT_DAYS and after the search was saved. Each (search, project) pair is a row
   * of saved_search_projects, written here with the mail, so a project is named once per search.
   *
   * Why a table and not "created after the search's last alert": a project saved in a transaction
   * that began before a round but committed after it carries the earlier time, and would be missed
   * for good; Instant searches have no digest time at all; and a project moved to another city is new
   * there. The pair's primary key also makes a second instance's round name nobody twice.
   */
  private async claimNewProjects(db: Db, s: SearchRow): Promise<AlertProject[]> {
    const parsed = v.safeParse(SearchSchema, s.criteria);
    const filter = parsed.success ? projectsFilterOf(parsed.output) : null;
    if (!filter) return [];
    const { where } = projectMatch({
      City: filter.City ?? 0, Type: filter.Type ?? 0, MinPrice: filter.MinPrice ?? 0, MaxPrice: filter.MaxPrice ?? 0,
      Instalments: false, Possession: '', Page: 1, Locations: filter.Locations ?? [], Words: filter.Words ?? '',
    });
    const result = await db.execute(sql`
      WITH named AS (
        INSERT INTO saved_search_projects (saved_search_id, project_id)
        SELECT ${s.id}, pr.id FROM projects pr
        WHERE ${where} AND pr.created_at > ${sql`now() - make_interval(days => ${NEW_PROJECT_DAYS})`}
          AND pr.created_at > (SELECT created_at FROM saved_searches WHERE id = ${s.id})
        ON CONFLICT DO NOTHING
        RETURNING project_id)
      SELECT pr.name, pr.slug, c.name AS city, pr.price_min, pr.price_max
      FROM named JOIN projects pr ON pr.id = named.project_id JOIN cities c ON c.id = pr.city_id
      ORDER BY pr.created_at DESC, pr.id DESC`);
    const rows = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Array<{
      name: string; slug: string; city: string; price_min: number | string; price_max: number | string;
    }>;
    return rows.map((r) => ({ name: r.name, slug: r.slug, city: r.city, priceMin: Number(r.price_min), priceMax: Number(r.price_max) }));
  }

  /**
   * Daily and weekly digests that are due: up to 14 listings each, then a link to all the results,
   * and the new projects in the search's place. An Instant search's listings went at once; its new
   * projects go in the next round, alone. A mail is sent when it has listings or projects to name.
   */
  async sendDigests(): Promise<number> {
    let sent = 0;
    // Searches saved for an address that never confirmed them are forgotten with their link.
    await this.database.rows(sql`
      DELETE FROM saved_searches WHERE user_id IS NULL AND confirmed_at IS NULL
        AND created_at <= now() - make_interval(days => ${CONFIRM_DAYS})`);
    // Projects are mailed only (a push names listings). This is a first sieve, in SQL over the stored
    // criteria: a search for sale or any purpose, with a project it was not told of in its city (or,
    // without a city, with places or words to match); claimNewProjects applies the full rule.
    const newProject = sql`s.email AND COALESCE(s.criteria->>'Purpose', '') <> '2' AND EXISTS (
      SELECT 1 FROM projects pr
      WHERE pr.created_at > now() - make_interval(days => ${NEW_PROJECT_DAYS}) AND pr.created_at > s.created_at
        AND (pr.city_id::text = s.criteria->>'City'
          OR (COALESCE(s.criteria->>'City', '0') = '0'
            AND (COALESCE(s.criteria->>'Keywords', '') <> '' OR COALESCE(s.criteria->>'Location', '[]') <> '[]')))
        AND NOT EXISTS (SELECT 1 FROM saved_search_projects sp WHERE sp.saved_search_id = s.id AND sp.project_id = pr.id))`;
    const digestDue = sql`((s.frequency = 'Daily' AND s.last_digest_at <= now() - interval '1 day')
      OR (s.frequency = 'Weekly' AND s.last_digest_at <= now() - interval '7 days'))`;
    const due = await this.searches(sql`(
      (${digestDue} AND (EXISTS (SELECT 1 FROM saved_search_alerts a WHERE a.saved_search_id = s.id AND a.mailed_at IS NULL) OR ${newProject}))
      OR (s.frequency = 'Instant' AND ${newProject}))`);
    for (const s of due) {
      const queued = await this.database.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const criteria = s.criteria as Record<string, unknown>;
        let live: Array<{ title: string; url: string; price: number; purpose: string; area: number; area_unit: string; published_at: Date | string | null }> = [];
        let marked = 0;
        if (s.frequency !== 'Instant') {
          const result = await db.execute(sql`
            UPDATE saved_search_alerts a SET mailed_at = now()
            FROM properties p JOIN purposes pu ON pu.id = p.purpose_id JOIN area_units au ON au.id = p.area_unit_id
            WHERE a.saved_search_id = ${s.id} AND a.mailed_at IS NULL AND p.id = a.property_id
            RETURNING p.title, p.url, p.price, pu.name AS purpose, p.area, au.name AS area_unit, p.status, p.deleted_at, p.published_at`);
          const rows = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Array<{
            title: string; url: string; price: number; purpose: string; area: number; area_unit: string;
            status: string; deleted_at: unknown; published_at: Date | string | null;
          }>;
          marked = rows.length;
          // Only what is still on the market, newest first.
          live = rows.filter((r) => r.status === 'Active' && !r.deleted_at)
            .sort((a, b) => String(b.published_at).localeCompare(String(a.published_at)));
        }
        const projects = s.email ? await this.claimNewProjects(db, s) : [];
        // A round that found nothing for the search (a new project of another type in its city) does
        // not start its day or week again.
        if (s.frequency !== 'Instant' && (marked || projects.length)) await db.execute(sql`UPDATE saved_searches SET last_digest_at = now() WHERE id = ${s.id}`);
        if (!live.length && !projects.length) return null;
        const listed = live.slice(0, DIGEST_MAX).map((r) => ({
          title: r.title, url: r.url, price: Number(r.price), purpose: r.purpose, area: Number(r.area), areaUnit: r.area_unit,
        }));
        const more = Math.max(0, live.length - DIGEST_MAX);
        return {
          mails: s.email ? [await this.mail.enqueue(db, alertMail(this.config, {
            to: s.user_email, firstName: s.first_name, searchName: s.name, listings: listed, more,
            criteria, unsubscribeKey: s.unsubscribe_key, language: asLocale(s.language),
            areaPreference: mailAreaPreference(s.area_unit, s.marla_size), projects,
          }))] : [],
          pushes: s.push && listed.length ? await this.push.enqueue(db, Number(s.user_id), alertPush(asLocale(s.language), {
            searchId: s.id, searchName: s.name, listings: listed, more, criteria,
          })) : [],
        };
      });
      if (queued) {
        await this.mail.sendNow(queued.mails);
        await this.push.sendNow(queued.pushes);
        sent += 1;
      }
    }
    return sent;
  }

  /**
   * Runs the digest round now and then; one round at a time, and in one instance at a time: a
   * second would find every alert already marked mailed, after waiting on the first one's row locks.
   */
  start(intervalMs = 10 * 60_000): StopJob {
    return everyInterval(intervalMs, 'digest round', () => this.database.exclusive('saved-search digests', () => this.sendDigests()), this.log);
  }
}
