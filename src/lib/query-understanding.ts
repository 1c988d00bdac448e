/**
 * Reads a whole search sentence the way Pakistanis type one ("10 marla house DHA Lahore for rent
 * under 50 thousand", "kothi kiraye par g13", "5 مرلہ پلاٹ بحریہ لاہور 80 لاکھ") into the search's own
 * criteria: purpose, type, city, locations, area with its unit, price range, bedrooms, bathrooms.
 * What it cannot place stays as keywords for the full-text search. Pure and synchronous: the server
 * runs it on every keyword search with the reference data it holds in memory.
 */
import { Purpose, type PossessionStatus } from '../contract/constants.ts';
import { possessionStatusesFor } from '../contract/possession.ts';
import type { IdText, LocationOption, SearchReading } from '../contract/types.ts';
import { SQFT_PER_UNIT } from './area.ts';
import { priceInWords } from './price.ts';
import { NORMALIZE_STEPS, normalizeSearchText, SYNONYM_GROUPS } from './search-words.ts';
import { URDU_PLACE_WORDS, URDU_SECTOR_LETTERS } from './place-names-ur.ts';
import { closest } from './trigram.ts';

export interface QueryVocabulary {
  cities: readonly IdText[];
  locations: readonly LocationOption[];
  types: readonly IdText[];
  areaUnits: readonly IdText[];
  bedrooms: readonly IdText[];
  bathrooms: readonly IdText[];
}

/** Criteria in the API's own names; only what was read is present. */
export interface ReadCriteria {
  Purpose?: number;
  City?: number;
  Location?: number[];
  PropertyType?: number;
  MinPrice?: number;
  MaxPrice?: number;
  AreaUnit?: number;
  MinArea?: number;
  MaxArea?: number;
  BedRooms?: number;
  BathRooms?: number;
  Possession?: PossessionStatus;
}

/** How some of the words were read: "kothi" as House, "bahriya town" as Bahria Town (corrected). */
export type Reading = SearchReading;

export interface QueryReading {
  Criteria: ReadCriteria;
  /** The words no criterion holds, as typed: what stays in the search's Keywords. */
  Keywords: string;
  /**
   * Those words as the full-text search takes them. Required ones must be in a listing: quoted
   * words, "portion", or every word when nothing else narrows the search. Ranking ones only put
   * the listings that have them first, so one word the reader cannot place never empties the page.
   */
  Required: string;
  Ranking: string;
  Readings: Reading[];
  /** Any of these property types: "portion" is an upper or a lower one. */
  Types?: number[];
  /** The keywords with a doubtful spelling put right ("lahre" -> "lahore"), to offer as a link. */
  DidYouMean?: string;
}

// ---- The tables. Every word lower case; phrases are space-separated words after normalizing. ----

/** Property types by their reference name. "farm house" is tried before "house": longest first. */
export const TYPE_WORDS: Readonly<Record<string, readonly string[]>> = {
  House: ['house', 'houses', 'hous', 'huose', 'home', 'homes', 'kothi', 'kothis', 'koti', 'ghar', 'makan', 'makaan', 'bungalow', 'bungalows', 'bangla', 'villa', 'independent house', 'مکان', 'گھر', 'کوٹھی', 'بنگلہ'],
  Flat: ['flat', 'flats', 'apartment', 'apartments', 'apartmnt', 'appartment', 'apartement', 'aparment', 'flaat', 'فلیٹ', 'اپارٹمنٹ'],
  'Upper Portion': ['upper portion', 'upper portions', 'upper', 'upper floor', 'اپر پورشن'],
  'Lower Portion': ['lower portion', 'lower portions', 'lower', 'lower floor', 'ground portion', 'لوئر پورشن'],
  'Farm House': ['farm house', 'farm houses', 'farmhouse', 'farmhouses', 'فارم ہاؤس'],
  Room: ['room', 'rooms', 'kamra', 'کمرہ', 'hostel', 'hostels', 'ہاسٹل', 'paying guest'],
  Penthouse: ['penthouse', 'penthouses', 'pent house', 'پینٹ ہاؤس'],
  'Residential Plot': ['plot', 'plots', 'residential plot', 'residential plots', 'پلاٹ', 'رہائشی پلاٹ'],
  'Commercial Plot': ['commercial plot', 'commercial plots', 'کمرشل پلاٹ'],
  'Agricultural Land': ['agricultural land', 'agriculture land', 'farm land', 'farmland', 'zarai zameen', 'زرعی زمین'],
  'Industrial Land': ['industrial land', 'industrial plot'],
  'Plot File': ['plot file', 'plot files', 'file', 'files', 'فائل'],
  'Plot Form': ['plot form', 'plot forms'],
  Office: ['office', 'offices', 'daftar', 'دفتر'],
  Shop: ['shop', 'shops', 'dukan', 'dukaan', 'dokan', 'دکان', 'دوکان'],
  Warehouse: ['warehouse', 'warehouses', 'godown', 'godowns', 'godam', 'گودام'],
  Factory: ['factory', 'factories', 'فیکٹری'],
  Building: ['building', 'buildings', 'plaza', 'عمارت'],
};

export const PURPOSE_WORDS: Readonly<Record<number, readonly string[]>> = {
  [Purpose.ForRent]: ['rent', 'rental', 'rentals', 'for rent', 'on rent', 'to let', 'kiraya', 'kiraye', 'kiray', 'kirae', 'kiraya par', 'kiraye par', 'kiraye pe', 'kiraya pe', 'monthly', 'per month', 'mahana', 'کرایہ', 'کرائے', 'کرایہ پر', 'کرائے پر', 'ماہانہ'],
  [Purpose.ForSale]: ['sale', 'for sale', 'buy', 'buying', 'purchase', 'sell', 'selling', 'for sell', 'farokht', 'farokhat', 'baraye farokht', 'braye farokht', 'bechna', 'kharidna', 'فروخت', 'برائے فروخت', 'بیچنا', 'خریدنا'],
};

