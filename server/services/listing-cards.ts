import type { ImageLinks } from '../images/links.ts';
import { sql } from 'drizzle-orm';
import type { ListingCard } from '../../src/contract/types.ts';
import { PRICE_REDUCED_DAYS } from '../../src/contract/constants.ts';
import { priceInWords } from '../../src/lib/price.ts';
import { MAP_PRECISION_BY_CODE, roundCoordinate, type MapPin } from '../../src/contract/geo.ts';
import type { ReferenceNames } from './reference.ts';
import { verificationsOf, type VerificationRow } from './verification.ts';
import type { SchemeWarning } from '../../src/contract/society.ts';
import { dayOf } from './societies.ts';
import { isPossessionStatus, type PossessionInfo } from '../../src/contract/possession.ts';

/**
 * A listing card as the home page, search, favourites and compare show it: one SELECT and one
 * mapping, so every list of listings reads the same columns.
 */

export interface CardRow extends VerificationRow {
  id: number;
  url: string;
  title: string;
  price: number;
  area: number;
  area_unit_id: number;
  purpose_id: number;
  type_id: number;
  city_id: number;
  location_id: number | null;
  bed_room_id: number | null;
  bath_room_id: number | null;
  user_name: string;
  published_at: Date | string | null;
  confirmed_at: Date | string | null;
  images: string[] | null;
  reduced_from: number | string | null;
  reduced_at: Date | string | null;
  map_lat: number | null;
  map_lng: number | null;
  map_precision: number | null;
  shown_as_agent: boolean;
  scheme_status: string | null;
  scheme_authority: string | null;
  scheme_checked_on: Date | string | null;
  scheme_source: string | null;
  poster_slug: string | null;
  agency_slug: string | null;
  agency_name: string | null;
  possession_status: string | null;
  instalments_paid: number | null;
  instalments_remaining: number | null;
  instalment_amount: number | string | null;
}

/** Possession status and instalments as cards and pages carry them (migration 0047); undefined when none is told. */
export function possessionOf(r: Pick<CardRow, 'possession_status' | 'instalments_paid' | 'instalments_remaining' | 'instalment_amount'>): PossessionInfo | undefined {
  const status = isPossessionStatus(r.possession_status) ? r.possession_status : undefined;
  const plan = r.instalments_paid !== null && r.instalments_remaining !== null;
  if (!status && !plan) return undefined;
  return {
    ...(status ? { Status: status } : {}),
    ...(plan ? { InstalmentsPaid: Number(r.instalments_paid), InstalmentsRemaining: Number(r.instalments_remaining) } : {}),
    ...(plan && r.instalment_amount !== null ? { InstalmentAmount: Number(r.instalment_amount) } : {}),
  };
}

/** The register's word on a listing's scheme when it is not approved (migration 0034); undefined otherwise. */
export function schemeWarningOf(r: Pick<CardRow, 'scheme_status' | 'scheme_authority' | 'scheme_checked_on' | 'scheme_source'>): SchemeWarning | undefined {
  if (r.scheme_status !== 'not-approved' && r.scheme_status !== 'under-review') return undefined;
  return {
    Status: r.scheme_status, Authority: r.scheme_authority ?? '', SourceUrl: r.scheme_source ?? '',
    CheckedOn: r.scheme_checked_on ? dayOf(r.scheme_checked_on) : '',
  };
}

/** The public point (map_lat, map_lng), to 5 decimals; pin_lat and pin_lng are never read here. */
export function mapPinOf(r: Pick<CardRow, 'map_lat' | 'map_lng' | 'map_precision'>): MapPin | undefined {
  if (r.map_lat === null || r.map_lng === null || r.map_precision === null) return undefined;
  const precision = MAP_PRECISION_BY_CODE[Number(r.map_precision)];
  if (!precision) return undefined;
  return { Latitude: roundCoordinate(Number(r.map_lat)), Longitude: roundCoordinate(Number(r.map_lng)), Precision: precision };
}

