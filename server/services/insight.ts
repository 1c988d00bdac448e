import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { ApiError } from '../errors.ts';
import { Messages } from '../../src/contract/messages.ts';
import {
  EVENT_MAX_AGE_DAYS, INSIGHT_SERIES_DAYS, type CountedKind, type EventsResult, type InsightAnswer, type PropertyEventsInput,
} from '../../src/contract/insight.ts';
import type { InsightCounts } from '../../src/contract/insight.ts';
import { addDays, buildInsight, pktDay, pktDayStart, type CountRow } from '../../src/lib/insight.ts';
import type { RateLimiter } from './rate-limit.ts';

/**
 * A page view and a tap or two per listing seen: a person browsing sends a few batches a minute at
 * most, but Pakistan's mobile networks put many phones behind one address (carrier NAT), so the
 * bound is generous. The per-device dedupe is what keeps the counts honest; this bounds the rows.
 */
const limits = { perAddress: { max: 600, windowSeconds: 60 * 60 } } as const;

/**
 * Crawlers, link previews, headless browsers, monitoring and HTTP libraries: none is a person
 * looking at a home. Only what names itself is caught; a bot that pretends to be a browser and runs
 * the page's script counts once a day per listing, like any device.
 */
const BOT_UA = /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|whatsapp\/|telegram|headlesschrome|phantomjs|lighthouse|pagespeed|gtmetrix|pingdom|uptime|curl\/|wget\/|python|go-http-client|java\/|okhttp|axios|node-fetch|undici|^node$|^$/i;

export function isBot(userAgent: string | undefined): boolean {
  return BOT_UA.test((userAgent ?? '').trim());
}

const KIND_OF_EVENT: Record<CountedKind, keyof InsightCounts> = { view: 'Views', reveal: 'Reveals', call: 'Calls', whatsapp: 'WhatsApp' };

interface CountedRow {
  propertyId: number;
  day: string;
  kind: CountedKind;
  viewer: string;
}

interface Visitor {
  /** The signed-in account, if any: its own listings are never counted. */
  userId: number | null;
  ip: string;
  userAgent: string | undefined;
}

/** Owner insight: visitors' events in, daily counts out. */
export class InsightService {
  /** Tests move the clock to try the windows and the purge. */
  now: () => Date = () => new Date();
  /** Day -> that day's key, as stored; a day's key never changes once made. */
  private readonly salts = new Map<string, string>();

  constructor(private readonly database: Database, private readonly limiter: RateLimiter) {}

  /** The day's hashing key, made by whichever instance needs it first. */
  private async saltFor(day: string): Promise<string> {
    const kept = this.salts.get(day);
    if (kept) return kept;
    await this.database.rows(sql`INSERT INTO insight_salts (day, salt) VALUES (${day}::date, ${randomBytes(32).toString('base64url')}) ON CONFLICT (day) DO NOTHING`);
    const [row] = await this.database.rows<{ salt: string }>(sql`SELECT salt FROM insight_salts WHERE day = ${day}::date`);
    if (!row) throw new Error(`no insight salt for ${day}`);
    this.salts.set(day, row.salt);
    return row.salt;
  }

  /**
   * Counts a batch of one device's events. Each (device, listing, kind) counts once per day: the
   * device is kept only as a keyed hash under that day's salt, so a retry, a reload or a second tap
   * adds nothing. Events of bots, of the listing's owner, for listings not on the site, and older
   * than EVENT_MAX_AGE_DAYS are received and not counted; nothing about the visitor is stored.
   */
  async record(input: PropertyEventsInput, visitor: Visitor): Promise<EventsResult> {
    // The bucket is named by a hash of the address: the rate-limit table keeps no visitor's address for insight.
    await this.limiter.hit(limits.perAddress, `events:ip:${createHash('sha256').update(visitor.ip).digest('base64url').slice(0, 22)}`);
    const result = { Received: input.Events.length };
    if (isBot(visitor.userAgent)) return result;
    const now = this.now();
    const today = pktDay(now);
    const oldest = addDays(today, -(EVENT_MAX_AGE_DAYS - 1));
    const ids = [...new Set(input.Events.map((e) => e.PropertyId))];
    const live = await this.database.rows<{ id: number; user_id: number | null }>(sql`
      SELECT id, user_id FROM properties
      WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND status = 'Active' AND deleted_at IS NULL`);
    const countable = new Set(live.filter((p) => visitor.userId === null || Number(p.user_id) !== visitor.userId).map((p) => Number(p.id)));
    const rows = new Map<string, CountedRow>();
    for (const event of input.Events) {
      if (!countable.has(event.PropertyId)) continue;
      // A device's clock may run ahead; an event is never counted on a day that has not come.
      const at = event.At ? new Date(Math.min(Date.parse(event.At), now.getTime())) : now;
      const day = pktDay(at);
      if (day < oldest) continue;
      const viewer = await this.viewerHash(day, input.DeviceId, event.PropertyId, event.Kind);
      rows.set(`${day} ${viewer}`, { propertyId: event.PropertyId, day, kind: event.Kind, viewer });
    }
    await this.count([...rows.values()]);
    return result;
  }

