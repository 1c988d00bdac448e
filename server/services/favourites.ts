import { asLocale } from '../../src/contract/locale.ts';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import type { Config } from '../config.ts';
import type { MailQueue } from '../mail/queue.ts';
import { favouriteMail } from '../mail/templates.ts';
import { ApiError } from '../errors.ts';
import type { ImageLinks } from '../images/links.ts';
import type { ReferenceService } from './reference.ts';
import type { RateLimiter } from './rate-limit.ts';
import { Limits } from '../../src/contract/constants.ts';
import type { FavouritesMergeInput } from '../../src/contract/schemas.ts';
import type { FavouriteItem, FavouriteStatus, PushPayload } from '../../src/contract/types.ts';
import { formatPrice, priceInWords } from '../../src/lib/price.ts';
import type { PushService } from '../push/service.ts';
import { newSecret } from './crypto.ts';
import { mapPinOf } from './listing-cards.ts';

/** A heart tapped on and off is cheap, but a script saving every listing is not a house hunt. */
const SETS_PER_ACCOUNT = { max: 600, windowSeconds: 60 * 60 } as const;

interface Row {
  id: number;
  url: string;
  title: string;
  price: number;
  saved_price: number;
  area: number;
  area_unit_id: number;
  purpose_id: number;
  type_id: number;
  city_id: number;
  location_id: number | null;
  cover_image: string | null;
  map_lat: number | null;
  map_lng: number | null;
  map_precision: number | null;
  status: string;
  deleted: boolean;
  created_at: Date | string;
}

/**
 * A signed-in person's favourites. Saving is idempotent (one row per person and
 * listing), so the outbox may send a toggle twice; merging a device's favourites at login is a union.
 * A favourite outlives its listing's sale or removal and says what became of it.
 */
export class FavouriteService {
  constructor(
    private readonly database: Database,
    private readonly reference: ReferenceService,
    private readonly links: ImageLinks,
    private readonly limiter: RateLimiter,
    private readonly mail: MailQueue,
    private readonly push: PushService,
    private readonly config: Config,
  ) {}

  async list(userId: number): Promise<FavouriteItem[]> {
    const rows = await this.database.rows<Row>(sql`
      SELECT p.id, p.url, p.title, p.price, f.saved_price, p.area, p.area_unit_id, p.purpose_id, p.type_id, p.city_id,
        p.location_id, p.cover_image, p.status, (p.deleted_at IS NOT NULL) AS deleted, f.created_at,
        p.map_lat, p.map_lng, p.map_precision
      FROM favourites f JOIN properties p ON p.id = f.property_id
      WHERE f.user_id = ${userId}
      ORDER BY f.created_at DESC, p.id DESC`);
    const names = await this.reference.names();
    const name = (m: Map<number, string>, id: number | null) => (id === null ? '' : m.get(Number(id)) ?? '');
    return rows.map((r) => {
      const status: FavouriteStatus = r.deleted ? 'Removed' : r.status === 'Active' ? 'Active' : r.status === 'Sold' ? 'Sold' : 'Removed';
      // A listing off the site may be an edit waiting for review: its words and price are not public,
      // so a removed favourite keeps only what its keeper saw (the price) and what kind of place it was
      // (the type and purpose, which the dialog of a report or an edit rarely changes).
      const shown = status !== 'Removed';
      const price = shown ? Number(r.price) : Number(r.saved_price);
      const pin = status === 'Active' ? mapPinOf(r) : undefined;
      return {
        PropertyId: Number(r.id),
        PropertyUrl: shown ? r.url : '',
        Title: shown ? r.title : '',
        Purpose: name(names.purposes, r.purpose_id),
        Type: name(names.types, r.type_id),
        Price: price,
        PriceInWords: priceInWords(price),
        SavedPrice: Number(r.saved_price),
        Area: shown ? Number(r.area) : 0,
        AreaUnit: shown ? name(names.units, r.area_unit_id) : '',
        Location: shown ? name(names.locations, r.location_id) : '',
        City: shown ? name(names.cities, r.city_id) : '',
        // Only a live listing's photo is public; the others show their status instead.
        ImageUrl: status === 'Active' ? this.links.url(r.cover_image) : '',
        Status: status,
        SavedAt: new Date(r.created_at).toISOString(),
        ...(pin ? { MapPin: pin } : {}),
      };
    });
  }

