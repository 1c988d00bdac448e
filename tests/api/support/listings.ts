import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/connection.ts';
import { properties, propertyFeatures, propertyImages } from '../../../server/db/schema.ts';
import { listingFacetText } from '../../../src/lib/search-words.ts';

export interface ListingSeed {
  title?: string;
  description?: string;
  status?: 'Pending' | 'Active' | 'Rejected' | 'Sold';
  purposeId?: number;
  typeId?: number;
  price?: number;
  area?: number;
  areaUnitId?: number;
  bedRoomId?: number | null;
  bathRoomId?: number | null;
  cityId?: number;
  locationId?: number | null;
  publishedAt?: Date;
  deleted?: boolean;
  images?: string[];
  userId?: number | null;
  contactPhone?: string;
  /** Features ticked in the form, by name. */
  features?: string[];
  posterKind?: 'owner' | 'agent';
}

let n = 0;

/** Inserts a listing straight into the database, with known values a test can search for. */
export async function insertListing(database: Database, s: ListingSeed = {}): Promise<{ id: number; url: string }> {
  n += 1;
  const cityId = s.cityId ?? 1;
  const [loc] = s.locationId === undefined
    ? await database.rows<{ id: number; name: string }>(sql`SELECT id, name FROM locations WHERE city_id = ${cityId} ORDER BY id LIMIT 1`)
    : await database.rows<{ id: number; name: string }>(sql`SELECT id, name FROM locations WHERE id = ${s.locationId ?? -1}`);
  const [city] = await database.rows<{ name: string }>(sql`SELECT name FROM cities WHERE id = ${cityId}`);
  const [type] = await database.rows<{ name: string }>(sql`SELECT name FROM property_types WHERE id = ${s.typeId ?? 1}`);
  const [purpose] = await database.rows<{ name: string }>(sql`SELECT name FROM purposes WHERE id = ${s.purposeId ?? 1}`);
  const [unit] = await database.rows<{ square_feet: number }>(sql`SELECT square_feet FROM area_units WHERE id = ${s.areaUnitId ?? 1}`);
  const area = s.area ?? 10;
  const features = s.features?.length
    ? await database.rows<{ id: number; name: string }>(sql`SELECT id, name FROM features WHERE name IN (${sql.join(s.features.map((f) => sql`${f}`), sql`, `)}) ORDER BY sort`)
    : [];
  const [row] = await database.db.insert(properties).values({
    url: `test-listing-${process.pid}-${Date.now()}-${n}`,
    userId: s.userId ?? null,
    status: s.status ?? 'Active',
    title: s.title ?? `Test listing ${n}`,
    description: s.description ?? 'A test listing with a plain description.',
    purposeId: s.purposeId ?? 1,
    typeId: s.typeId ?? 1,
    price: s.price ?? 10_000_000,
    area,
    areaUnitId: s.areaUnitId ?? 1,
    areaSqft: area * (unit?.square_feet ?? 225),
    bedRoomId: s.bedRoomId === undefined ? 3 : s.bedRoomId,
    bathRoomId: s.bathRoomId === undefined ? 2 : s.bathRoomId,
    cityId,
    locationId: loc?.id ?? null,
    contactFullName: 'Test Owner',
    contactEmail: 'owner@example.pk',
    contactPhone: s.contactPhone ?? '03001234567',
    ...(s.posterKind ? { posterKind: s.posterKind } : {}),
    coverImage: s.images?.[0] ?? null,
    imageCount: s.images?.length ?? 0,
    placeText: listingFacetText({ location: loc?.name, city: city?.name ?? '', type: type?.name ?? '', purpose: purpose?.name ?? '', features: features.map((f) => f.name) }),
    publishedAt: s.publishedAt ?? new Date(),
    deletedAt: s.deleted ? new Date() : null,
  }).returning({ id: properties.id });
  const id = row!.id;
  const url = `test-listing-${id}`;
  await database.db.update(properties).set({ url }).where(sql`id = ${id}`);
  if (features.length) await database.db.insert(propertyFeatures).values(features.map((f) => ({ propertyId: id, featureId: f.id })));
  if (s.images?.length) {
    await database.db.insert(propertyImages).values(s.images.map((file, position) => ({ propertyId: id, position, file, width: 1200, height: 900 })));
  }
  return { id, url };
}
