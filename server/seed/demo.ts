/**
 * The demo catalogue: owners and agents, and Active listings spread over every city, both purposes
 * and all property types. Deterministic for a given seed (listing i always comes out the same,
 * whatever the batch size), so screenshots, tests and benchmarks are repeatable.
 *
 * Needs the reference data (seedReferenceData) in place first.
 */
import type { BlobStore } from '../storage/blob-store.ts';
import { listingFacetText } from '../../src/lib/search-words.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { propertySlug } from '../../src/lib/slug.ts';
import { createRng, hashSeed } from './random.ts';
import { insertRows, type ColumnSpec, type Executor } from './sql-batch.ts';
import {
  AREA_UNITS, BATHROOMS, BEDROOMS, CITIES, FEATURES, LOCATIONS, PROPERTY_TYPES, PURPOSES, type LocationRow,
} from './reference-data.ts';
import { generateSeedImages, listingPool } from './illustrations.ts';
import { photoFingerprint } from '../images/fingerprint.ts';
import { vacuumListings } from '../db/maintenance.ts';
import { CITY_WEIGHTS, draftListing, groupPool, pickLocation, pickType } from './listing-model.ts';
import { listingDescription, listingTitle } from './listing-text.ts';
import { locationOutline, randomPointIn } from '../geo/outlines.ts';
import { mapKey, publicPoint } from '../geo/public-point.ts';
import { roundCoordinate } from '../../src/contract/geo.ts';
import { PLOT_FILE_TYPE_ID, PLOT_FORM_TYPE_ID, possessionStatusesFor } from '../../src/contract/possession.ts';

export interface DemoUser {
  firstName: string;
  lastName: string;
  userName: string;
  cityId: number;
  /** Agents post many listings, private owners a few. */
  agency: string | null;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { firstName: 'Ahmed', lastName: 'Raza', userName: 'ahmed.raza', cityId: 1, agency: 'Raza Estate Advisors' },
  { firstName: 'Ayesha', lastName: 'Siddiqui', userName: 'ayesha.siddiqui', cityId: 2, agency: null },
  { firstName: 'Muhammad', lastName: 'Imran', userName: 'muhammad.imran', cityId: 1, agency: 'Imran Real Estate' },
  { firstName: 'Sana', lastName: 'Iqbal', userName: 'sana.iqbal', cityId: 3, agency: null },
  { firstName: 'Bilal', lastName: 'Chaudhry', userName: 'bilal.chaudhry', cityId: 4, agency: 'Chaudhry Properties' },
  { firstName: 'Faisal', lastName: 'Mehmood', userName: 'faisal.mehmood', cityId: 5, agency: 'Mehmood Associates' },
  { firstName: 'Zainab', lastName: 'Hussain', userName: 'zainab.hussain', cityId: 1, agency: null },
  { firstName: 'Kamran', lastName: 'Akhtar', userName: 'kamran.akhtar', cityId: 2, agency: 'Akhtar Estate, Clifton' },
  { firstName: 'Nadia', lastName: 'Rehman', userName: 'nadia.rehman', cityId: 3, agency: null },
  { firstName: 'Usman', lastName: 'Ghani', userName: 'usman.ghani', cityId: 7, agency: 'Ghani Estate' },
  { firstName: 'Hina', lastName: 'Aslam', userName: 'hina.aslam', cityId: 6, agency: null },
  { firstName: 'Tariq', lastName: 'Mehmood', userName: 'tariq.mehmood', cityId: 3, agency: 'Capital Real Estate' },
  { firstName: 'Saad', lastName: 'Butt', userName: 'saad.butt', cityId: 10, agency: 'Butt Properties' },
  { firstName: 'Maryam', lastName: 'Javed', userName: 'maryam.javed', cityId: 9, agency: null },
  { firstName: 'Asad', lastName: 'Khan', userName: 'asad.khan', cityId: 8, agency: 'Khan Estate, Quetta' },
  { firstName: 'Rabia', lastName: 'Anwar', userName: 'rabia.anwar', cityId: 11, agency: null },
  { firstName: 'Hamid', lastName: 'Shah', userName: 'hamid.shah', cityId: 13, agency: 'Hazara Properties' },
  { firstName: 'Sadia', lastName: 'Baloch', userName: 'sadia.baloch', cityId: 2, agency: 'Sea Breeze Realty' },
  { firstName: 'Waqas', lastName: 'Ahmed', userName: 'waqas.ahmed', cityId: 6, agency: 'Waqas Builders' },
  { firstName: 'Farah', lastName: 'Naz', userName: 'farah.naz', cityId: 12, agency: null },
  { firstName: 'Omer', lastName: 'Farooq', userName: 'omer.farooq', cityId: 14, agency: 'Hills View Estate' },
];