  /** Saves (at today's price) or forgets one listing; doing either twice changes nothing. */
  async set(userId: number, propertyId: number, saved: boolean): Promise<void> {
    await this.limiter.hit(SETS_PER_ACCOUNT, `fav:acct:${userId}`);
    if (!saved) {
      await this.database.rows(sql`DELETE FROM favourites WHERE user_id = ${userId} AND property_id = ${propertyId}`);
      return;
    }
    const [count] = await this.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM favourites WHERE user_id = ${userId}`);
    if ((count?.n ?? 0) >= Limits.favourites) throw new ApiError(400, `At most ${Limits.favourites} favourites can be kept.`, 'PropertyId');
    const inserted = await this.database.rows<{ property_id: number }>(sql`
      INSERT INTO favourites (user_id, property_id, saved_price)
      SELECT ${userId}, p.id, p.price FROM properties p
      WHERE p.id = ${propertyId} AND p.status = 'Active' AND p.deleted_at IS NULL
      ON CONFLICT (user_id, property_id) DO NOTHING
      RETURNING property_id`);
    if (inserted.length) return;
    const [already] = await this.database.rows(sql`SELECT 1 FROM favourites WHERE user_id = ${userId} AND property_id = ${propertyId}`);
    if (!already) throw new ApiError(404, 'This property is not available any more. It may have been sold or removed.', 'PropertyId');
  }

  /**
   * A device's favourites joined to the account's: listings still on the site are added; the rest
   * are dropped, as Set refuses them (no one learns of a listing that is not public by naming its
   * id). Sending the same list again changes nothing, and a favourite the account has keeps its price.
   * The saved price is the server's to decide, since "price dropped" and the drop alerts compare with
   * it: the price the device saw when it was a price the listing has been public at (listing_prices,
   * migration 0023), so a heart tapped offline before signing in still tells of a later drop;
   * otherwise today's price, as Set saves. A device cannot make up a price to be told a drop.
   */
  async merge(userId: number, input: FavouritesMergeInput): Promise<FavouriteItem[]> {
    await this.limiter.hit(SETS_PER_ACCOUNT, `fav:acct:${userId}`);
    const seen = new Set<number>();
    for (const item of input.Items) {
      if (seen.has(item.PropertyId)) continue;
      seen.add(item.PropertyId);
      await this.database.rows(sql`
        INSERT INTO favourites (user_id, property_id, saved_price)
        SELECT ${userId}, p.id, COALESCE(
          (SELECT lp.price FROM listing_prices lp WHERE lp.property_id = p.id AND lp.price = ${item.SavedPrice ?? null}::bigint),
          p.price) FROM properties p
        WHERE p.id = ${item.PropertyId} AND p.status = 'Active' AND p.deleted_at IS NULL
          AND (SELECT count(*) FROM favourites WHERE user_id = ${userId}) < ${Limits.favourites}
        ON CONFLICT (user_id, property_id) DO NOTHING`);
    }
    return this.list(userId);
  }

  /**
   * Tells the people who keep a listing what became of it: its price dropped
   * below what they saved it at, or it was sold or taken off. Each (person, listing, event, price)
   * is mailed once, ever: the primary key of favourite_alerts says so, whichever server gets there.
   */
  async listingChanged(propertyId: number, event: 'price' | 'sold' | 'removed'): Promise<number> {
    const rows = await this.database.rows<{
      user_id: number; email: string; first_name: string; language: string; saved_price: number; price: number; title: string; url: string; purpose: string;
    }>(sql`
      SELECT f.user_id, u.email, u.first_name, u.language, f.saved_price, p.price, p.title, p.url, pu.name AS purpose
      FROM favourites f JOIN users u ON u.id = f.user_id JOIN properties p ON p.id = f.property_id
      JOIN purposes pu ON pu.id = p.purpose_id
      WHERE f.property_id = ${propertyId} AND u.favourite_alerts`);
    let mailed = 0;
    for (const r of rows) {
      const price = Number(r.price);
      if (event === 'price' && price >= Number(r.saved_price)) continue;
      const queued = await this.database.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const result = await db.execute(sql`
          INSERT INTO favourite_alerts (user_id, property_id, kind, price)
          VALUES (${r.user_id}, ${propertyId}, ${event}, ${event === 'price' ? price : 0})
          ON CONFLICT DO NOTHING RETURNING user_id`);
        const inserted = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
        if (!inserted.length) return null;
        // The key of the one-click stop in the mail, made with the person's first such mail.
        const keyed = await db.execute(sql`
          UPDATE users SET alerts_key = COALESCE(alerts_key, ${newSecret()}) WHERE id = ${r.user_id} RETURNING alerts_key`);
        const [{ alerts_key: key }] = ((keyed as unknown as { rows?: unknown[] }).rows ?? (keyed as unknown as unknown[])) as [{ alerts_key: string }];
        const drop = event === 'price' ? Number(r.saved_price) - price : 0;
        const mail = await this.mail.enqueue(db, favouriteMail(this.config, {
          to: r.email, firstName: r.first_name, title: r.title, url: r.url, event, drop, price, purpose: r.purpose, unsubscribeKey: key, language: asLocale(r.language),
        }));
        const pushes = await this.push.enqueue(db, Number(r.user_id), favouritePush({ title: r.title, url: r.url, event, drop, price, purpose: r.purpose, propertyId }));
        return { mail, pushes };
      });
      if (queued) {
        await this.mail.sendNow([queued.mail]);
        await this.push.sendNow(queued.pushes);
        mailed += 1;
      }
    }
    return mailed;
  }

  /** The one-click stop of a favourite-news mail: no login, the key is the permission. */
  async stopAlerts(key: string): Promise<boolean> {
    const rows = await this.database.rows(sql`UPDATE users SET favourite_alerts = false WHERE alerts_key = ${key} RETURNING id`);
    return rows.length > 0;
  }
}

/** The notification of a favourite's news: a tap opens the listing, or the favourites once it is gone. */
function favouritePush(p: {
  title: string; url: string; event: 'price' | 'sold' | 'removed'; drop: number; price: number; purpose: string; propertyId: number;
}): PushPayload {
  return {
    title: p.event === 'price' ? `Price dropped by ${priceInWords(p.drop)}` : p.event === 'sold' ? 'A favourite is sold' : 'A favourite is no longer listed',
    body: p.event === 'price' ? `${p.title}: now ${formatPrice(p.price, p.purpose)}` : p.title,
    url: p.event === 'price' ? `/property/${p.url}` : '/favourites',
    tag: `listing-${p.propertyId}`,
  };
}