/** Other names of cities: short forms, old names and Urdu script. */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Lahore: ['lhr', 'لاہور'],
  Karachi: ['khi', 'کراچی'],
  Islamabad: ['isb', 'isl', 'اسلام آباد', 'اسلام اباد'],
  Rawalpindi: ['pindi', 'rwp', 'راولپنڈی', 'پنڈی'],
  Faisalabad: ['fsd', 'lyallpur', 'فیصل آباد'],
  Multan: ['ملتان'],
  Peshawar: ['پشاور'],
  Quetta: ['کوئٹہ'],
  Sialkot: ['سیالکوٹ'],
  Gujranwala: ['گوجرانوالہ'],
  Hyderabad: ['حیدرآباد', 'حیدر آباد'],
  Bahawalpur: ['بہاولپور'],
  Abbottabad: ['ایبٹ آباد'],
  Murree: ['مری'],
  Gwadar: ['گوادر'],
  Sargodha: ['سرگودھا'],
  Sahiwal: ['ساہیوال'],
  Sukkur: ['سکھر'],
  Larkana: ['لاڑکانہ'],
  Mardan: ['مردان'],
  'Rahim Yar Khan': ['ryk', 'رحیم یار خان'],
  Sheikhupura: ['شیخوپورہ'],
  Gujrat: ['گجرات'],
  Jhelum: ['جہلم'],
  'Dera Ghazi Khan': ['dg khan', 'dera ghazi', 'ڈیرہ غازی خان', 'ڈی جی خان'],
  Okara: ['اوکاڑہ'],
  Kasur: ['قصور'],
  Nawabshah: ['shaheed benazirabad', 'benazirabad', 'نوابشاہ', 'نواب شاہ', 'شہید بینظیر آباد'],
  Mirpur: ['mirpur ajk', 'میرپور'],
  Chiniot: ['چنیوٹ'],
  'Wah Cantt': ['wah', 'wah cantonment', 'واہ کینٹ', 'واہ'],
  Taxila: ['ٹیکسلا'],
};

/** Words that name a society the way people say it, rewritten before places are matched. */
const PLACE_ALIASES: Readonly<Record<string, string>> = {
  defence: 'dha', defense: 'dha', 'iqbal town': 'allama iqbal town', 'allama iqbal town': 'allama iqbal town',
  // Places named after Defence that are not DHA.
  'defence view': 'defence view', 'defense view': 'defence view', 'defence road': 'defence road', 'defense road': 'defence road',
};
/** Common misspellings of place words: read as the place, and the explanation says it corrected them. */
const SPELLING_ALIASES: Readonly<Record<string, string>> = {
  bahriya: 'bahria', behria: 'bahria', bahria: 'bahria', toun: 'town', johr: 'johar', jouhar: 'jauhar',
};
const ROMAN_NUMERALS: Readonly<Record<string, number>> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10 };

const AREA_UNIT_WORDS: Readonly<Record<string, readonly string[]>> = {
  Marla: ['marla', 'marlas', 'marlay', 'marle', 'مرلہ', 'مرلے'],
  Kanal: ['kanal', 'kanals', 'کنال'],
  'Square Feet': ['sq ft', 'sqft', 'sq feet', 'square feet', 'square foot', 'sft', 'feet', 'ft', 'فٹ'],
  'Square Yards': ['sq yd', 'sq yds', 'sq yards', 'sqyd', 'square yards', 'square yard', 'yards', 'yard', 'gaz', 'گز'],
  'Square Meters': ['sq m', 'sqm', 'square meters', 'square metres', 'square meter', 'square metre', 'm2', 'meters', 'metres'],
};
/** A fraction of a unit is searched in the next smaller one: the API takes whole numbers. */
const SMALLER_UNIT: Readonly<Record<string, readonly [string, number]>> = {
  Kanal: ['Marla', SQFT_PER_UNIT.Kanal / SQFT_PER_UNIT.Marla], Marla: ['Square Feet', SQFT_PER_UNIT.Marla],
  'Square Yards': ['Square Feet', SQFT_PER_UNIT['Square Yards']], 'Square Meters': ['Square Feet', SQFT_PER_UNIT['Square Meters']],
};

const MULTIPLIERS: Readonly<Record<string, number>> = {
  thousand: 1e3, thousands: 1e3, k: 1e3, hazar: 1e3, hazaar: 1e3, hzar: 1e3, 'ہزار': 1e3,
  lakh: 1e5, lakhs: 1e5, lac: 1e5, lacs: 1e5, lack: 1e5, laakh: 1e5, lk: 1e5, 'لاکھ': 1e5,
  million: 1e6, millions: 1e6, m: 1e6, mn: 1e6, mil: 1e6,
  crore: 1e7, crores: 1e7, cr: 1e7, crs: 1e7, karor: 1e7, karore: 1e7, karod: 1e7, 'کروڑ': 1e7,
  arab: 1e9, billion: 1e9, bn: 1e9, 'ارب': 1e9,
};

const BED_WORDS = ['bed', 'beds', 'bedroom', 'bedrooms', 'bed room', 'bed rooms', 'bd', 'br', 'bhk', 'room', 'rooms', 'kamre', 'kamray', 'kamron', 'کمرے', 'بیڈ', 'بیڈروم'];
const BATH_WORDS = ['bath', 'baths', 'bathroom', 'bathrooms', 'washroom', 'washrooms', 'wash room', 'toilet', 'toilets', 'باتھ', 'واش روم'];

const AT_MOST = ['under', 'below', 'upto', 'up to', 'max', 'maximum', 'within', 'less than', 'budget', 'tak', 'se kam', 'sy kam', 'or less', 'تک', 'سے کم'];
const AT_LEAST = ['above', 'over', 'min', 'minimum', 'more than', 'from', 'starting', 'se zyada', 'se ziada', 'se zyda', 'se upar', 'or more', 'and above', 'plus', 'سے زیادہ', 'سے اوپر'];
const RANGE_WORDS = ['to', 'and', 'se', 'till', 'سے'];
const BETWEEN = ['between', 'btw'];

/** Words that carry no criterion: dropped, not searched. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'for', 'in', 'at', 'on', 'near', 'nearby', 'with', 'the', 'a', 'an', 'of', 'and', 'or', 'to', 'is', 'are', 'i', 'my',
  'me', 'mein', 'main', 'mai', 'mei', 'ka', 'ki', 'ke', 'ko', 'se', 'par', 'pe', 'wala', 'wali', 'walay', 'waley',
  'property', 'properties', 'available', 'need', 'needed', 'want', 'wanted', 'required', 'require', 'looking',
  'chahiye', 'chahie', 'chahye', 'please', 'pakistan', 'area', 'location',
  'barae', 'baraye', 'braye', 'brae', 'liye', 'liey', 'lye', 'leye', 'liay', 'hai', 'hain', 'ho', 'koi', 'kuch', 'bhi',
  'sasta', 'sasti', 'acha', 'achha', 'achi', 'wale', 'walay', 'wali', 'mujhe', 'hamein', 'humein', 'ye', 'yeh', 'woh',
  'show', 'find', 'search', 'get', 'am', 'we', 'us', 'you', 'be', 'it', 'this', 'that', 'some', 'any', 'around', 'about',
  'approx', 'approximately', 'also', 'just', 'only', 'very', 'good', 'nice', 'best', 'space', 'new',
  'میں', 'کا', 'کی', 'کے', 'کو', 'سے', 'پر', 'برائے', 'والا', 'والی', 'والے', 'چاہیے', 'چاہئے', 'اور', 'پاکستان',
  'لیے', 'لئے', 'کیلئے', 'کیلیے', 'ہے', 'ہیں', 'مجھے', 'کوئی', 'سستا', 'اچھا',
]);
/**
 * How plots are traded, as people type it: handed over or not, allotted, or still a file. A longer
 * phrase wins ("non possession" is not "possession"). Bare "file" stays the type Plot File: a file may
 * already be allotted, and a status read from that word alone would hide those.
 */