export const DEMO_EMAIL_DOMAIN = 'demo.basera.pk';

/** A mobile number as people write it here (03XX then seven digits), stable per user. */
function demoPhone(index: number): string {
  const network = ['0300', '0301', '0321', '0333', '0345', '0312', '0302', '0322'][index % 8] ?? '0300';
  return `${network}${String((hashSeed('phone', index) % 9_000_000) + 1_000_000)}`;
}

interface UserRow { id: number; name: string; email: string; phone: string; cityId: number; weight: number; agent: boolean }

/**
 * A private owner's listing gives a number of its own (a relative's, a caretaker's): the demo's few
 * private accounts own many listings each, and one number behind all of them would show every one as
 * an agent's (AGENT_LISTING_LIMIT), which is not what the demo means to show.
 */
function privateListingPhone(seed: number, index: number): string {
  const network = ['0300', '0301', '0321', '0333', '0345', '0312', '0302', '0322'][index % 8] ?? '0300';
  return `${network}${String((hashSeed(seed, 'private-phone', index) % 9_000_000) + 1_000_000)}`;
}

async function ensureDemoUsers(database: Database): Promise<UserRow[]> {
  const rows = DEMO_USERS.map((u, i) => ({
    first_name: u.firstName,
    last_name: u.lastName,
    user_name: u.userName,
    email: `${u.userName}@${DEMO_EMAIL_DOMAIN}`,
    // '!' can never match a password hash: demo accounts exist to own listings, not to log in.
    password_hash: '!',
    phone: demoPhone(i),
    address: `${CITIES.find((c) => c.id === u.cityId)?.name ?? ''}, Pakistan`,
    about: u.agency ? `${u.agency}. Buying, selling and renting homes, plots and commercial property.` : 'Private owner.',
    email_confirmed_at: new Date(Date.UTC(2025, 0, 15)).toISOString(),
  }));
  await database.db.execute(sql`INSERT INTO users (first_name, last_name, user_name, email, password_hash, phone, address, about, email_confirmed_at)
    SELECT first_name, last_name, user_name, email, password_hash, phone, address, about, email_confirmed_at
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(first_name text, last_name text, user_name text, email text,
      password_hash text, phone text, address text, about text, email_confirmed_at timestamptz)
    ON CONFLICT DO NOTHING`);
  const names = DEMO_USERS.map((u) => u.userName);
  const found = await database.rows<{ id: number | string; user_name: string; first_name: string; last_name: string; email: string; phone: string }>(
    sql`SELECT id, user_name, first_name, last_name, email, phone FROM users
        WHERE lower(user_name) IN (SELECT lower(value) FROM json_array_elements_text(${JSON.stringify(names)}::json))`,
  );
  const byName = new Map(found.map((r) => [r.user_name.toLowerCase(), r]));
  const out: UserRow[] = [];
  for (const u of DEMO_USERS) {
    const r = byName.get(u.userName);
    // A real person may have registered one of these user names first; that account is not ours to use.
    if (!r || r.email !== `${u.userName}@${DEMO_EMAIL_DOMAIN}`) continue;
    out.push({ id: Number(r.id), name: `${r.first_name} ${r.last_name}`, email: r.email, phone: r.phone, cityId: u.cityId, weight: u.agency ? 4 : 1, agent: u.agency !== null });
  }
  if (out.length === 0) throw new Error('no demo users could be created');
  return out;
}

