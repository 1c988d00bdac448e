/**
 * Words of a search as Pakistanis type them, shared by the server's full-text search and the query
 * reader (query-understanding.ts). Pure: no React, no Node.
 *
 * Place codes are written many ways: an Islamabad sector as G-13, G13, g 13 or G–13, a sub-sector as
 * G-13/2, a phase or block as "Phase 6", "phase-6", "Ph 6". PostgreSQL's text parser reads "G-13" as
 * the letter g and the number -13, so neither "G13" nor "g 13" would ever meet it. Both the listing
 * text (SQL function `search_norm`, migration 0004) and the query (here) are rewritten to one token
 * per code before they are parsed: g13, g13s2, phase6, block5. The two must agree; an API test runs
 * the SQL function over SEARCH_NORM_SAMPLES and compares it with normalizeSearchText.
 */

/** Dashes people and phone keyboards use, all read as '-'. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
/** Urdu and Arabic digits, read as ASCII digits. */
const URDU_DIGITS = /[\u06F0-\u06F9\u0660-\u0669]/g;

/**
 * Islamabad and Rawalpindi sectors run from B to I (B-17, D-12, E-11, F-7, G-13, H-9, I-8). "a" is
 * left out: "a 5 marla house" is English, not sector A-5.
 */
const SUB_SECTOR = /(?<![\p{L}\p{N}])([b-i]) ?-? ?(\d{1,2}) ?\/ ?(\d)(?![\p{L}\p{N}])/gu;
const SECTOR = /(?<![\p{L}\p{N}])([b-i]) ?-? ?(\d{1,2})(?![\p{L}\p{N}/])/gu;
/** Phases, blocks, schemes and the like with their number: "Phase 6", "ph-6", "Block 5A". */
const NUMBERED_PART = /(?<![\p{L}\p{N}])(phase|ph|block|blk|scheme|sector|zone|street|st|avenue|lane) ?[-#.:]? ?(\d{1,3}[a-z]?)(?![\p{L}\p{N}])/gu;
const PART_NAMES: Record<string, string> = { ph: 'phase', blk: 'block', st: 'street' };

type Replacer = (match: string, ...groups: string[]) => string;

/**
 * The rewrites of normalizeSearchText after lower-casing, in order. The query reader applies the
 * same list while it keeps track of which typed characters each word came from.
 */
export const NORMALIZE_STEPS: ReadonlyArray<readonly [RegExp, string | Replacer]> = [
  [DASHES, '-'],
  [URDU_DIGITS, (d) => String(d.codePointAt(0)! - (d >= '\u06F0' ? 0x06f0 : 0x0660))],
  [/\s+/g, ' '],
  [SUB_SECTOR, '$1$2 $1$2s$3'],
  [SECTOR, '$1$2'],
  [NUMBERED_PART, (_m, part: string, n: string) => `${PART_NAMES[part] ?? part}${n}`],
];

/**
 * Lower-cases and rewrites place codes to single tokens. Mirrors the SQL function `search_norm`
 * (migration 0004) rule for rule: change one, change the other.
 */
export function normalizeSearchText(text: string): string {
  let out = text.toLowerCase();
  for (const [pattern, replacement] of NORMALIZE_STEPS) out = out.replace(pattern, replacement as string);
  return out;
}

/** Texts whose normal form the SQL function must give exactly as normalizeSearchText does. */
export const SEARCH_NORM_SAMPLES: readonly string[] = [
  'House in G-13, Islamabad', 'g13', 'G 13', 'G–13/2 corner', 'F-7/3', 'near I-8 markaz', 'E-11/4',
  'B-17 Multi Gardens', 'DHA Phase 6', 'dha phase-6', 'DHA Ph 6', 'Clifton Block 5', 'Scheme 33',
  'Bahria Town Phase 8', 'a 5 marla house', 'Askari 10', 'Top City-1', 'Gulshan-e-Iqbal Block 13-D',
  '10 Marla house in DHA Lahore', 'F-10 Markaz', 'Street 12', 'H-9 and I-10', 'G-10/4 Islamabad',
];

/** The words of a text after normalizing: letters and digits, as the full-text query uses them. */
export function searchWords(text: string): string[] {
  return normalizeSearchText(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/**
 * Words that mean the same in a listing's text, in English, Roman Urdu and Urdu script. A keyword
 * in one group matches listings that use any word of it ("kothi" finds "house"). Every word is lower
 * case and one word long; the type and purpose readers in query-understanding.ts use the same words.
 */
export const SYNONYM_GROUPS: ReadonlyArray<readonly string[]> = [
  ['house', 'houses', 'home', 'homes', 'kothi', 'kothis', 'koti', 'ghar', 'makan', 'makaan', 'bungalow', 'bangla', 'villa', 'مکان', 'گھر', 'کوٹھی', 'بنگلہ'],
  ['flat', 'flats', 'apartment', 'apartments', 'apartmnt', 'فلیٹ', 'اپارٹمنٹ'],
  ['shop', 'shops', 'dukan', 'dukaan', 'dokan', 'دکان', 'دوکان'],
  ['plot', 'plots', 'pilot', 'پلاٹ'],
  ['office', 'offices', 'daftar', 'دفتر'],
  ['warehouse', 'godown', 'godam', 'گودام'],
  ['land', 'zameen', 'zamin', 'زمین'],
  ['room', 'rooms', 'kamra', 'kamray', 'kamre', 'کمرہ', 'کمرے'],
  ['rent', 'rental', 'kiraya', 'kiraye', 'kiray', 'kirae', 'کرایہ', 'کرائے'],
  ['sale', 'sell', 'selling', 'farokht', 'farokhat', 'bechna', 'فروخت', 'بیچنا'],
  ['marla', 'marlas', 'marlay', 'marle', 'مرلہ', 'مرلے'],
  ['kanal', 'kanals', 'کنال'],
  ['yards', 'yard', 'gaz', 'گز'],
  ['corner', 'کارنر'],
  ['furnished', 'furnish'],
];

const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)),
);

