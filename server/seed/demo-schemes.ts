/**
 * The society register's demo: three invented schemes, one for each status, with a few listings in
 * each, so the warning and the "Hide unapproved schemes" filter can be seen on a demo site. The names
 * are made up and say "(demo)": the demo must never call a real society illegal. A real register is
 * filled by admins from the authorities' published lists (README, "Society register").
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { propertySlug } from '../../src/lib/slug.ts';
import { listingFacetText } from '../../src/lib/search-words.ts';
import type { SchemeAuthority, SchemeStatus } from '../../src/contract/society.ts';
import { backfillMapPoints } from '../geo/public-point.ts';

/** Location ids cityId * 100 + 99: far past any city's real list (reference-data.ts numbers them from 1). */
export const DEMO_SCHEMES: ReadonlyArray<{ locationId: number; cityId: number; name: string; authority: SchemeAuthority; status: SchemeStatus }> = [
  { locationId: 199, cityId: 1, name: 'Sunrise Valley (demo)', authority: 'LDA', status: 'not-approved' },
  { locationId: 399, cityId: 3, name: 'Green Meadows Enclave (demo)', authority: 'CDA', status: 'under-review' },
  { locationId: 299, cityId: 2, name: 'Crescent Gardens (demo)', authority: 'SBCA', status: 'approved' },
];

/**
 * Demo listings copied into each scheme from its city's demo catalogue: the oldest, with their dates,
 * so the newest-first lists the journeys read stay as they were.
 */
const PER_SCHEME = 3;
const iso = (d: Date | string): string => new Date(d).toISOString();
const NOTE = 'Invented for the demo: not a real society or scheme.';

interface SourceRow {
  id: number; user_id: number | null; title: string; description: string; purpose_id: number; type_id: number; price: number;
  area: number; area_unit_id: number; area_sqft: number; bed_room_id: number | null; bath_room_id: number | null;
  contact_full_name: string; contact_email: string; contact_phone: string; cover_image: string | null; image_count: number;
  poster_kind: string; created_at: Date | string; published_at: Date | string; confirmed_at: Date | string; location: string; city: string; type: string; purpose: string;
}

/** Idempotent: a scheme already there, its entry and its listings are left as they are (an admin may have changed them). */
export async function seedDemoSchemes(database: Database): Promise<number> {
  let added = 0;
  for (const s of DEMO_SCHEMES) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO locations (id, city_id, name) VALUES (${s.locationId}, ${s.cityId}, ${s.name}) ON CONFLICT (id) DO NOTHING`);
      await tx.execute(sql`INSERT INTO society_register (location_id, authority, status, checked_on, note)
        VALUES (${s.locationId}, ${s.authority}, ${s.status}, CURRENT_DATE, ${NOTE}) ON CONFLICT (location_id) DO NOTHING`);
      const result = await tx.execute(sql`SELECT 1 AS one FROM properties WHERE location_id = ${s.locationId} LIMIT 1`);
      const any = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])).length > 0;
      if (any) return;
      const picked = await tx.execute(sql`
        SELECT p.id, p.user_id, p.title, p.description, p.purpose_id, p.type_id, p.price, p.area, p.area_unit_id, p.area_sqft,
          p.bed_room_id, p.bath_room_id, p.contact_full_name, p.contact_email, p.contact_phone, p.cover_image, p.image_count,
          p.poster_kind, p.created_at, p.published_at, p.confirmed_at, l.name AS location, c.name AS city, t.name AS type, pu.name AS purpose
        FROM properties p JOIN locations l ON l.id = p.location_id JOIN cities c ON c.id = p.city_id
        JOIN property_types t ON t.id = p.type_id JOIN purposes pu ON pu.id = p.purpose_id
        WHERE p.city_id = ${s.cityId} AND p.status = 'Active' AND p.deleted_at IS NULL AND p.location_id <> ${s.locationId}
        ORDER BY p.published_at ASC, p.id ASC LIMIT ${PER_SCHEME}`);
      const rows = ((picked as unknown as { rows?: unknown[] }).rows ?? (picked as unknown as unknown[])) as SourceRow[];
      for (const r of rows) {
        const title = r.title.replaceAll(r.location, s.name);
        const description = r.description.replaceAll(r.location, s.name);
        const purpose = r.purpose;
        const inserted = await tx.execute(sql`
          INSERT INTO properties (url, user_id, status, title, description, purpose_id, type_id, price, area, area_unit_id, area_sqft,
            bed_room_id, bath_room_id, city_id, location_id, contact_full_name, contact_email, contact_phone, cover_image, image_count,
            place_text, created_at, published_at, confirmed_at, poster_kind)
          VALUES (${`new-demo-${s.locationId}-${r.id}`}, ${r.user_id}, 'Active', ${title}, ${description}, ${r.purpose_id}, ${r.type_id}, ${r.price},
            ${r.area}, ${r.area_unit_id}, ${r.area_sqft}, ${r.bed_room_id}, ${r.bath_room_id}, ${s.cityId}, ${s.locationId},
            ${r.contact_full_name}, ${r.contact_email}, ${r.contact_phone}, ${r.cover_image}, ${r.image_count},
            ${listingFacetText({ location: s.name, city: r.city, type: r.type, purpose })}, ${iso(r.created_at)}::timestamptz, ${iso(r.published_at)}::timestamptz, ${iso(r.confirmed_at)}::timestamptz,
            ${r.poster_kind})
          RETURNING id`);
        const [row] = ((inserted as unknown as { rows?: unknown[] }).rows ?? (inserted as unknown as unknown[])) as Array<{ id: number | string }>;
        const id = Number(row!.id);
        const url = propertySlug({ type: r.type, purpose, location: s.name, city: r.city, id });
        await tx.execute(sql`UPDATE properties SET url = ${url} WHERE id = ${id}`);
        await tx.execute(sql`INSERT INTO property_images (property_id, position, file, width, height)
          SELECT ${id}, position, file, width, height FROM property_images WHERE property_id = ${r.id}`);
        await tx.execute(sql`INSERT INTO property_features (property_id, feature_id)
          SELECT ${id}, feature_id FROM property_features WHERE property_id = ${r.id}`);
        added += 1;
      }
    });
  }
  // Their public points now, as every seeded listing has one: left to the server's background
  // placing, they would arrive after it starts and clear every cached search and page with them. An
  // invented scheme has no centre of its own, so its listings are placed around their city's.
  if (added > 0) await backfillMapPoints(database);
  return added;
}