export async function isCatalogueEmpty(database: Database): Promise<boolean> {
  const rows = await database.rows<{ any: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM properties) AS any`);
  return !rows[0]?.any;
}

const PROPERTY_COLUMNS: readonly ColumnSpec[] = [
  ['id', 'bigint'], ['url', 'text'], ['user_id', 'bigint'], ['status', 'text'], ['title', 'text'], ['description', 'text'],
  ['purpose_id', 'integer'], ['type_id', 'integer'], ['price', 'bigint'], ['area', 'double precision'],
  ['area_unit_id', 'integer'], ['area_sqft', 'double precision'], ['bed_room_id', 'integer'], ['bath_room_id', 'integer'],
  ['city_id', 'integer'], ['location_id', 'integer'], ['contact_full_name', 'text'], ['contact_email', 'text'],
  ['contact_phone', 'text'], ['cover_image', 'text'], ['image_count', 'integer'], ['place_text', 'text'],
  ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'], ['published_at', 'timestamptz'], ['confirmed_at', 'timestamptz'],
  ['pin_lat', 'double precision'], ['pin_lng', 'double precision'], ['pin_exact_public', 'boolean'],
  ['map_lat', 'double precision'], ['map_lng', 'double precision'], ['map_precision', 'smallint'],
  ['poster_kind', 'text'],
  ['possession_status', 'text'], ['instalments_paid', 'smallint'], ['instalments_remaining', 'smallint'], ['instalment_amount', 'bigint'],
];

/**
 * A demo plot's, file's or form's stage and instalment plan, from its own stream of the seed so the
 * rest of the listing comes out as before. Most plots for sale tell their stage; files and plots not
 * yet handed over are often still on instalments.
 */
export function demoPossession(seed: number, index: number, typeId: number, purposeId: number, price: number): {
  possession_status: string | null; instalments_paid: number | null; instalments_remaining: number | null; instalment_amount: number | null;
} {
  const none = { possession_status: null, instalments_paid: null, instalments_remaining: null, instalment_amount: null };
  const allowed = possessionStatusesFor(typeId);
  if (!allowed.length || purposeId === 2) return none;
  const rng = createRng(hashSeed(seed, 'possession', index));
  if (!rng.chance(0.8)) return none;
  const status = typeId === PLOT_FORM_TYPE_ID ? 'file'
    : typeId === PLOT_FILE_TYPE_ID ? rng.weighted([['file', 6], ['allocation-letter', 4]] as const)
      : rng.weighted([['possession', 55], ['non-possession', 30], ['allocation-letter', 15]] as const);
  if (status === 'possession' || !rng.chance(0.7)) return { ...none, possession_status: status };
  const total = rng.pick([12, 24, 36, 48, 60]);
  const paid = rng.int(1, total - 1);
  const amount = rng.chance(0.6) ? Math.max(1000, Math.round(price / total / 1000) * 1000) : null;
  return { possession_status: status, instalments_paid: paid, instalments_remaining: total - paid, instalment_amount: amount };
}

/** Shares of demo listings whose owners gave a point and showed it exactly, gave one, or gave none. */
const PIN_EXACT_SHARE = 0.15;
const PIN_NONE_SHARE = 0.1;
const IMAGE_COLUMNS: readonly ColumnSpec[] = [['property_id', 'bigint'], ['position', 'integer'], ['file', 'text'], ['width', 'integer'], ['height', 'integer']];
const FEATURE_COLUMNS: readonly ColumnSpec[] = [['property_id', 'bigint'], ['feature_id', 'integer']];

/** Rows per INSERT: big enough to amortise each round trip, small enough to keep PGlite's event-loop pauses short. */
const BATCH = 1000;
const SPREAD_DAYS = 182;
/**
 * From this many listings the load runs as one transaction that drops the secondary indexes of
 * `properties` and rebuilds them at the end: keeping the full-text GIN index up to date row by row
 * cost about eight times more than building it once (measured on PGlite, 10,000 listings).
 */
const BULK_FROM = 10_000;

export interface SeedDemoOptions {
  listings: number;
  /** Where the pool's pictures are drawn to (disk or the bucket). */
  uploads: BlobStore;
  seed?: number;
  log?: (message: string) => void;
  /** Listing dates run up to this moment (tests pin it). */
  now?: Date;
  /**
   * 'now' (the default): the seed pictures are drawn and the pool's fingerprints taken before the
   * listings are written. 'later': neither; the caller runs drawSeedPictures once it can answer
   * (a picture asked for meanwhile is drawn on request), which takes them off a first start's path.
   */
  pictures?: 'now' | 'later';
}

function resultRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Drops the non-unique indexes of a table and answers the statements that recreate them. */
async function dropSecondaryIndexes(exec: Executor, table: string): Promise<string[]> {
  const defs = resultRows<{ name: string; def: string }>(await exec.execute(sql`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = ${table}::regclass AND NOT i.indisunique AND NOT i.indisprimary`));
  for (const d of defs) await exec.execute(sql.raw(`DROP INDEX "${d.name.replace(/"/g, '""')}"`));
  return defs.map((d) => d.def);
}