  /**
   * Counts a phone number shown (Property/RevealPhone) for the listing's owner, once per viewer,
   * listing and day like a tap. The caller has checked the listing is live and the viewer is
   * neither its owner nor an admin; `viewer` is the device id, else the account or address.
   */
  async countReveal(propertyId: number, viewer: string, userAgent: string | undefined): Promise<void> {
    if (isBot(userAgent)) return;
    const day = pktDay(this.now());
    await this.count([{ propertyId, day, kind: 'reveal', viewer: await this.viewerHash(day, viewer, propertyId, 'reveal') }]);
  }

  /** The keyed hash that stands for one viewer's one kind of event on one listing that day. */
  private async viewerHash(day: string, viewer: string, propertyId: number, kind: CountedKind): Promise<string> {
    return createHmac('sha256', await this.saltFor(day)).update(`${viewer}\n${propertyId}\n${kind}`).digest('base64url');
  }

  /** Adds rows to the daily counters, each only if its hash was not seen that day. */
  private async count(rows: readonly CountedRow[]): Promise<void> {
    if (!rows.length) return;
    const values = sql.join(rows.map((r) => sql`(${r.propertyId}::bigint, ${r.day}::date, ${r.kind}::text, ${r.viewer}::text)`), sql`, `);
    // One statement: the hashes not seen before are inserted, and only those add to the counters.
    await this.database.rows(sql`
      WITH input (property_id, day, kind, viewer) AS (VALUES ${values}),
      fresh AS (
        INSERT INTO insight_seen (day, viewer) SELECT day, viewer FROM input
        ON CONFLICT DO NOTHING RETURNING day, viewer
      )
      INSERT INTO listing_daily_counts (property_id, day, kind, count)
      SELECT i.property_id, i.day, i.kind, count(*)::int FROM input i JOIN fresh f ON f.day = i.day AND f.viewer = i.viewer
      GROUP BY i.property_id, i.day, i.kind
      ORDER BY i.property_id, i.day, i.kind
      ON CONFLICT (property_id, day, kind) DO UPDATE SET count = listing_daily_counts.count + EXCLUDED.count`);
  }

  /**
   * The owner's figures for each of their listings (or the one asked for): the daily series and the
   * 7- and 30-day totals. Another account's listing is answered as not found, never as forbidden,
   * so an id tells nobody whether it exists.
   */
  async forOwner(userId: number, propertyId?: number): Promise<InsightAnswer> {
    const today = pktDay(this.now());
    const listings = await this.database.rows<{ id: number }>(sql`
      SELECT id FROM properties WHERE user_id = ${userId} AND deleted_at IS NULL
      ${propertyId === undefined ? sql`` : sql`AND id = ${propertyId}`}
      ORDER BY id DESC`);
    if (propertyId !== undefined && !listings.length) throw new ApiError(404, Messages.editNotFound, 'PropertyId');
    const ids = listings.map((l) => Number(l.id));
    if (!ids.length) return { Today: today, Listings: [] };
    const first = addDays(today, -(INSIGHT_SERIES_DAYS - 1));
    const from = pktDayStart(first).toISOString();
    const until = pktDayStart(addDays(today, 1)).toISOString();
    const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `);
    // Stored timestamps become Pakistani days the same way pktDay does: UTC plus five hours.
    const dayOf = (column: string) => sql.raw(`((${column} AT TIME ZONE 'UTC') + interval '5 hours')::date::text`);
    const stored = (table: string, kind: keyof InsightCounts) => sql`
      SELECT property_id, ${dayOf('created_at')} AS day, ${kind}::text AS kind, count(*)::int AS count FROM ${sql.raw(table)}
      WHERE property_id IN (${idList}) AND created_at >= ${from}::timestamptz AND created_at < ${until}::timestamptz
      GROUP BY 1, 2`;
    const rows = await this.database.rows<{ property_id: number; day: string; kind: string; count: number }>(sql`
      SELECT property_id, day::text AS day, kind, count FROM listing_daily_counts
      WHERE property_id IN (${idList}) AND day >= ${first}::date AND day <= ${today}::date
      UNION ALL ${stored('enquiries', 'Enquiries')}
      UNION ALL ${stored('favourites', 'Favourites')}
      UNION ALL ${stored('saved_search_alerts', 'Matches')}`);
    const counted: CountRow[] = rows.map((r) => ({
      propertyId: Number(r.property_id), day: r.day, count: Number(r.count),
      kind: KIND_OF_EVENT[r.kind as CountedKind] ?? (r.kind as keyof InsightCounts),
    }));
    return { Today: today, Listings: buildInsight(ids, counted, today) };
  }

  /**
   * Housekeeping: forgets the dedupe hashes and the keys of days no event may still be counted on.
   * After this nothing links a stored figure to any device.
   */
  async purge(): Promise<number> {
    const keepFrom = addDays(pktDay(this.now()), -(EVENT_MAX_AGE_DAYS - 1));
    const gone = await this.database.rows<{ day: string }>(sql`DELETE FROM insight_salts WHERE day < ${keepFrom}::date RETURNING day::text AS day`);
    await this.database.rows(sql`DELETE FROM insight_seen WHERE day < ${keepFrom}::date`);
    for (const { day } of gone) this.salts.delete(day);
    for (const day of [...this.salts.keys()]) if (day < keepFrom) this.salts.delete(day);
    return gone.length;
  }
}