export function toCard(r: CardRow, names: ReferenceNames, links: ImageLinks): ListingCard {
  const pin = mapPinOf(r);
  const verifications = verificationsOf(r);
  const scheme = schemeWarningOf(r);
  const possession = possessionOf(r);
  const published = r.published_at instanceof Date ? r.published_at.toISOString()
    : r.published_at ? new Date(r.published_at).toISOString() : '';
  const name = (m: Map<number, string>, id: number | null) => (id === null ? '' : m.get(Number(id)) ?? '');
  return {
    PropertyId: Number(r.id),
    Purpose: name(names.purposes, r.purpose_id),
    Type: name(names.types, r.type_id),
    Price: Number(r.price),
    PriceInWords: priceInWords(Number(r.price)),
    Area: Number(r.area),
    AreaUnit: name(names.units, r.area_unit_id),
    Images: (r.images ?? []).map((upload) => links.url(upload)),
    PropertyUrl: r.url,
    Title: r.title,
    Location: name(names.locations, r.location_id),
    City: name(names.cities, r.city_id),
    BedRooms: name(names.bedrooms, r.bed_room_id),
    BathRooms: name(names.bathrooms, r.bath_room_id),
    UserName: r.user_name,
    PublishDate: published,
    ...(r.confirmed_at ? { ConfirmedAt: new Date(r.confirmed_at).toISOString() } : {}),
    ...(r.reduced_from !== null && r.reduced_at ? { PriceReduced: { From: Number(r.reduced_from), At: new Date(r.reduced_at).toISOString() } } : {}),
    ...(pin ? { MapPin: pin } : {}),
    ...(verifications.length ? { Verifications: verifications } : {}),
    PosterKind: r.shown_as_agent ? 'Agent' : 'Owner',
    ...(scheme ? { Scheme: scheme } : {}),
    ...(r.poster_slug ? { PosterSlug: r.poster_slug } : {}),
    ...(r.agency_slug && r.agency_name ? { Agency: { Slug: r.agency_slug, Name: r.agency_name } } : {}),
    ...(possession ? { Possession: possession } : {}),
  };
}

/**
 * The columns of a listing card, from `p` (a properties row or subquery) and its owner. Names of
 * reference ids are filled in from memory by toCard. The poster's name is the one their profile shows,
 * and their profile's slug only while it is public (migration 0045).
 */
export const CARD_SELECT = sql`
  SELECT p.id, p.url, p.title, p.price, p.area, p.area_unit_id, p.purpose_id, p.type_id, p.city_id, p.location_id,
    p.bed_room_id, p.bath_room_id, p.published_at, p.confirmed_at, cut.reduced_from, cut.reduced_at,
    p.map_lat, p.map_lng, p.map_precision, p.phone_verified_at, p.photo_checked_at, p.shown_as_agent,
    p.possession_status, p.instalments_paid, p.instalments_remaining, p.instalment_amount,
    sr.status AS scheme_status, sr.authority AS scheme_authority, sr.checked_on AS scheme_checked_on, sr.source_url AS scheme_source,
    COALESCE(NULLIF(trim(u.profile_name), ''), NULLIF(trim(u.first_name || ' ' || u.last_name), ''), p.contact_full_name) AS user_name,
    CASE WHEN u.profile_public AND u.email_confirmed_at IS NOT NULL THEN u.profile_slug END AS poster_slug, ag.slug AS agency_slug, ag.name AS agency_name,
    ARRAY(SELECT i.file FROM property_images i WHERE i.property_id = p.id ORDER BY i.position) AS images`;

/**
 * The owner's account, the agency the listing belongs to (migration 0046), the register's entry for a scheme that is not approved, and a recent price cut: the price the listing was public at just before its
 * current one went public, when that was higher and within PRICE_REDUCED_DAYS (listing_prices keeps
 * one row per price, kept by migration 0023's trigger). Two index probes per card on the page only.
 */
export const CARD_JOINS = sql`LEFT JOIN users u ON u.id = p.user_id
  LEFT JOIN agencies ag ON ag.id = p.agency_id
  LEFT JOIN society_register sr ON sr.location_id = p.location_id AND sr.status <> 'approved'
  LEFT JOIN LATERAL (
    SELECT before.price AS reduced_from, now_.first_at AS reduced_at
    FROM listing_prices now_
    JOIN LATERAL (
      SELECT o.price FROM listing_prices o
      WHERE o.property_id = p.id AND o.first_at < now_.first_at ORDER BY o.first_at DESC LIMIT 1
    ) before ON true
    WHERE now_.property_id = p.id AND now_.price = p.price AND before.price > p.price
      AND now_.first_at > now() - make_interval(days => ${PRICE_REDUCED_DAYS})
  ) cut ON true`;
