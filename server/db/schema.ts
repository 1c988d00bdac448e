/**
 * Drizzle mirror of server/db/migrations/*.sql, used for typed queries. The SQL files are the source
 * of truth for DDL (they carry the generated tsvector and partial indexes); tests/api/schema.test.ts
 * checks that every column named here exists in the migrated database.
 */
import {
  pgTable, integer, smallint, text, bigint, timestamp, doublePrecision, primaryKey, jsonb, boolean, date, real,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id64 = (name: string) => bigint(name, { mode: 'number' });

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  tileImage: text('tile_image'),
  tileSpan: integer('tile_span').notNull().default(1),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  /** GeoJSON Polygon ([lng, lat]) from server/geo/outlines.ts. */
  outline: jsonb('outline'),
});

export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  cityId: integer('city_id').notNull(),
  name: text('name').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  /** GeoJSON Polygon ([lng, lat]) from server/geo/outlines.ts. */
  outline: jsonb('outline'),
  /** The society or phase this place lies within (society → phase → block), in the same city. */
  parentId: integer('parent_id'),
});

export const purposes = pgTable('purposes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const propertyTypes = pgTable('property_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  subType: text('sub_type').notNull().default(''),
  category: text('category').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const bedrooms = pgTable('bedrooms', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
  value: integer('value').notNull(),
});

export const bathrooms = pgTable('bathrooms', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
  value: integer('value').notNull(),
});