export const POSSESSION_WORDS: Readonly<Record<PossessionStatus, readonly string[]>> = {
  possession: [
    'possession', 'possesion', 'posession', 'with possession', 'ready possession',
    'qabza', 'qabzah', 'qabzay', 'qabze', 'qabza wala', 'qabzay wala', 'قبضہ', 'قبضے', 'قبضہ والا', 'قبضے والا', 'پوزیشن', 'پوزیشن والا',
  ],
  'non-possession': [
    'non possession', 'non-possession', 'nonpossession', 'non possesion', 'without possession', 'no possession', 'bina possession',
    'bina qabza', 'bagair qabza', 'baghair qabza', 'بغیر قبضہ', 'بغیر قبضے', 'بنا قبضہ', 'نان پوزیشن',
  ],
  'allocation-letter': [
    'allocation letter', 'allocation', 'allocated', 'allotment letter', 'allotment', 'allotted', 'alloted',
    'الاٹمنٹ لیٹر', 'الاٹمنٹ', 'ایلوکیشن لیٹر', 'ایلوکیشن',
  ],
  file: ['open file', 'open files', 'unallocated file', 'non allocated file', 'file stage', 'اوپن فائل'],
};

/** A stage's name in the explanation's English; pages say it in their own language from `Possession`. */
const POSSESSION_MEANING: Readonly<Record<PossessionStatus, string>> = {
  possession: 'Possession', 'non-possession': 'Non-possession', 'allocation-letter': 'Allocation letter', file: 'File',
};

/** Words that name both kinds of portion: a chip of their own, and required in the listing. */
const PORTION_WORDS = ['portion', 'portions', 'پورشن'];

/**
 * Words of place names too common to stand for a place alone or to correct a typo towards
 * ("park facing" is not Park View City).
 */
const GENERIC_PLACE_WORDS = new Set([
  'town', 'city', 'housing', 'society', 'road', 'colony', 'garden', 'gardens', 'park', 'view', 'e', 'new', 'north',
  'green', 'top', 'model', 'canal', 'state', 'life', 'sui', 'gas', 'airport', 'lake', 'valley', 'bath', 'island',
  'ground', 'federal', 'naval', 'crescent', 'bay', 'enclave', 'orchard', 'residencia', 'heights', 'al', 'b', 'd',
  'anchorage', 'scheme', 'block', 'phase', 'cantonment', 'shah', 'jamshed', 'tariq', 'peoples', 'jinnah', 'madina',
]);

/** Words listings use that are close to place names but are not typos of them. */
const COMMON_WORDS = [
  'corner', 'furnished', 'semi', 'park', 'facing', 'brand', 'luxury', 'cheap', 'urgent', 'solar', 'lawn', 'pool',
  'owner', 'direct', 'installment', 'installments', 'possession', 'ready', 'double', 'single', 'story', 'storey',
  'unit', 'portion', 'basement', 'boulevard', 'main', 'road', 'markaz', 'commercial', 'residential', 'gated',
  'school', 'mosque', 'market', 'hospital', 'university', 'college', 'view', 'garden', 'gardens', 'family',
  'students', 'bachelor', 'bachelors', 'executive', 'beautiful', 'modern', 'spanish', 'renovated', 'corner',
  'master', 'paris',
];

// ---- Reading ----

interface Token {
  /** The token matched against the tables (after alias and spelling corrections). */
  text: string;
  /** As typed, after normalizing; what goes back into the keywords. */
  typed: string;
  /** Where in the text as typed it came from: quoted back in the explanation and the keywords. */
  from: number;
  to: number;
  corrected: boolean;
  used: boolean;
  /** Inside quotation marks: a word the user insists on. */
  quoted: boolean;
  /** Read, but kept in the keywords because no field of the search holds it ("portion"). */
  held?: boolean;
  /** A place word this one may be a misspelling of, too far to read it so unasked. */
  maybe?: string;
}

type Meaning =
  | { kind: 'type'; id: number; name: string }
  | { kind: 'purpose'; id: number }
  | { kind: 'city'; id: number; name: string }
  /** `exact`: the locations named exactly so, which win over longer names starting the same way. */
  | { kind: 'places'; locations: readonly LocationOption[]; exact: readonly LocationOption[] }
  | { kind: 'portion' }
  | { kind: 'possession'; status: PossessionStatus }
  | { kind: 'stop' };

interface Hit { start: number; end: number; meaning: Meaning }

const TOKEN = /[\p{L}\p{M}][\p{L}\p{M}\p{N}]*|\d+(?:[.,]\d+)*/gu;
const MAX_PHRASE = 5;

/**
 * A text being rewritten, with where each of its characters came from in the text as typed, so
 * that "g13" read from "G-13/1" is quoted back as "G-13/1".
 */
interface Traced { text: string; from: number[]; to: number[] }

type Replacement = string | ((match: string, ...groups: string[]) => string);