/**
 * Every reference id a generated listing can point at must already be in the database. Checked once
 * before a bulk load that runs without per-row foreign-key triggers.
 */
async function assertReferenceData(exec: Executor): Promise<void> {
  const expected: Record<string, readonly number[]> = {
    cities: CITIES.map((c) => c.id),
    locations: LOCATIONS.map((l) => l.id),
    property_types: PROPERTY_TYPES.map((t) => t.id),
    area_units: AREA_UNITS.map((u) => u.id),
    features: FEATURES.map((f) => f.id),
    bedrooms: BEDROOMS.map((b) => b.id),
    bathrooms: BATHROOMS.map((b) => b.id),
    purposes: PURPOSES.map((p) => p.id),
  };
  for (const [table, ids] of Object.entries(expected)) {
    const [row] = resultRows<{ n: number | string }>(await exec.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}
      WHERE id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(ids)}::json))`));
    if (Number(row?.n) !== ids.length) throw new Error(`reference data is missing from ${table}: run seedReferenceData first`);
  }
}

interface Context {
  seed: number;
  total: number;
  now: number;
  users: UserRow[];
  usersByCity: Map<number, UserRow[]>;
  locationsByCity: Map<number, LocationRow[]>;
  cityName: Map<number, string>;
  poolByKind: ReturnType<typeof groupPool>;
  /** The public points' offset key (server/geo/public-point.ts). */
  mapKey: string;
}

/** Ids come from the identity sequence up front so slugs (which end with the id) are written once. */
async function reserveIds(exec: Executor, count: number): Promise<number[]> {
  return resultRows<{ id: number | string }>(await exec.execute(
    sql`SELECT nextval(pg_get_serial_sequence('properties', 'id')) AS id FROM generate_series(1, ${count}::int)`,
  )).map((r) => Number(r.id)).sort((a, b) => a - b);
}

interface Batch { properties: object[]; images: object[]; features: object[] }

function buildBatch(ctx: Context, ids: readonly number[], start: number): Batch {
  const count = ids.length;
  const span = SPREAD_DAYS * 86_400_000;
  const properties: object[] = [];
  const images: object[] = [];
  const features: object[] = [];
  for (let k = 0; k < count; k++) {
    const index = start + k;
    const id = ids[k];
    if (id === undefined) throw new Error('the sequence returned too few ids');
    const rng = createRng(hashSeed(ctx.seed, 'listing', index));
    const cityId = rng.weighted(CITY_WEIGHTS);
    const typeId = pickType(rng, cityId);
    const location = pickLocation(rng, ctx.locationsByCity.get(cityId) ?? [], typeId);
    const draft = draftListing(rng, cityId, location, typeId, ctx.poolByKind);
    const city = ctx.cityName.get(cityId) ?? '';
    const local = ctx.usersByCity.get(cityId) ?? [];
    const owner = rng.weighted((local.length > 0 && rng.chance(0.8) ? local : ctx.users).map((u) => [u, u.weight] as const));
    // Older listings get lower ids, as they would have on a live site.
    const created = ctx.now - span + (span * (index + rng.float(0.05, 0.95))) / ctx.total;
    const published = Math.min(ctx.now, created + rng.float(10 * 60_000, 30 * 3_600_000));
    properties.push({
      id,
      url: propertySlug({ type: draft.typeName, purpose: draft.purposeId === 2 ? 'For Rent' : 'For Sale', location: location.name, city, id }),
      user_id: owner.id,
      status: 'Active',
      title: listingTitle(rng, draft, location.name),
      description: listingDescription(rng, draft, location.name, city),
      purpose_id: draft.purposeId,
      type_id: draft.typeId,
      price: draft.price,
      area: draft.area,
      area_unit_id: draft.areaUnitId,
      area_sqft: draft.areaSqft,
      bed_room_id: draft.beds === null ? null : Math.min(draft.beds, 11),
      bath_room_id: draft.baths === null ? null : Math.min(draft.baths, 7),
      city_id: cityId,
      location_id: location.id,
      contact_full_name: owner.name,
      contact_email: owner.email,
      contact_phone: owner.agent ? owner.phone : privateListingPhone(ctx.seed, index),
      // Agencies' accounts post as agents; the private owners as owners.
      poster_kind: owner.agent ? 'agent' : 'owner',
      ...demoPossession(ctx.seed, index, draft.typeId, draft.purposeId, draft.price),
      cover_image: draft.images[0]?.upload ?? null,
      image_count: draft.images.length,
      place_text: listingFacetText({
        location: location.name, city, type: draft.typeName, purpose: draft.purposeId === 2 ? 'For Rent' : 'For Sale',
        features: draft.featureIds.map((f) => FEATURES.find((x) => x.id === f)?.name ?? ''),
      }),
      created_at: new Date(created).toISOString(),
      updated_at: new Date(published).toISOString(),
      published_at: new Date(published).toISOString(),
      // Owners confirmed their listings at some point in the last four weeks, none before publishing: the
      // demo catalogue neither expires at once nor gets every reminder on the same day.
      confirmed_at: new Date(Math.max(published, ctx.now - rng.float(0, 28) * 86_400_000)).toISOString(),
    });
    Object.assign(properties[properties.length - 1] as object, demoPin(ctx, index, id, cityId, location.id));
    draft.images.forEach((img, position) => images.push({ property_id: id, position, file: img.upload, width: img.width, height: img.height }));
    for (const featureId of draft.featureIds) features.push({ property_id: id, feature_id: featureId });
  }
  return { properties, images, features };
}

/**
 * Where a demo listing is: a point drawn inside its location's outline, shown exactly by some owners,
 * approximately by most, and no point at all for a few (shown near the area's centre). Its own random
 * stream, so adding it left every other field of listing i as it was.
 */
function demoPin(ctx: Context, index: number, id: number, cityId: number, locationId: number): object {
  const rng = createRng(hashSeed(ctx.seed, 'pin', index));
  const roll = rng.next();
  const drawn = roll < PIN_NONE_SHARE ? null : randomPointIn(locationOutline(locationId), rng.next);
  const pin = drawn ? { lat: roundCoordinate(drawn.lat), lng: roundCoordinate(drawn.lng) } : null;
  const exactPublic = pin !== null && roll >= 1 - PIN_EXACT_SHARE;
  const point = publicPoint(ctx.mapKey, { id, cityId, locationId, pin, exactPublic });
  return {
    pin_lat: pin?.lat ?? null,
    pin_lng: pin?.lng ?? null,
    pin_exact_public: exactPublic,
    map_lat: point?.lat ?? null,
    map_lng: point?.lng ?? null,
    map_precision: point?.precision ?? null,
  };
}

async function writeBatch(exec: Executor, batch: Batch): Promise<void> {
  await insertRows(exec, 'properties', PROPERTY_COLUMNS, batch.properties, { overridingSystemValue: true });
  await insertRows(exec, 'property_images', IMAGE_COLUMNS, batch.images);
  await insertRows(exec, 'property_features', FEATURE_COLUMNS, batch.features);
}

/**
 * The pool's photos get their fingerprints as uploads do, so a listing copying a demo photo is
 * caught like any other copy. Only those still missing are computed (about 10 ms a photo).
 */
async function fingerprintPool(database: Database, store: BlobStore, files: readonly string[], log: (message: string) => void, stop: () => boolean = () => false): Promise<void> {
  if (!files.length) return;
  const known = new Set((await database.rows<{ file: string }>(sql`
    SELECT file FROM photo_fingerprints WHERE file IN (${sql.join(files.map((f) => sql`${f}`), sql`, `)})`)).map((r) => r.file));
  const missing = files.filter((f) => !known.has(f));
  if (!missing.length) return;
  const started = performance.now();
  const prints: Array<{ file: string; hash: bigint }> = [];
  for (const file of missing) {
    if (stop()) return;
    const bytes = await store.get(file);
    const hash = bytes ? await photoFingerprint(bytes) : null;
    if (hash !== null) prints.push({ file, hash });
  }
  // The few nearly blank pictures never get one: they are looked at again on each start (a tenth of a
  // second, in the background), and said nothing about.
  if (!prints.length) return;
  await database.db.execute(sql`INSERT INTO photo_fingerprints (file, phash) VALUES
    ${sql.join(prints.map((p) => sql`(${p.file}, ${p.hash.toString()}::bigint)`), sql`, `)} ON CONFLICT (file) DO NOTHING`);
  log(`demo photos: ${prints.length} fingerprints (${Math.round(performance.now() - started)} ms)`);
}

/**
 * Draws the seed pictures still missing, one at a time, then takes the pool's missing fingerprints
 * (`fingerprints`: when the demo catalogue is wanted). For a server that already answers: a page's
 * picture drawn on request goes ahead of these.
 */
export async function drawSeedPictures(
  database: Database,
  store: BlobStore,
  opts: { fingerprints: boolean; log?: (message: string) => void; stop?: () => boolean },
): Promise<void> {
  const log = opts.log ?? (() => undefined);
  const stop = opts.stop ?? (() => false);
  const { pool } = await generateSeedImages(store, log, { workers: 1, stop });
  if (opts.fingerprints && !stop()) await fingerprintPool(database, store, pool.map((p) => p.upload), log, stop);
}

export async function seedDemoCatalogue(database: Database, opts: SeedDemoOptions): Promise<{ listings: number; users: number }> {
  const log = opts.log ?? (() => undefined);
  const total = Math.max(0, Math.floor(opts.listings));
  let pool = listingPool();
  if (opts.pictures !== 'later') {
    // All seed pictures, not only the listing pool: the city tiles and portraits of the reference data
    // are drawn here too (a no-op when they exist), so one call leaves nothing dangling.
    ({ pool } = await generateSeedImages(opts.uploads, log));
    await fingerprintPool(database, opts.uploads, pool.map((p) => p.upload), log);
  }
  const users = await ensureDemoUsers(database);
  if (total === 0) return { listings: 0, users: users.length };

  const ctx: Context = {
    seed: opts.seed ?? 1,
    total,
    now: (opts.now ?? new Date()).getTime(),
    users,
    usersByCity: new Map(),
    locationsByCity: new Map(),
    cityName: new Map(CITIES.map((c) => [c.id, c.name])),
    poolByKind: groupPool(pool),
    mapKey: await mapKey(database),
  };
  for (const l of LOCATIONS) ctx.locationsByCity.set(l.cityId, [...(ctx.locationsByCity.get(l.cityId) ?? []), l]);
  for (const u of users) ctx.usersByCity.set(u.cityId, [...(ctx.usersByCity.get(u.cityId) ?? []), u]);
  const started = performance.now();
  const progress = (done: number) => {
    if (total > BATCH && done > 0 && (done % 10_000 === 0 || done === total)) log(`demo catalogue: ${done}/${total} listings (${Math.round(performance.now() - started)} ms)`);
  };

  if (total >= BULK_FROM) {
    // One transaction: a crash leaves neither half a catalogue nor a table without its indexes.
    await database.db.transaction(async (tx) => {
      const [su] = resultRows<{ su: string }>(await tx.execute(sql`SELECT current_setting('is_superuser') AS su`));
      await assertReferenceData(tx);
      const replica = su?.su === 'on';
      if (replica) {
        // Foreign-key triggers cost a third of the load; every id is known to exist (checked above,
        // users read back, properties inserted in the same batch). Only a superuser may skip them,
        // and only until this transaction ends.
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      }
      const indexes = await dropSecondaryIndexes(tx, 'properties');
      const ids = await reserveIds(tx, total);
      // Build batch k+1 while batch k is written: with PostgreSQL the server works meanwhile.
      let writing: Promise<void> | null = null;
      for (let start = 0; start < total; start += BATCH) {
        const batch = buildBatch(ctx, ids.slice(start, start + BATCH), start);
        if (writing) await writing;
        progress(start);
        writing = writeBatch(tx, batch);
        // Marked as handled: should the next build throw first, its failure must not crash the process.
        writing.catch(() => undefined);
      }
      if (writing) await writing;
      progress(total);
      if (replica && ids.length > 0) {
        // Replica mode skips every ordinary trigger too, listing_prices_public (migration 0023)
        // among them: the prices these listings are public at are recorded here, in one statement.
        // Without it a seeded listing had no recorded price, and Favourites/Merge never kept the
        // device's.
        await tx.execute(sql`
          INSERT INTO listing_prices (property_id, price)
          SELECT id, price FROM properties
          WHERE id BETWEEN ${ids[0]} AND ${ids[ids.length - 1]} AND status = 'Active' AND deleted_at IS NULL
          ON CONFLICT DO NOTHING`);
        // The owner-or-agent counts too (phone_listings_count, migration 0033).
        await tx.execute(sql`SELECT phone_listings_rebuild()`);
      }
      const rebuilt = performance.now();
      for (const def of indexes) await tx.execute(sql.raw(def));
      log(`demo catalogue: ${indexes.length} indexes rebuilt (${Math.round(performance.now() - rebuilt)} ms)`);
    });
  } else {
    for (let start = 0; start < total; start += BATCH) {
      const count = Math.min(BATCH, total - start);
      await database.db.transaction(async (tx) => writeBatch(tx, buildBatch(ctx, await reserveIds(tx, count), start)));
      progress(start + count);
    }
  }
  // A listing's one price was first asked when it was published, months ago for the older demo
  // listings, not at the moment of seeding: the area guides' trends (server/services/guides.ts) then
  // span the catalogue's months. The seed fills only an empty catalogue, so every listing is its own;
  // one with an earlier price is left as it is, so no price cut is made or hidden.
  await database.exec(`
    UPDATE listing_prices lp SET first_at = p.published_at
    FROM properties p
    WHERE p.id = lp.property_id AND p.published_at IS NOT NULL AND p.published_at < lp.first_at
      AND NOT EXISTS (SELECT 1 FROM listing_prices o WHERE o.property_id = lp.property_id AND o.price <> lp.price)`);
  // Fresh statistics and visibility map, so the very next search uses index-only scans.
  await vacuumListings(database);
  await database.exec('ANALYZE property_features');
  return { listings: total, users: users.length };
}