export const areaUnits = pgTable('area_units', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  squareFeet: doublePrecision('square_feet').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const features = pgTable('features', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: integer('id').primaryKey(),
  testimonial: text('testimonial').notNull(),
  image: text('image').notNull(),
  author: text('author').notNull(),
  experience: text('experience').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const users = pgTable('users', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  userName: text('user_name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  about: text('about').notNull().default(''),
  image: text('image'),
  emailConfirmedAt: ts('email_confirmed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  favouriteAlerts: boolean('favourite_alerts').notNull().default(true),
  alertsKey: text('alerts_key'),
  isAdmin: boolean('is_admin').notNull().default(false),
  suspendedAt: ts('suspended_at'),
  /** 'en' or 'ur' (migration 0020): the language of the mails sent to them. */
  language: text('language').notNull().default('en'),
  /** The areas' unit and Marla size (migration 0038), NULL until chosen (src/contract/area.ts). */
  areaUnit: text('area_unit'),
  marlaSize: doublePrecision('marla_size'),
  /** The public profile (migration 0045): its slug (set by a trigger at insert, never changed), whether
   * others may see it, and what the person chose to show there. */
  profileSlug: text('profile_slug'),
  profilePublic: boolean('profile_public').notNull().default(true),
  profileName: text('profile_name').notNull().default(''),
  profileBio: text('profile_bio').notNull().default(''),
  profilePhoto: text('profile_photo'),
  /** Location ids chosen as served; NULL shows those of the live listings. */
  profileAreas: integer('profile_areas').array(),
});

export const sessions = pgTable('sessions', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id64('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
});

export const userKeys = pgTable('user_keys', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id64('user_id').notNull(),
  purpose: text('purpose', { enum: ['confirm-email', 'reset-password'] }).notNull(),
  keyHash: text('key_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const properties = pgTable('properties', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  url: text('url').notNull(),
  userId: id64('user_id'),
  status: text('status', { enum: ['Pending', 'Active', 'Rejected', 'Sold', 'UnderReview', 'Hidden', 'Expired'] }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  purposeId: integer('purpose_id').notNull(),
  typeId: integer('type_id').notNull(),
  price: id64('price').notNull(),
  area: doublePrecision('area').notNull(),
  areaUnitId: integer('area_unit_id').notNull(),
  areaSqft: doublePrecision('area_sqft').notNull(),
  bedRoomId: integer('bed_room_id'),
  bathRoomId: integer('bath_room_id'),
  cityId: integer('city_id').notNull(),
  locationId: integer('location_id'),
  contactFullName: text('contact_full_name').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull(),
  /** 'en' or 'ur' (migration 0022): the mails' language for a listing without an account. */
  contactLanguage: text('contact_language').notNull().default('en'),
  coverImage: text('cover_image'),
  imageCount: integer('image_count').notNull().default(0),
  placeText: text('place_text').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  publishedAt: ts('published_at'),
  deletedAt: ts('deleted_at'),
  /** Freshness: when the owner last said it is still available, or it was approved. */
  confirmedAt: ts('confirmed_at').notNull().defaultNow(),
  /** This cycle's 30-day reminder; cleared by every confirmation, so each cycle mails once. */
  freshnessRemindedAt: ts('freshness_reminded_at'),
  /** When today's public price went public below the one before (migration 0025's trigger); the "Recently reduced" sort. */
  priceCutAt: ts('price_cut_at'),
  /** The owner's exact point (migration 0026): never in a public answer. */
  pinLat: doublePrecision('pin_lat'),
  pinLng: doublePrecision('pin_lng'),
  pinExactPublic: boolean('pin_exact_public').notNull().default(false),
  /** The public point and its precision (0 area, 1 approximate, 2 exact): server/geo/public-point.ts. */
  mapLat: doublePrecision('map_lat'),
  mapLng: doublePrecision('map_lng'),
  mapPrecision: smallint('map_precision'),
  /** When the contact number was proved by an SMS code (migration 0031): the "Phone verified" badge. */
  phoneVerifiedAt: ts('phone_verified_at'),
  /** True while the listing holds any badge (migration 0031); search filters and ranks on it. */
  verified: boolean('verified').notNull().default(false),
  /** When an admin approved the owner's check photos (migration 0043): the "Photo-checked" badge, cleared when it lapses. */
  photoCheckedAt: ts('photo_checked_at'),
  /** 'owner' or 'agent' as the poster declared it (migration 0033). */
  posterKind: text('poster_kind', { enum: ['owner', 'agent'] }).notNull().default('owner'),
  /** Declared agent, or its phone behind more than agent_listing_limit() live listings: kept by migration 0033's trigger. */
  shownAsAgent: boolean('shown_as_agent').notNull().default(false),
  /** The new project it is one of the units of (migration 0039), set by admins. */
  projectId: id64('project_id'),
  /** The agency it belongs to (migration 0046): set at insert while its poster is a member, kept when they leave. */
  agencyId: id64('agency_id'),
  /** A plot's, file's or form's stage (migration 0047, src/contract/possession.ts); null for none. */
  possessionStatus: text('possession_status', { enum: ['possession', 'non-possession', 'allocation-letter', 'file'] }),
  /** Instalments paid and remaining, both or neither (migration 0047). */
  instalmentsPaid: smallint('instalments_paid'),
  instalmentsRemaining: smallint('instalments_remaining'),
  /** Rupees per instalment, only with the counts (migration 0047). */
  instalmentAmount: id64('instalment_amount'),
});

/** Live listings per contact phone (migration 0033), kept by a trigger. */
export const phoneListings = pgTable('phone_listings', {
  phone: text('phone').primaryKey(),
  live: integer('live').notNull().default(0),
});

/** The register of societies and schemes (migration 0034), kept by admins. */
export const societyRegister = pgTable('society_register', {
  locationId: integer('location_id').primaryKey(),
  authority: text('authority').notNull(),
  status: text('status', { enum: ['approved', 'not-approved', 'under-review'] }).notNull(),
  sourceUrl: text('source_url').notNull().default(''),
  checkedOn: date('checked_on', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: id64('updated_by'),
});

/** New projects (migration 0039), kept by admins; units and plan are jsonb, read and written whole. */
export const projects = pgTable('projects', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  developer: text('developer').notNull(),
  cityId: integer('city_id').notNull(),
  locationId: integer('location_id'),
  phase: text('phase').notNull().default(''),
  description: text('description').notNull().default(''),
  photos: jsonb('photos').notNull().default([]),
  possession: text('possession', { enum: ['ready', 'under-construction'] }).notNull(),
  possessionDate: date('possession_date', { mode: 'string' }),
  units: jsonb('units').notNull(),
  plan: jsonb('plan'),
  priceMin: id64('price_min').notNull(),
  priceMax: id64('price_max').notNull(),
  typeIds: integer('type_ids').array().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: id64('updated_by'),
});

/** Project photos uploaded and not yet named by a save (migration 0051): only these may be named. */
export const projectPhotoUploads = pgTable('project_photo_uploads', {
  file: text('file').primaryKey(),
  uploadedBy: id64('uploaded_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The mailed 'Still available' links: single use, expiring, kept as hashes. */
export const freshnessKeys = pgTable('freshness_keys', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  propertyId: id64('property_id').notNull(),
  keyHash: text('key_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const propertyImages = pgTable('property_images', {
  propertyId: id64('property_id').notNull(),
  position: integer('position').notNull(),
  file: text('file').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
}, (t) => [primaryKey({ columns: [t.propertyId, t.position] })]);

export const propertyFeatures = pgTable('property_features', {
  propertyId: id64('property_id').notNull(),
  featureId: integer('feature_id').notNull(),
}, (t) => [primaryKey({ columns: [t.propertyId, t.featureId] })]);

export const approvalKeys = pgTable('approval_keys', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  propertyId: id64('property_id').notNull(),
  keyHash: text('key_hash').notNull(),
  email: text('email').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  usedAt: ts('used_at'),
});

export const enquiries = pgTable('enquiries', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  propertyId: id64('property_id').notNull(),
  subject: text('subject').notNull(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  senderIp: text('sender_ip'),
  createdAt: ts('created_at').notNull().defaultNow(),
  // The enquiry as a conversation (migration 0040).
  posterUserId: id64('poster_user_id'),
  buyerUserId: id64('buyer_user_id'),
  status: text('status').notNull().default('new'),
  firstReplyAt: ts('first_reply_at'),
  handledAt: ts('handled_at'),
  handledVia: text('handled_via'),
  heldReason: text('held_reason'),
  lastMessageAt: ts('last_message_at').notNull().defaultNow(),
});

/** The messages of an enquiry's conversation, the buyer's first one included (migration 0040). */
export const enquiryMessages = pgTable('enquiry_messages', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  enquiryId: id64('enquiry_id').notNull(),
  author: text('author').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Mailed links to a thread for a buyer without an account, by the SHA-256 of their secret (migration 0040). */
export const enquiryLinks = pgTable('enquiry_links', {
  tokenHash: text('token_hash').primaryKey(),
  enquiryId: id64('enquiry_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  senderIp: text('sender_ip'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const marketingContacts = pgTable('marketing_contacts', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  name: text('name').notNull().default(''),
  addedBy: id64('added_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const idempotencyRecords = pgTable('idempotency_records', {
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  status: integer('status').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.scope, t.key] })]);

export const favourites = pgTable('favourites', {
  userId: id64('user_id').notNull(),
  propertyId: id64('property_id').notNull(),
  savedPrice: id64('saved_price').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.propertyId] })]);

/** Every price a listing has been public at, kept by a trigger (migration 0023): what a merged favourite may claim. */
export const listingPrices = pgTable('listing_prices', {
  propertyId: id64('property_id').notNull(),
  price: id64('price').notNull(),
  firstAt: ts('first_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.propertyId, t.price] })]);

export const favouriteAlerts = pgTable('favourite_alerts', {
  userId: id64('user_id').notNull(),
  propertyId: id64('property_id').notNull(),
  kind: text('kind', { enum: ['price', 'sold', 'removed'] }).notNull(),
  price: id64('price').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.propertyId, t.kind, t.price] })]);

export const savedSearches = pgTable('saved_searches', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id64('user_id'),
  name: text('name').notNull(),
  criteria: jsonb('criteria').notNull(),
  frequency: text('frequency', { enum: ['Instant', 'Daily', 'Weekly', 'Off'] }).notNull(),
  email: boolean('email').notNull().default(true),
  unsubscribeKey: text('unsubscribe_key').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastDigestAt: ts('last_digest_at').notNull().defaultNow(),
  push: boolean('push').notNull().default(false),
  emailAddress: text('email_address'),
  confirmKeyHash: text('confirm_key_hash'),
  confirmedAt: ts('confirmed_at'),
  /** 'en' or 'ur' (migration 0021): the mails' language when there is no account to say it. */
  language: text('language').notNull().default('en'),
});

export const savedSearchAlerts = pgTable('saved_search_alerts', {
  savedSearchId: id64('saved_search_id').notNull(),
  propertyId: id64('property_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  mailedAt: ts('mailed_at'),
}, (t) => [primaryKey({ columns: [t.savedSearchId, t.propertyId] })]);

/** The new projects each saved search's alerts have named (migration 0050): once per pair. */
export const savedSearchProjects = pgTable('saved_search_projects', {
  savedSearchId: id64('saved_search_id').notNull(),
  projectId: id64('project_id').notNull(),
  mailedAt: ts('mailed_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.savedSearchId, t.projectId] })]);

export const mailQueue = pgTable('mail_queue', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  message: jsonb('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
  sentAt: ts('sent_at'),
  lastError: text('last_error'),
});

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id64('user_id').notNull(),
  sessionId: id64('session_id').notNull(),
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const pushQueue = pgTable('push_queue', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  subscriptionId: id64('subscription_id').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
  attempts: integer('attempts').notNull().default(0),
  sentAt: ts('sent_at'),
  lastError: text('last_error'),
});

export const alertJobs = pgTable('alert_jobs', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  propertyId: id64('property_id').notNull(),
  event: text('event', { enum: ['published', 'sold', 'removed'] }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: ts('locked_until'),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: ts('window_ends_at').notNull(),
});

export const listingReports = pgTable('listing_reports', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  propertyId: id64('property_id').notNull(),
  reporterUserId: id64('reporter_user_id'),
  reporterDevice: text('reporter_device').notNull(),
  reporterIp: text('reporter_ip').notNull(),
  reason: text('reason', { enum: ['NotAvailable', 'WrongPrice', 'WrongArea', 'WrongPhotos', 'Duplicate', 'Scam', 'Other'] }).notNull(),
  note: text('note').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  resolvedAt: ts('resolved_at'),
  resolution: text('resolution', { enum: ['dismissed', 'hidden', 'rejected', 'warned'] }),
  resolvedBy: id64('resolved_by'),
  resolutionNote: text('resolution_note'),
});

/** An owner's answer to the open reports about their listing (migration 0024): shown to admins. */
export const reportAnswers = pgTable('report_answers', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  propertyId: id64('property_id').notNull(),
  userId: id64('user_id').notNull(),
  note: text('note').notNull(),
  photos: text('photos').array().notNull().default([]),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The owner's requests for the "Photo-checked" badge (migration 0043). */
export const photoChecks = pgTable('photo_checks', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  propertyId: id64('property_id').notNull(),
  userId: id64('user_id').notNull(),
  status: text('status', { enum: ['Pending', 'Approved', 'Refused', 'Lapsed'] }).notNull().default('Pending'),
  reason: text('reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
  decidedAt: ts('decided_at'),
  decidedBy: id64('decided_by'),
});

/** A check request's photos, in the order sent (migration 0043); private to the owner and admins. */
export const photoCheckImages = pgTable('photo_check_images', {
  checkId: id64('check_id').notNull(),
  position: integer('position').notNull(),
  file: text('file').notNull(),
});

/** Every admin action, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE; migration 0013). */
export const adminAudit = pgTable('admin_audit', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  at: ts('at').notNull().defaultNow(),
  actorId: id64('actor_id'),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  targetKind: text('target_kind').notNull(),
  targetId: id64('target_id').notNull(),
  targetLabel: text('target_label').notNull(),
  reason: text('reason'),
});

/** Owner insight (migration 0016; 'reveal', a phone number shown, since 0035): daily counters per listing, nothing per visitor. */
export const listingDailyCounts = pgTable('listing_daily_counts', {
  propertyId: id64('property_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  kind: text('kind', { enum: ['view', 'call', 'whatsapp', 'reveal'] }).notNull(),
  count: integer('count').notNull(),
}, (t) => [primaryKey({ columns: [t.propertyId, t.day, t.kind] })]);

/** Keyed hashes of (device, listing, kind) already counted that day; purged with their day's salt. */
export const insightSeen = pgTable('insight_seen', {
  day: date('day', { mode: 'string' }).notNull(),
  viewer: text('viewer').notNull(),
}, (t) => [primaryKey({ columns: [t.day, t.viewer] })]);

export const insightSalts = pgTable('insight_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** One-time codes sent by SMS (migration 0031), kept as HMACs; a right one hands back a hashed proof. */
export const phoneCodes = pgTable('phone_codes', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  userId: id64('user_id'),
  codeHash: text('code_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  verifiedAt: ts('verified_at'),
  proofHash: text('proof_hash'),
  proofExpiresAt: ts('proof_expires_at'),
});

/** The numbers an account has proved by SMS (migration 0031). */
export const userPhones = pgTable('user_phones', {
  userId: id64('user_id').notNull(),
  phone: text('phone').notNull(),
  verifiedAt: ts('verified_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.phone] })]);
/** Perceptual fingerprints of stored listing photos (migration 0029); its four band columns are generated
 * in SQL and only ever read there. */
export const photoFingerprints = pgTable('photo_fingerprints', {
  file: text('file').primaryKey(),
  // Read and written as text: a 64-bit value does not fit a JS number.
  phash: bigint('phash', { mode: 'bigint' }).notNull(),
});

/** What a submission repeats (migration 0029): another account's listing or the owner's own. */
export const listingMatches = pgTable('listing_matches', {
  propertyId: id64('property_id').notNull(),
  matchId: id64('match_id').notNull(),
  kind: text('kind', { enum: ['photo', 'text'] }).notNull(),
  sameOwner: boolean('same_owner').notNull(),
  score: real('score').notNull(),
  file: text('file'),
  matchFile: text('match_file'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.propertyId, t.kind, t.matchId] })]);

/** Agencies (migration 0046): the page, its admin (the account that made it) and its agents. */
export const agencies = pgTable('agencies', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  adminUserId: id64('admin_user_id').notNull(),
  logo: text('logo'),
  address: text('address').notNull().default(''),
  description: text('description').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One agency per account at most (migration 0046). */
export const agencyMembers = pgTable('agency_members', {
  userId: id64('user_id').primaryKey(),
  agencyId: id64('agency_id').notNull(),
  joinedAt: ts('joined_at').notNull().defaultNow(),
});

/** Invitations by e-mail (migration 0046): the link carries the id and a secret whose digest is keyHash. */
export const agencyInvites = pgTable('agency_invites', {
  id: id64('id').primaryKey().generatedAlwaysAsIdentity(),
  agencyId: id64('agency_id').notNull(),
  email: text('email').notNull(),
  keyHash: text('key_hash').notNull(),
  invitedBy: id64('invited_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  acceptedAt: ts('accepted_at'),
  revokedAt: ts('revoked_at'),
});