/** The words a keyword stands for: itself and its synonyms. */
export function synonymsOf(word: string): readonly string[] {
  return SYNONYMS.get(word) ?? [word];
}

/** A block with a letter, as the query reader writes it (block13d). */
const BLOCK_CODE = /^block(\d{1,3})([a-z])$/;

/** At most this many words of a query are searched; the rest would only narrow an empty result. */
const MAX_WORDS = 8;

/** The listing's own ids that its search document carries as terms (migration 0004): qc1, qt1, qp2, ql312. */
export interface SearchFacets {
  City?: number;
  PropertyType?: number;
  Purpose?: number;
  Location?: readonly number[];
  /** Any of these types, when PropertyType is not chosen ("portion": upper or lower). */
  Types?: readonly number[];
  /**
   * A listing placed in a society that names one of its blocks or phases in its words ("Block 13-D"
   * in a listing of Gulshan-e-Iqbal, written before the blocks were places): found with the block.
   */
  LocationNear?: readonly PlaceMention[];
}

/** A place (`id`, a society or phase) and the words that name a part of it ("block13d"). */
export interface PlaceMention { id: number; words: string }

/**
 * A PostgreSQL tsquery for the keywords: every word must match (AND), each through any of its
 * synonyms (OR); stemming already joins "furnished" and "furnish". Words are letters and digits
 * only, so nothing a user types can break the query's syntax.
 *
 * `facets` add the city, type, purpose and locations as terms of the same query. The search
 * document holds them (qc1 for city 1 and so on), so one full-text index lookup intersects the words
 * with the filters, and the planner estimates "furnished houses in Lahore" as the few it is instead
 * of combining a 220,000-row city bitmap or walking the newest index in hope of a match.
 */
export function toTsQuery(keywords: string, facets: SearchFacets = {}): string | null {
  const words = [...new Set(searchWords(keywords))].slice(0, MAX_WORDS);
  if (!words.length) return null;
  const terms = words.map((word) => {
    const block = BLOCK_CODE.exec(word);
    // A block code as a listing writes it: "Block 13D", "Block 13-D" (block13 then d), or "13-D".
    if (block) return `(${word} | ${block[1]}${block[2]} | block${block[1]} <-> ${block[2]} | ${block[1]} <-> ${block[2]})`;
    const alternatives = synonymsOf(word);
    return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
  });
  if (facets.City) terms.push(`qc${Math.trunc(facets.City)}`);
  if (facets.PropertyType) terms.push(`qt${Math.trunc(facets.PropertyType)}`);
  else if (facets.Types?.length) terms.push(`(${facets.Types.map((id) => `qt${Math.trunc(id)}`).join(' | ')})`);
  if (facets.Purpose) terms.push(`qp${Math.trunc(facets.Purpose)}`);
  if (facets.Location?.length) {
    const near = (facets.LocationNear ?? []).flatMap(({ id, words }) => {
      const mention = toTsQuery(words);
      return mention ? [`(ql${Math.trunc(id)} & ${mention})`] : [];
    });
    terms.push(`(${[...facets.Location.map((id) => `ql${Math.trunc(id)}`), ...near].join(' | ')})`);
  }
  return terms.join(' & ');
}

/** The words that name a place within its parent, as the search reads them: "Block 13-D" is block13d. */
export function ownWords(name: string, parentName: string): string {
  const own = name.toLowerCase().startsWith(`${parentName.toLowerCase()} `) ? name.slice(parentName.length + 1) : name;
  return own.replace(/(?:block\s*)?(\d{1,2})\s*-?\s*([a-h])(?![\p{L}\p{N}])/giu, 'block$1$2');
}

/**
 * The weighted middle of a listing's search document (column place_text): where it is, what it is
 * and the features ticked in its form, so "house rent islamabad" ranks a house for rent in Islamabad
 * above a shop whose description mentions a house, and "corner" finds a corner house whose owner
 * only ticked the box. Migrations 0004 and 0036 fill it the same way for listings made before.
 */
export function listingFacetText(parts: { location?: string | null; city: string; type: string; purpose: string; features?: readonly string[] }): string {
  return [parts.location, parts.city, parts.type, parts.purpose, ...(parts.features ?? [])].filter((p) => p).join(' ');
}