function rewrite(t: Traced, pattern: RegExp, replacement: Replacement): Traced {
  const single = new RegExp(pattern.source, pattern.flags.replace('g', ''));
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let last = 0;
  const keep = (start: number, end: number) => {
    text += t.text.slice(start, end);
    for (let k = start; k < end; k++) { from.push(t.from[k]!); to.push(t.to[k]!); }
  };
  for (const m of t.text.matchAll(pattern)) {
    const start = m.index;
    const end = start + m[0].length;
    if (end === start) continue;
    keep(last, start);
    const out = m[0].replace(single, replacement as string);
    if (out === m[0]) keep(start, end);
    else {
      text += out;
      for (let k = 0; k < out.length; k++) { from.push(t.from[start]!); to.push(t.to[end - 1]!); }
    }
    last = end;
  }
  keep(last, t.text.length);
  return { text, from, to };
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One pattern for a table of words or phrases, longest first, matched as whole words. */
function wordsPattern(list: readonly string[]): RegExp {
  const sorted = [...list].sort((a, b) => b.length - a.length).map((w) => escape(w).replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${sorted.join('|')})(?![\\p{L}\\p{M}\\p{N}])`, 'gu');
}

const URDU_NAMES = new Map(Object.entries(URDU_PLACE_WORDS).flatMap(([roman, list]) => list.map((u) => [u, roman] as const)));
const URDU_NAMES_PATTERN = wordsPattern([...URDU_NAMES.keys()]);
const URDU_SECTOR = new RegExp(`(?<![\\p{L}\\p{M}])(${Object.keys(URDU_SECTOR_LETTERS).sort((a, b) => b.length - a.length).join('|')})\\s*-?\\s*(\\d{1,2})(?![\\p{N}])`, 'gu');
const ALIASES_PATTERN = wordsPattern(Object.keys(PLACE_ALIASES));
const SPELLING_PATTERN = wordsPattern(Object.keys(SPELLING_ALIASES));
/** Arabic forms of letters some keyboards type, read as the Urdu ones. */
const ARABIC_LETTERS: Readonly<Record<string, string>> = { '\u064A': '\u06CC', '\u0649': '\u06CC', '\u0643': '\u06A9', '\u0647': '\u06C1' };
/** "Phase VI", "ph-vi": a phase in Roman numerals. */
const ROMAN_PHASE = /(?<![\p{L}\p{N}])(phase|ph)\s*[-.#:]?\s*(viii|vii|vi|iv|ix|iii|ii|i|v|x)(?![\p{L}\p{N}])/gu;
/** Units and amounts a number after a society's name can be, where it is not a phase ("dha 10 marla"). */
const NOT_A_PHASE = 'marla|marlay|marle|marlas|kanal|kanals|lakh|lac|lacs|lakhs|crore|cr|crores|k|thousand|hazar|bed|beds|bedroom|bedrooms|room|rooms|bath|baths|sq|square|yards?|gaz|ft|feet|sqft|million|mn|m|to|se|and|or';
/** "DHA 6", "dha6", "Bahria Town 8": a phase without the word. */
const BARE_PHASE = new RegExp(`(?<![\\p{L}\\p{N}])(dha|defence|defense|bahria town|bahria orchard|bahria)\\s*-?\\s*([1-9])(?![\\p{L}\\p{N}])(?!\\s*(?:${NOT_A_PHASE})(?![\\p{L}]))`, 'gu');
/**
 * "Clifton 5", "Gulshan-e-Iqbal 7": a numbered block without the word, in the societies numbered so
 * (a number with a letter, "13 d", is BLOCK_WITH_LETTER's).
 */
const BARE_BLOCK = new RegExp(`(?<![\\p{L}\\p{N}])(clifton|gulshan(?:[\\s-]*e)?[\\s-]*iqbal)\\s*-?\\s*(\\d{1,2})(?![\\p{L}\\p{N}])(?!\\s*(?:${NOT_A_PHASE}|-?\\s*[a-h])(?![\\p{L}]))`, 'gu');
/** "13-D", "13 d", "13D", "block 13 D": a block with its letter, as one word. */
const BLOCK_WITH_LETTER = /(?<![\p{L}\p{N}])(?:(?:block|blk)\s*[-#.:]?\s*)?(\d{1,2})\s*-?\s*([a-h])(?![\p{L}\p{N}])/gu;
/** A block's letter spelled in Urdu after its number: "بلاک 13 ڈی" is block 13-D. */
const URDU_BLOCK_LETTERS: Readonly<Record<string, string>> = {
  'اے': 'a', 'بی': 'b', 'سی': 'c', 'ڈی': 'd', 'ای': 'e', 'ایف': 'f', 'جی': 'g', 'ایچ': 'h',
};
const URDU_BLOCK_LETTER = /(\d{1,2})\s*-?\s*(ایف|ایچ|اے|بی|سی|ڈی|ای|جی)(?![\p{L}])/gu;

/** Half a kanal is ten marla, and is said so. */
const HALF_KANAL = /(?<![\p{L}])(?:half|adha|aadha|آدھا|آدھی)\s+(?:kanal|کنال)(?![\p{L}])/gu;
const QUOTED = /["“”«»]([^"“”«»]+)["“”«»]/gu;

function tokenize(text: string): Token[] {
  const quoted: Array<[number, number]> = [...text.matchAll(QUOTED)].map((m) => [m.index, m.index + m[0].length]);
  let t: Traced = { text: '', from: [], to: [] };
  for (let k = 0; k < text.length; k++) {
    const lower = (ARABIC_LETTERS[text[k]!] ?? text[k]!).toLowerCase();
    t.text += lower;
    for (let j = 0; j < lower.length; j++) { t.from.push(k); t.to.push(k + 1); }
  }
  t = rewrite(t, /\s+/g, ' ');
  t = rewrite(t, URDU_SECTOR, (_m, letter: string, n: string) => ` ${URDU_SECTOR_LETTERS[letter]}${n} `);
  t = rewrite(t, URDU_NAMES_PATTERN, (m) => ` ${URDU_NAMES.get(m.replace(/\s+/g, ' ')) ?? m} `);
  t = rewrite(t, HALF_KANAL, '10 marla');
  t = rewrite(t, SPELLING_PATTERN, (m) => SPELLING_ALIASES[m.replace(/\s+/g, ' ')] ?? m);
  t = rewrite(t, ROMAN_PHASE, (_m, _p: string, n: string) => `phase ${ROMAN_NUMERALS[n]}`);
  t = rewrite(t, BARE_PHASE, '$1 phase $2');
  t = rewrite(t, BARE_BLOCK, '$1 block $2');
  t = rewrite(t, URDU_BLOCK_LETTER, (_m, n: string, letter: string) => `${n}${URDU_BLOCK_LETTERS[letter] ?? letter}`);
  t = rewrite(t, BLOCK_WITH_LETTER, 'block$1$2');
  for (const [pattern, replacement] of NORMALIZE_STEPS) t = rewrite(t, pattern, replacement);
  t = rewrite(t, ALIASES_PATTERN, (m) => PLACE_ALIASES[m.replace(/\s+/g, ' ')] ?? m);
  const tokens: Token[] = [];
  for (const m of t.text.matchAll(TOKEN)) {
    const from = t.from[m.index]!;
    const to = t.to[m.index + m[0].length - 1]!;
    const typed = text.slice(from, to).toLowerCase();
    tokens.push({
      text: m[0], typed: m[0], from, to, used: false,
      corrected: Object.hasOwn(SPELLING_ALIASES, typed) && SPELLING_ALIASES[typed] !== typed,
      quoted: quoted.some(([a, b]) => from >= a && to <= b),
    });
  }
  return tokens;
}

/** A name's words as the reader writes a query's: "Block 13-D" is one word, block13d, either way. */
const words = (phrase: string) => normalizeSearchText(phrase.toLowerCase().replace(BLOCK_WITH_LETTER, 'block$1$2')).match(TOKEN) ?? [];
const key = (parts: readonly string[]) => parts.join(' ');

/** The phrase tables for one vocabulary, built once per vocabulary object. */
interface Tables {
  phrases: Map<string, Meaning[]>;
  units: Map<string, string>;
  beds: Set<string>;
  baths: Set<string>;
  atMost: Set<string>;
  atLeast: Set<string>;
  placeWords: Set<string>;
  known: Set<string>;
}

const tableCache = new WeakMap<QueryVocabulary, Tables>();

function tablesFor(vocab: QueryVocabulary): Tables {
  const cached = tableCache.get(vocab);
  if (cached) return cached;
  const phrases = new Map<string, Meaning[]>();
  const add = (phrase: readonly string[], meaning: Meaning) => {
    if (!phrase.length) return;
    const k = key(phrase);
    const list = phrases.get(k) ?? [];
    list.push(meaning);
    phrases.set(k, list);
  };
  for (const [name, list] of Object.entries(TYPE_WORDS)) {
    const type = vocab.types.find((t) => t.Text === name);
    if (type) for (const w of list) add(words(w), { kind: 'type', id: type.Id, name: type.Text });
  }
  for (const [id, list] of Object.entries(PURPOSE_WORDS)) for (const w of list) add(words(w), { kind: 'purpose', id: Number(id) });
  const placeWords = new Set<string>();
  for (const city of vocab.cities) {
    const meaning: Meaning = { kind: 'city', id: city.Id, name: city.Text };
    add(words(city.Text), meaning);
    for (const alias of CITY_ALIASES[city.Text] ?? []) add(words(alias), meaning);
    for (const w of words(city.Text)) placeWords.add(w);
  }
  // Each location by its full name, and groups of locations by the words their names start with
  // ("dha" for every DHA phase, "bahria town" for every Bahria Town), where those words are a name.
  const groups = new Map<string, LocationOption[]>();
  for (const location of vocab.locations) {
    const parts = words(location.Text);
    for (let n = 1; n <= parts.length; n++) {
      const prefix = parts.slice(0, n);
      if (n < parts.length && (GENERIC_PLACE_WORDS.has(prefix[0]!) || prefix[0]!.length < 3 || /^\d/.test(prefix[n - 1]!))) continue;
      const k = key(prefix);
      groups.set(k, [...(groups.get(k) ?? []), location]);
    }
    for (const w of parts) if (!GENERIC_PLACE_WORDS.has(w) && !/\d/.test(w) && w.length >= 3) placeWords.add(w);
  }
  const cityWords = new Set(vocab.cities.flatMap((c) => words(c.Text)));
  // Names said short: without "e" and "town" ("gulshan iqbal", "bahria phase 8"), when what is left
  // still names something and is not an everyday word ("university" is not University Town).
  const short = new Map<string, LocationOption[]>();
  for (const location of vocab.locations) {
    const parts = words(location.Text);
    const rest = parts.filter((w) => w !== 'e' && w !== 'town');
    if (rest.length === parts.length || !rest.some((w) => !GENERIC_PLACE_WORDS.has(w) && !COMMON_WORDS.includes(w))) continue;
    if (rest.length === 1 && (rest[0]!.length < 4 || STOP_WORDS.has(rest[0]!))) continue;
    short.set(key(rest), [...(short.get(key(rest)) ?? []), location]);
  }
  for (const k of new Set([...groups.keys(), ...short.keys()])) {
    const locations = [...new Set([...(groups.get(k) ?? []), ...(short.get(k) ?? [])])];
    // The location named exactly so wins over longer names only when those are other places
    // ("Gulberg Residencia"), not parts of the same one ("Bahria Town Phase 8", "Bahria Town Karachi").
    const named = locations.filter((l) => key(words(l.Text)) === k || (short.get(k)?.includes(l) && !groups.get(k)?.length));
    const partOf = (l: LocationOption) => {
      const next = words(l.Text)[k.split(' ').length];
      return next === undefined || /^(phase|town|block|sector|\d)/.test(next) || cityWords.has(next);
    };
    const exact = named.length && locations.every((l) => named.includes(l) || !partOf(l)) ? named : [];
    // A prefix alone is a place when it is shared ("dha"), or when it is a lone location's one
    // telling word ("emaar" of Emaar Crescent Bay, "raiwind" of Raiwind Road), never an everyday word.
    const telling = locations.length === 1 && !k.includes(' ') && k.length >= 5 && !COMMON_WORDS.includes(k) && !GENERIC_PLACE_WORDS.has(k)
      && words(locations[0]!.Text).slice(1).every((w) => GENERIC_PLACE_WORDS.has(w) || /^\d/.test(w));
    if (exact.length || locations.length > 1 || telling) add(k.split(' '), { kind: 'places', locations, exact });
  }
  for (const w of PORTION_WORDS) add(words(w), { kind: 'portion' });
  for (const [status, list] of Object.entries(POSSESSION_WORDS)) {
    for (const w of list) add(words(w), { kind: 'possession', status: status as PossessionStatus });
  }
  for (const w of STOP_WORDS) add([w], { kind: 'stop' });
  const units = new Map<string, string>();
  for (const [unit, list] of Object.entries(AREA_UNIT_WORDS)) for (const w of list) units.set(key(words(w)), unit);
  const known = new Set<string>([...COMMON_WORDS, ...SYNONYM_GROUPS.flat()]);
  for (const k of [...phrases.keys(), ...units.keys(), ...Object.keys(MULTIPLIERS), ...BED_WORDS, ...BATH_WORDS, ...AT_MOST, ...AT_LEAST]) {
    for (const w of k.split(' ')) known.add(w);
  }
  const tables: Tables = {
    phrases, units,
    beds: new Set(BED_WORDS.map((w) => key(words(w)))),
    baths: new Set(BATH_WORDS.map((w) => key(words(w)))),
    atMost: new Set(AT_MOST.map((w) => key(words(w)))),
    atLeast: new Set(AT_LEAST.map((w) => key(words(w)))),
    placeWords, known,
  };
  tableCache.set(vocab, tables);
  return tables;
}

/** The longest phrase of `set` starting at token i: its length, or 0. */
function phraseAt(tokens: Token[], i: number, has: (k: string) => boolean): number {
  for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 1; n--) {
    if (tokens.slice(i, i + n).some((t) => t.used || t.quoted)) continue;
    if (has(key(tokens.slice(i, i + n).map((t) => t.text)))) return n;
  }
  return 0;
}

const isNumber = (t: Token | undefined) => t !== undefined && /^\d/.test(t.text);
const numberOf = (t: Token) => Number(t.text.replace(/,/g, ''));

interface NumericHit {
  start: number;
  end: number;
  field: 'price' | 'area' | 'beds' | 'baths';
  low?: number;
  high?: number;
  unit?: string;
  /** The largest multiplier the amount was said with ("lakh" 100,000; none 1). */
  multiplier: number;
}

/** "under 50 thousand", "5 to 10 marla", "80 lakh", "1.5 crore se kam", "3 bed" starting at token i. */
function numericAt(tokens: Token[], i: number, t: Tables): NumericHit | null {
  let j = i;
  let bound: 'max' | 'min' | 'range' | undefined;
  const qualifier = (set: Set<string>) => phraseAt(tokens, j, (k) => set.has(k));
  let n = qualifier(t.atMost);
  if (n) { bound = 'max'; j += n; } else if ((n = qualifier(t.atLeast))) { bound = 'min'; j += n; } else if ((n = qualifier(new Set(BETWEEN)))) { bound = 'range'; j += n; }
  if (!isNumber(tokens[j]) || tokens[j]!.used || tokens[j]!.quoted) return null;
  const first = numberOf(tokens[j]!);
  j += 1;
  let firstMultiplier = MULTIPLIERS[tokens[j]?.text ?? ''];
  if (firstMultiplier) j += 1;
  let second: number | undefined;
  let secondMultiplier: number | undefined;
  const connector = tokens[j] && RANGE_WORDS.includes(tokens[j]!.text) && isNumber(tokens[j + 1]) ? 1 : 0;
  if ((connector || (isNumber(tokens[j]) && !firstMultiplier)) && isNumber(tokens[j + connector])) {
    second = numberOf(tokens[j + connector]!);
    j += connector + 1;
    secondMultiplier = MULTIPLIERS[tokens[j]?.text ?? ''];
    if (secondMultiplier) j += 1;
    bound = 'range';
  }
  // What the numbers measure: an area unit, rooms, or money.
  const unitLength = phraseAt(tokens, j, (k) => t.units.has(k));
  let field: NumericHit['field'] | undefined;
  let unit: string | undefined;
  if (unitLength && !firstMultiplier && !secondMultiplier) {
    unit = t.units.get(key(tokens.slice(j, j + unitLength).map((x) => x.text)));
    field = 'area';
    j += unitLength;
  } else if (!firstMultiplier && !secondMultiplier && (n = phraseAt(tokens, j, (k) => t.beds.has(k)))) {
    field = 'beds';
    j += n;
  } else if (!firstMultiplier && !secondMultiplier && (n = phraseAt(tokens, j, (k) => t.baths.has(k)))) {
    field = 'baths';
    j += n;
  } else if (firstMultiplier || secondMultiplier || first >= 10_000 || (second ?? 0) >= 10_000) {
    field = 'price';
    // "50 to 80 lakh": the last multiplier covers both numbers.
    firstMultiplier ??= secondMultiplier ?? 1;
    secondMultiplier ??= 1;
  }
  if (!field) return null;
  // Trailing qualifiers: "50 lakh tak", "1 crore se zyada", "3 bed or more".
  if (!bound || bound !== 'range') {
    if ((n = qualifier(t.atMost))) { bound = 'max'; j += n; } else if ((n = qualifier(t.atLeast))) { bound = 'min'; j += n; }
  }
  const scale = (x: number, m: number | undefined) => Math.round(x * (m ?? 1));
  const a = field === 'price' ? scale(first, firstMultiplier) : first;
  const b = second === undefined ? undefined : field === 'price' ? scale(second, secondMultiplier) : second;
  let low: number | undefined;
  let high: number | undefined;
  if (b !== undefined) { low = Math.min(a, b); high = Math.max(a, b); } else if (bound === 'max') high = a;
  else if (bound === 'min') low = a;
  else if (field === 'price') high = a; // A bare amount is a budget: up to it.
  else { low = a; high = a; } // "10 marla": exactly that size.
  return { start: i, end: j, field, low, high, multiplier: Math.max(firstMultiplier ?? 1, secondMultiplier ?? 1), ...(unit ? { unit } : {}) };
}

/** An amount from here up, with no purpose word, is a sale price (PKR 10 lakh). */
const SALE_FROM = 1_000_000;
/** An amount in thousands up to here, with no purpose word, is a monthly rent (PKR 5 lakh). */
const RENT_UP_TO = 500_000;

/** Trigram similarity at which an unknown word is read as a place's word ("lahor" as lahore). */
const SURELY_SIMILAR = 0.45;
/** From here up to SURELY_SIMILAR the word stays as typed and "Did you mean …?" offers the place. */
const MAYBE_SIMILAR = 0.3;

/** Spelling tolerance: a word no table knows, close to a place's word, is read as that word. */
function correctSpelling(tokens: Token[], t: Tables): void {
  for (const token of tokens) {
    if (token.quoted || token.text.length < 4 || !/^[a-z]+$/.test(token.text) || t.known.has(token.text) || t.placeWords.has(token.text)) continue;
    const best = closest(token.text, t.placeWords, MAYBE_SIMILAR);
    if (best && best.score >= SURELY_SIMILAR) { token.text = best.word; token.corrected = true; } else if (best) token.maybe = best.word;
  }
}

function roomId(list: readonly IdText[], n: number): number | undefined {
  const exact = list.find((x) => x.Text === String(n));
  if (exact) return exact.Id;
  const plus = list.find((x) => x.Text.endsWith('+'));
  return plus && n >= Number.parseInt(plus.Text, 10) ? plus.Id : undefined;
}

/**
 * The places of a list that no other place of it holds: "gulshan e iqbal" names the society and
 * every block of it, and the society alone says the same, since a place finds what lies within it.
 */
function outermost(list: readonly LocationOption[], all: readonly LocationOption[]): LocationOption[] {
  if (!list.some((l) => l.ParentId)) return [...list];
  const ids = new Set(list.map((l) => l.Id));
  const byId = parentsOf(all);
  return list.filter((l) => {
    for (let at = l.ParentId; at; at = byId.get(at)?.ParentId) if (ids.has(at)) return false;
    return true;
  });
}

/**
 * Places named in different words of one query, less those holding another: in "bahria town
 * jasmine block" the block is what was asked for, and the society only says where it is.
 */
function innermost(list: readonly LocationOption[], all: readonly LocationOption[]): LocationOption[] {
  if (!list.some((l) => l.ParentId)) return [...list];
  const byId = parentsOf(all);
  const holding = new Set<number>();
  for (const l of list) for (let at = l.ParentId; at; at = byId.get(at)?.ParentId) holding.add(at);
  return list.filter((l) => !holding.has(l.Id));
}

const parentCache = new WeakMap<readonly LocationOption[], Map<number, LocationOption>>();
function parentsOf(all: readonly LocationOption[]): Map<number, LocationOption> {
  let map = parentCache.get(all);
  if (!map) {
    map = new Map(all.map((l) => [l.Id, l]));
    parentCache.set(all, map);
  }
  return map;
}

function placesLabel(locations: readonly LocationOption[]): string {
  const names = [...new Set(locations.map((l) => l.Text))];
  return names.length <= 2 ? names.join(', ') : `${names[0]} and ${names.length - 1} more`;
}

const bounds = (low: number | undefined, high: number | undefined) => ({ ...(low === undefined ? {} : { Low: low }), ...(high === undefined ? {} : { High: high }) });

function rangeLabel(low: number | undefined, high: number | undefined, show: (n: number) => string): string {
  if (low !== undefined && high !== undefined) return low === high ? show(low) : `${show(low)} to ${show(high)}`;
  if (high !== undefined) return `Up to ${show(high)}`;
  return `From ${show(low!)}`;
}

/**
 * Reads `text` into criteria. `given` are the criteria already chosen in the form: they win, and
 * words that contradict them (another city, another type) stay keywords rather than change them.
 */
export function readQuery(text: string, vocab: QueryVocabulary, given: ReadCriteria = {}): QueryReading {
  const t = tablesFor(vocab);
  const tokens = tokenize(text);
  correctSpelling(tokens, t);
  const readings: Reading[] = [];
  const criteria: ReadCriteria = {};
  const spanWords = (start: number, end: number) => text.slice(tokens[start]!.from, tokens[end - 1]!.to).replace(/\s+/g, ' ');
  let priceHit: NumericHit | undefined;
  const consume = (start: number, end: number) => { for (let k = start; k < end; k++) tokens[k]!.used = true; };

  // Numbers first: "10 marla" must not leave "10" behind, nor "3 room" read as the type Room.
  for (let i = 0; i < tokens.length; i++) {
    const hit = numericAt(tokens, i, t);
    if (!hit) continue;
    const words = spanWords(hit.start, hit.end);
    if (hit.field === 'price' && given.MinPrice === undefined && given.MaxPrice === undefined && criteria.MaxPrice === undefined && criteria.MinPrice === undefined) {
      if (hit.low !== undefined) criteria.MinPrice = hit.low;
      if (hit.high !== undefined) criteria.MaxPrice = hit.high;
      readings.push({ Words: words, Meaning: rangeLabel(hit.low, hit.high, (n) => `PKR ${priceInWords(n)}`), Price: bounds(hit.low, hit.high) });
      consume(hit.start, hit.end);
      priceHit = hit;
    } else if (hit.field === 'area' && hit.unit && given.MinArea === undefined && given.MaxArea === undefined && criteria.AreaUnit === undefined) {
      let unitName = hit.unit;
      let { low, high } = hit;
      const whole = (x: number | undefined) => x === undefined || Number.isInteger(x);
      while (!(whole(low) && whole(high)) && SMALLER_UNIT[unitName]) {
        const [smaller, factor] = SMALLER_UNIT[unitName]!;
        unitName = smaller;
        low = low === undefined ? undefined : low * factor;
        high = high === undefined ? undefined : high * factor;
      }
      const unit = vocab.areaUnits.find((u) => u.Text === unitName);
      if (!unit || (given.AreaUnit !== undefined && given.AreaUnit !== unit.Id)) continue;
      criteria.AreaUnit = unit.Id;
      if (low !== undefined) criteria.MinArea = Math.floor(low);
      if (high !== undefined) criteria.MaxArea = Math.ceil(high);
      readings.push({ Words: words, Meaning: `${rangeLabel(hit.low, hit.high, String)} ${hit.unit}`, Area: { ...bounds(hit.low, hit.high), Unit: hit.unit } });
      consume(hit.start, hit.end);
    } else if ((hit.field === 'beds' || hit.field === 'baths') && (hit.low ?? hit.high) !== undefined) {
      const n = hit.low ?? hit.high!;
      const field = hit.field === 'beds' ? 'BedRooms' : 'BathRooms';
      const id = roomId(hit.field === 'beds' ? vocab.bedrooms : vocab.bathrooms, n);
      if (id === undefined || given[field] !== undefined || criteria[field] !== undefined) continue;
      criteria[field] = id;
      readings.push({
        Words: words, Meaning: `${n} ${hit.field === 'beds' ? (n === 1 ? 'Bedroom' : 'Bedrooms') : (n === 1 ? 'Bathroom' : 'Bathrooms')}`,
        Rooms: { Count: n, Of: hit.field },
      });
      consume(hit.start, hit.end);
    }
  }

  // Then names and words, longest phrase first.
  const hits: Hit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const n = phraseAt(tokens, i, (k) => t.phrases.has(k));
    if (!n) continue;
    const k = key(tokens.slice(i, i + n).map((x) => x.text));
    const meanings = t.phrases.get(k)!;
    // A phrase that names a place and means something else too ("lahore" city, a "Cantt" location)
    // is read as the city first, then the places, then the rest.
    const order = ['city', 'places', 'possession', 'type', 'purpose', 'portion', 'stop'];
    const meaning = [...meanings].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))[0]!;
    const places = meanings.filter((m) => m.kind === 'places');
    hits.push({
      start: i, end: i + n,
      meaning: meaning.kind === 'places'
        ? { kind: 'places', locations: places.flatMap((m) => m.locations), exact: places.flatMap((m) => m.exact) }
        : meaning,
    });
    consume(i, i + n);
    i += n - 1;
  }
  const release = (h: Hit) => { for (let k = h.start; k < h.end; k++) tokens[k]!.used = false; };
  const corrected = (h: Hit) => tokens.slice(h.start, h.end).some((x) => x.corrected);
  const read = (h: Hit, meaning: string, more: Partial<Reading> = {}) =>
    readings.push({ Words: spanWords(h.start, h.end), Meaning: meaning, ...(corrected(h) ? { Corrected: true } : {}), ...more });

  let portion: Hit | undefined;
  const statuses: Array<Hit & { meaning: { kind: 'possession' } }> = [];
  for (const h of hits) {
    const m = h.meaning;
    if (m.kind === 'stop') continue;
    if (m.kind === 'type') {
      if (given.PropertyType === m.id || criteria.PropertyType === m.id) continue;
      if (given.PropertyType !== undefined || criteria.PropertyType !== undefined) { release(h); continue; }
      criteria.PropertyType = m.id;
      read(h, m.name);
    } else if (m.kind === 'purpose') {
      if (given.Purpose === m.id || criteria.Purpose === m.id) continue;
      if (given.Purpose !== undefined || criteria.Purpose !== undefined) { release(h); continue; }
      criteria.Purpose = m.id;
      read(h, m.id === Purpose.ForRent ? 'For Rent' : 'For Sale');
    } else if (m.kind === 'city') {
      if (given.City === m.id || criteria.City === m.id) continue;
      if (given.City !== undefined || criteria.City !== undefined) { release(h); continue; }
      criteria.City = m.id;
      read(h, m.name);
    } else if (m.kind === 'portion') {
      portion = h;
    } else if (m.kind === 'possession') {
      statuses.push({ ...h, meaning: m });
    }
  }
  // A plot's stage: a filter of its own, once the type (chosen or read) may carry it; "possession
  // plot" read on a house would empty the page, so there the words stay keywords.
  for (const h of statuses) {
    const type = given.PropertyType ?? criteria.PropertyType;
    const status = h.meaning.status;
    const allowed = type === undefined || possessionStatusesFor(type).includes(status);
    if (given.Possession === status || criteria.Possession === status) continue;
    if (!allowed || given.Possession !== undefined || criteria.Possession !== undefined) { release(h); continue; }
    criteria.Possession = status;
    read(h, POSSESSION_MEANING[status], { Possession: status });
  }
  // "Portion" is either kind of portion, when no type was chosen or read.
  const portionTypes = vocab.types.filter((x) => x.Text === 'Upper Portion' || x.Text === 'Lower Portion').map((x) => x.Id);
  let types: number[] | undefined;
  if (portion) {
    if (given.PropertyType === undefined && criteria.PropertyType === undefined && portionTypes.length) {
      types = portionTypes;
      read(portion, 'Upper or Lower Portion', { Portion: true });
      for (let k = portion.start; k < portion.end; k++) tokens[k]!.held = true;
    } else release(portion);
  }
  // A sale-sized amount with no purpose word is a sale ("5 marla house 50 lakh"), a monthly-sized one
  // in thousands a rent ("flat 60k"): rents run to a few lakh, sales start where they end.
  if (priceHit && given.Purpose === undefined && criteria.Purpose === undefined) {
    const amount = Math.max(priceHit.low ?? 0, priceHit.high ?? 0);
    const purpose = amount >= SALE_FROM ? Purpose.ForSale : amount <= RENT_UP_TO && priceHit.multiplier <= 1e3 ? Purpose.ForRent : undefined;
    if (purpose !== undefined) {
      criteria.Purpose = purpose;
      readings.push({ Words: spanWords(priceHit.start, priceHit.end), Meaning: purpose === Purpose.ForRent ? 'For Rent' : 'For Sale', Implied: true });
    }
  }
  // Places last: they are narrowed to the city, whether chosen or read; a place named exactly so
  // wins over longer names that start the same way ("gulberg" is Gulberg, not Gulberg Residencia).
  const city = given.City ?? criteria.City;
  const chosen: LocationOption[] = [];
  for (const h of hits) {
    if (h.meaning.kind !== 'places') continue;
    const inCity = (list: readonly LocationOption[]) => list.filter((l) => city === undefined || l.CityId === city);
    const exact = inCity(h.meaning.exact);
    const found = outermost(exact.length ? exact : inCity(h.meaning.locations), vocab.locations);
    if (!found.length || given.Location !== undefined) { release(h); continue; }
    chosen.push(...found);
    read(h, placesLabel(found), { Places: [...new Set(found.map((l) => l.Text))] });
  }
  if (chosen.length) {
    criteria.Location = [...new Set(innermost(chosen, vocab.locations).map((l) => l.Id))];
    const cities = new Set(chosen.map((l) => l.CityId));
    // Places of one city choose that city too, so the results page's Location filter shows them.
    if (city === undefined && cities.size === 1) criteria.City = [...cities][0]!;
  }

  // What no criterion holds: quoted back as typed, each stretch of the text once ("G-13/1" gave both
  // g13 and g13s1). A corrected word that found no place goes back as typed.
  const left = tokens.filter((x) => !x.used && !STOP_WORDS.has(x.text));
  const shown = tokens.filter((x) => (!x.used || x.held) && !STOP_WORDS.has(x.text));
  const stretches: Array<[number, number, boolean]> = [];
  for (const x of shown) {
    const last = stretches[stretches.length - 1];
    if (last && x.from < last[1]) last[1] = Math.max(last[1], x.to);
    else stretches.push([x.from, x.to, x.quoted]);
  }
  // A quoted word stays quoted, so the search run again from the page's address still requires it.
  const keywords = stretches.map(([a, b, q]) => (q ? `"${text.slice(a, b)}"` : text.slice(a, b))).join(' ').replace(/\s+/g, ' ').trim().toLowerCase();
  // Left words narrow the search only when quoted, or when nothing else does; otherwise they rank.
  // A chosen stage is given only so words do not contradict it; like the other switches of the
  // filters (verified, owners), it does not make the words optional.
  const narrowed = Object.keys(criteria).length > 0 || types !== undefined || Object.keys(given).some((k) => k !== 'Possession');
  const required = left.filter((x) => x.quoted || !narrowed).map((x) => x.typed).join(' ');
  const ranking = left.filter((x) => !(x.quoted || !narrowed)).map((x) => x.typed).join(' ');
  if (ranking) {
    const first = left.find((x) => !(x.quoted || !narrowed))!;
    const last = left.filter((x) => !(x.quoted || !narrowed)).at(-1)!;
    readings.push({ Words: text.slice(first.from, last.to).replace(/\s+/g, ' '), Meaning: '', Ranked: true });
  }
  const position = (r: Reading) => (r.Ranked ? text.length : text.indexOf(r.Words));
  readings.sort((a, b) => position(a) - position(b));
  const didYouMean = left.some((x) => x.maybe) ? left.map((x) => x.maybe ?? x.typed).join(' ') : undefined;
  return {
    Criteria: criteria, Keywords: keywords, Required: required, Ranking: ranking, Readings: readings,
    ...(types ? { Types: types } : {}),
    ...(didYouMean ? { DidYouMean: didYouMean } : {}),
  };
}
