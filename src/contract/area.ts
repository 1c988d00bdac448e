/**
 * The one rule for areas, shared by the area converter, the site-wide area preference, the server's
 * mails and the listings' reference factors. Every unit is turned into square feet and back, so
 * any pair converts through one exact factor each. The Marla is not one size in Pakistan, so it is a
 * parameter here rather than the 225 sq ft the listings use (README, 'Areas'): 225 sq ft (DHA, Bahria
 * and most modern societies), 272.25 sq ft (the revenue department's Marla: 9 square karams of 5.5 ft,
 * 160 to the acre), or 250 sq ft, which some sellers quote. A Kanal is always 20 Marla of the chosen size.
 */

export const MARLA_SIZES = [225, 250, 272.25] as const;
export type MarlaSize = (typeof MARLA_SIZES)[number];
export const DEFAULT_MARLA: MarlaSize = 225;

/** URL-friendly ids, in the order the converter lists them. */
export const AREA_UNIT_IDS = ['marla', 'kanal', 'sqft', 'sqyd', 'sqm', 'acre'] as const;
export type AreaUnitId = (typeof AREA_UNIT_IDS)[number];

/** A foot is 0.3048 m exactly, so a square metre is 1 / 0.09290304 sq ft exactly. */
const SQM_IN_SQFT = 0.09290304;
const SQFT_PER_ACRE = 43_560;
const MARLA_PER_KANAL = 20;

function squareFeetPerUnit(unit: AreaUnitId, marla: MarlaSize): number {
  switch (unit) {
    case 'marla': return marla;
    case 'kanal': return marla * MARLA_PER_KANAL;
    case 'sqft': return 1;
    case 'sqyd': return 9;
    case 'sqm': return 1 / SQM_IN_SQFT;
    case 'acre': return SQFT_PER_ACRE;
  }
}

export function toSquareFeetIn(value: number, unit: AreaUnitId, marla: MarlaSize = DEFAULT_MARLA): number {
  // Square metres divide by the exact factor instead of multiplying by its rounded inverse.
  return unit === 'sqm' ? value / SQM_IN_SQFT : value * squareFeetPerUnit(unit, marla);
}

export function fromSquareFeet(squareFeet: number, unit: AreaUnitId, marla: MarlaSize = DEFAULT_MARLA): number {
  return unit === 'sqm' ? squareFeet * SQM_IN_SQFT : squareFeet / squareFeetPerUnit(unit, marla);
}

export function convertArea(value: number, from: AreaUnitId, to: AreaUnitId, marla: MarlaSize = DEFAULT_MARLA): number {
  if (from === to) return value;
  return fromSquareFeet(toSquareFeetIn(value, from, marla), to, marla);
}

/** Rounded half away from zero at 2 decimals, robust to binary noise (1.005 stays 1.01). */
export function round2(value: number): number {
  const scaled = Math.abs(value) * 100;
  const rounded = Math.round(Number(scaled.toPrecision(12))) / 100;
  return Math.sign(value) * rounded;
}

export function isAreaUnitId(value: unknown): value is AreaUnitId {
  return typeof value === 'string' && (AREA_UNIT_IDS as readonly string[]).includes(value);
}

export function parseMarlaSize(value: unknown): MarlaSize {
  const n = typeof value === 'string' ? Number(value) : NaN;
  return (MARLA_SIZES as readonly number[]).includes(n) ? (n as MarlaSize) : DEFAULT_MARLA;
}

/** Every unit's value for one area, in the converter's order. */
export function allUnits(value: number, from: AreaUnitId, marla: MarlaSize): Array<{ unit: AreaUnitId; value: number }> {
  return AREA_UNIT_IDS.map((unit) => ({ unit, value: convertArea(value, from, unit, marla) }));
}

/**
 * The site-wide area preference: the unit every area is shown in, and what a Marla means when a
 * Marla or Kanal figure is converted. Only the two sizes the converter explains as established (a
 * society's 225 and the revenue department's 272.25) are offered; 250 has no rule to point to.
 */
export const PREFERRED_UNITS = ['marla', 'kanal', 'sqft', 'sqyd', 'sqm'] as const;
export type PreferredUnit = (typeof PREFERRED_UNITS)[number];
export const PREFERRED_MARLA_SIZES = [225, 272.25] as const;
export type PreferredMarlaSize = (typeof PREFERRED_MARLA_SIZES)[number];

export interface AreaPreference {
  unit: PreferredUnit;
  marla: PreferredMarlaSize;
}

/** What a first visit and a mail to someone without a preference use: Marla as the listings' own 225. */
export const DEFAULT_AREA_PREFERENCE: AreaPreference = { unit: 'marla', marla: 225 };

/** The cookie that carries the preference, so a server-rendered page is drawn in it from the first byte. */
export const AREA_COOKIE = 'basera-area';

export const isPreferredUnit = (value: unknown): value is PreferredUnit =>
  typeof value === 'string' && (PREFERRED_UNITS as readonly string[]).includes(value);

export const isPreferredMarlaSize = (value: unknown): value is PreferredMarlaSize =>
  typeof value === 'number' && (PREFERRED_MARLA_SIZES as readonly number[]).includes(value);

/** "sqft:272.25", the cookie's value (a colon needs no escaping in a cookie). */
export const areaPreferenceText = (p: AreaPreference): string => `${p.unit}:${p.marla}`;

/** The cookie's value read back; anything else (absent, tampered, an older form) is the default. */
export function parseAreaPreference(text: string | null | undefined): AreaPreference {
  const [unit, marla] = (text ?? '').split(':');
  const size = Number(marla);
  return isPreferredUnit(unit) && isPreferredMarlaSize(size) ? { unit, marla: size } : DEFAULT_AREA_PREFERENCE;
}

/** The preference's value in a Cookie header ("a=1; basera-area=sqft:225"), or the default. */
export function areaPreferenceFromCookies(header: string | null | undefined): AreaPreference {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === AREA_COOKIE) return parseAreaPreference(decodeURIComponent(rest.join('=')));
  }
  return DEFAULT_AREA_PREFERENCE;
}

/**
 * The listings' unit names (the reference list the API sends, kept in English) and the preference's
 * ids, both ways; the reference ids (1 Marla … 5 Square Meters) are what the search's AreaUnit takes.
 */
export const LISTING_UNIT_NAMES = {
  marla: 'Marla', kanal: 'Kanal', sqft: 'Square Feet', sqyd: 'Square Yards', sqm: 'Square Meters',
} as const satisfies Record<PreferredUnit, string>;
export const LISTING_UNIT_IDS: Readonly<Record<PreferredUnit, number>> = { marla: 1, kanal: 2, sqft: 3, sqyd: 4, sqm: 5 };

export function unitOfListingName(name: string): PreferredUnit | null {
  const found = PREFERRED_UNITS.find((unit) => LISTING_UNIT_NAMES[unit].toLowerCase() === name.trim().toLowerCase());
  return found ?? null;
}

export function unitOfListingId(id: number): PreferredUnit | null {
  return PREFERRED_UNITS.find((unit) => LISTING_UNIT_IDS[unit] === id) ?? null;
}

/**
 * A figure as it is shown: Marla and Kanal to two decimals (2.5 Marla, 0.61 Kanal: a quarter Marla
 * matters in a price), the small units whole from 100 up (2,723 sq ft) and to one decimal under it.
 * Decimals are cut, never padded (10 Marla, not 10.00).
 */
export function roundForDisplay(value: number, unit: PreferredUnit): number {
  if (unit === 'marla' || unit === 'kanal') return round2(value);
  if (Math.abs(value) >= 100) return Math.round(Number(value.toPrecision(12)));
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

export interface ShownArea {
  /** In the preferred unit, rounded for display. */
  value: number;
  unit: PreferredUnit;
  /**
   * The owner's own figure, when it was converted: shown beside the converted one so the figure
   * the owner typed (and will be held to) is never hidden. Absent when no conversion happened.
   */
  owner?: { value: number; unit: string };
}

/**
 * An owner's area (their figure and the listing's unit name) in the preference. A unit the rule does
 * not know, or one already in the preferred unit, is shown as the owner gave it.
 */
export function areaInPreference(area: number, ownerUnitName: string, pref: AreaPreference): ShownArea | { value: number; unitName: string } {
  const from = unitOfListingName(ownerUnitName);
  if (!from) return { value: area, unitName: ownerUnitName };
  if (from === pref.unit) return { value: area, unit: from };
  return { value: roundForDisplay(convertArea(area, from, pref.unit, pref.marla), pref.unit), unit: pref.unit, owner: { value: area, unit: ownerUnitName } };
}

/** A bound typed in one unit carried to another (the search's min/max when the unit changes), rounded for display. */
export function convertPreferred(value: number, from: PreferredUnit, to: PreferredUnit, marla: PreferredMarlaSize): number {
  return roundForDisplay(convertArea(value, from, to, marla), to);
}

/** Account/AreaUnit and Account/SaveAreaUnit Data: the account's preference, and whether one was ever chosen. */
export interface AccountAreaPreference {
  Unit: PreferredUnit;
  MarlaSize: PreferredMarlaSize;
  /** False until the person chooses: the answer is then the default, and a device's own choice wins. */
  Chosen: boolean;
}
