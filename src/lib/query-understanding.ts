/**
 * Reads a whole search sentence the way Pakistanis type one ("10 marla house DHA Lahore for rent
 * under 50 thousand", "kothi kiraye par g13", "5 مرلہ پلاٹ بحریہ لاہور 80 لاکھ") into the search's own
 * criteria: purpose, type, city, locations, area with its unit, price range, bedrooms, bathrooms.
 * What it cannot place stays as keywords for the full-text search. Pure and synchronous: the server
 * runs it on every keyword search with the reference data it holds in memory.
 */
import { Purpose } from '../contract/constants.ts';
import type { IdText, LocationOption } from '../contract/types.ts';
import { priceInWords } from './price.ts';
import { normalizeSearchText, SYNONYM_GROUPS } from './search-words.ts';
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
}

/** How some of the words were read: "kothi" as House, "bahriya town" as Bahria Town (corrected). */
export interface Reading {
  Words: string;
  Meaning: string;
  /** The words were misspelt and read as the nearest place name. */
  Corrected?: boolean;
}

export interface QueryReading {
  Criteria: ReadCriteria;
  /** What is left for the full-text search, in the words as typed (lower case). */
  Keywords: string;
  Readings: Reading[];
  /** The keywords with a doubtful spelling put right ("lahre" -> "lahore"), to offer as a link. */
  DidYouMean?: string;
}

// ---- The tables. Every word lower case; phrases are space-separated words after normalizing. ----

/** Property types by their reference name. "farm house" is tried before "house": longest first. */
export const TYPE_WORDS: Readonly<Record<string, readonly string[]>> = {
  House: ['house', 'houses', 'home', 'homes', 'kothi', 'kothis', 'koti', 'ghar', 'makan', 'makaan', 'bungalow', 'bungalows', 'bangla', 'villa', 'independent house', 'مکان', 'گھر', 'کوٹھی', 'بنگلہ'],
  Flat: ['flat', 'flats', 'apartment', 'apartments', 'فلیٹ', 'اپارٹمنٹ'],
  'Upper Portion': ['upper portion', 'upper portions', 'upper', 'upper floor', 'اپر پورشن'],
  'Lower Portion': ['lower portion', 'lower portions', 'lower', 'lower floor', 'ground portion', 'لوئر پورشن'],
  'Farm House': ['farm house', 'farm houses', 'farmhouse', 'farmhouses', 'فارم ہاؤس'],
  Room: ['room', 'rooms', 'kamra', 'کمرہ'],
  Penthouse: ['penthouse', 'penthouses', 'پینٹ ہاؤس'],
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
};

/** Words that name a society the way people say it, rewritten before places are matched. */
const PLACE_ALIASES: Readonly<Record<string, string>> = {
  defence: 'dha', defense: 'dha', 'ڈی ایچ اے': 'dha', 'ڈیفنس': 'dha', bahriya: 'bahria', behria: 'bahria',
  'بحریہ': 'bahria', 'ٹاؤن': 'town', 'گلبرگ': 'gulberg', 'کلفٹن': 'clifton', 'عسکری': 'askari', 'جوہر': 'johar',
};

const AREA_UNIT_WORDS: Readonly<Record<string, readonly string[]>> = {
  Marla: ['marla', 'marlas', 'marlay', 'marle', 'مرلہ', 'مرلے'],
  Kanal: ['kanal', 'kanals', 'کنال'],
  'Square Feet': ['sq ft', 'sqft', 'sq feet', 'square feet', 'square foot', 'sft', 'feet', 'ft', 'فٹ'],
  'Square Yards': ['sq yd', 'sq yds', 'sq yards', 'sqyd', 'square yards', 'square yard', 'yards', 'yard', 'gaz', 'گز'],
  'Square Meters': ['sq m', 'sqm', 'square meters', 'square metres', 'square meter', 'square metre', 'm2', 'meters', 'metres'],
};
/** A fraction of a unit is searched in the next smaller one: the API takes whole numbers. */
const SMALLER_UNIT: Readonly<Record<string, readonly [string, number]>> = {
  Kanal: ['Marla', 20], Marla: ['Square Feet', 225], 'Square Yards': ['Square Feet', 9], 'Square Meters': ['Square Feet', 10.7639],
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
  'میں', 'کا', 'کی', 'کے', 'کو', 'سے', 'پر', 'برائے', 'والا', 'والی', 'چاہیے', 'اور', 'پاکستان',
]);

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
];

// ---- Reading ----

interface Token {
  /** The token matched against the tables (after alias and spelling corrections). */
  text: string;
  /** As typed, after normalizing; what goes back into the keywords. */
  typed: string;
  corrected: boolean;
  used: boolean;
  /** A place word this one may be a misspelling of, too far to read it so unasked. */
  maybe?: string;
}

type Meaning =
  | { kind: 'type'; id: number; name: string }
  | { kind: 'purpose'; id: number }
  | { kind: 'city'; id: number; name: string }
  | { kind: 'places'; locations: readonly LocationOption[] }
  | { kind: 'stop' };

interface Hit { start: number; end: number; meaning: Meaning }

const TOKEN = /[\p{L}\p{M}][\p{L}\p{M}\p{N}]*|\d+(?:[.,]\d+)*/gu;
const MAX_PHRASE = 5;

function tokenize(text: string): Token[] {
  let normal = ` ${normalizeSearchText(text)} `;
  for (const [from, to] of Object.entries(PLACE_ALIASES)) {
    if (/^[a-z]+$/.test(from)) normal = normal.replace(new RegExp(`(?<![\\p{L}\\p{N}])${from}(?![\\p{L}\\p{N}])`, 'gu'), to);
    else normal = normal.split(from).join(` ${to} `);
  }
  return (normal.match(TOKEN) ?? []).map((t) => ({ text: t, typed: t, corrected: false, used: false }));
}

const words = (phrase: string) => normalizeSearchText(phrase).match(TOKEN) ?? [];
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
  for (const [k, locations] of groups) {
    const exact = locations.some((l) => key(words(l.Text)) === k);
    // A prefix alone is a place only when it is shared ("dha"), never a lone location's first word.
    if (exact || locations.length > 1) add(k.split(' '), { kind: 'places', locations });
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
    if (tokens.slice(i, i + n).some((t) => t.used)) continue;
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
}

/** "under 50 thousand", "5 to 10 marla", "80 lakh", "1.5 crore se kam", "3 bed" starting at token i. */
function numericAt(tokens: Token[], i: number, t: Tables): NumericHit | null {
  let j = i;
  let bound: 'max' | 'min' | 'range' | undefined;
  const qualifier = (set: Set<string>) => phraseAt(tokens, j, (k) => set.has(k));
  let n = qualifier(t.atMost);
  if (n) { bound = 'max'; j += n; } else if ((n = qualifier(t.atLeast))) { bound = 'min'; j += n; } else if ((n = qualifier(new Set(BETWEEN)))) { bound = 'range'; j += n; }
  if (!isNumber(tokens[j]) || tokens[j]!.used) return null;
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
  return { start: i, end: j, field, low, high, ...(unit ? { unit } : {}) };
}

/** Trigram similarity at which an unknown word is read as a place's word ("lahor" as lahore). */
const SURELY_SIMILAR = 0.45;
/** From here up to SURELY_SIMILAR the word stays as typed and "Did you mean …?" offers the place. */
const MAYBE_SIMILAR = 0.3;

/** Spelling tolerance: a word no table knows, close to a place's word, is read as that word. */
function correctSpelling(tokens: Token[], t: Tables): void {
  for (const token of tokens) {
    if (token.text.length < 4 || !/^[a-z]+$/.test(token.text) || t.known.has(token.text) || t.placeWords.has(token.text)) continue;
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

function placesLabel(locations: readonly LocationOption[]): string {
  const names = [...new Set(locations.map((l) => l.Text))];
  return names.length <= 2 ? names.join(', ') : `${names[0]} and ${names.length - 1} more`;
}

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
  const spanWords = (start: number, end: number) => tokens.slice(start, end).map((x) => x.typed).join(' ');
  const consume = (start: number, end: number) => { for (let k = start; k < end; k++) tokens[k]!.used = true; };

  // Numbers first: "10 marla" must not leave "10" behind, nor "3 room" read as the type Room.
  for (let i = 0; i < tokens.length; i++) {
    const hit = numericAt(tokens, i, t);
    if (!hit) continue;
    const words = spanWords(hit.start, hit.end);
    if (hit.field === 'price' && given.MinPrice === undefined && given.MaxPrice === undefined && criteria.MaxPrice === undefined && criteria.MinPrice === undefined) {
      if (hit.low !== undefined) criteria.MinPrice = hit.low;
      if (hit.high !== undefined) criteria.MaxPrice = hit.high;
      readings.push({ Words: words, Meaning: rangeLabel(hit.low, hit.high, (n) => `PKR ${priceInWords(n)}`) });
      consume(hit.start, hit.end);
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
      readings.push({ Words: words, Meaning: `${rangeLabel(hit.low, hit.high, String)} ${hit.unit}` });
      consume(hit.start, hit.end);
    } else if ((hit.field === 'beds' || hit.field === 'baths') && (hit.low ?? hit.high) !== undefined) {
      const n = hit.low ?? hit.high!;
      const field = hit.field === 'beds' ? 'BedRooms' : 'BathRooms';
      const id = roomId(hit.field === 'beds' ? vocab.bedrooms : vocab.bathrooms, n);
      if (id === undefined || given[field] !== undefined || criteria[field] !== undefined) continue;
      criteria[field] = id;
      readings.push({ Words: words, Meaning: `${n} ${hit.field === 'beds' ? (n === 1 ? 'Bedroom' : 'Bedrooms') : (n === 1 ? 'Bathroom' : 'Bathrooms')}` });
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
    const order = ['city', 'places', 'type', 'purpose', 'stop'];
    const meaning = [...meanings].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))[0]!;
    const merged = meanings.filter((m) => m.kind === 'places').flatMap((m) => (m.kind === 'places' ? m.locations : []));
    hits.push({ start: i, end: i + n, meaning: meaning.kind === 'places' ? { kind: 'places', locations: merged } : meaning });
    consume(i, i + n);
    i += n - 1;
  }
  const release = (h: Hit) => { for (let k = h.start; k < h.end; k++) tokens[k]!.used = false; };
  const corrected = (h: Hit) => tokens.slice(h.start, h.end).some((x) => x.corrected);
  const read = (h: Hit, meaning: string) => readings.push({ Words: spanWords(h.start, h.end), Meaning: meaning, ...(corrected(h) ? { Corrected: true } : {}) });

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
    }
  }
  // Places last: they are narrowed to the city, whether chosen or read.
  const city = given.City ?? criteria.City;
  const chosen: LocationOption[] = [];
  for (const h of hits) {
    if (h.meaning.kind !== 'places') continue;
    const inCity = h.meaning.locations.filter((l) => city === undefined || l.CityId === city);
    if (!inCity.length || given.Location !== undefined) { release(h); continue; }
    chosen.push(...inCity);
    read(h, placesLabel(inCity));
  }
  if (chosen.length) {
    criteria.Location = [...new Set(chosen.map((l) => l.Id))];
    const cities = new Set(chosen.map((l) => l.CityId));
    // Places of one city choose that city too, so the results page's Location filter shows them.
    if (city === undefined && cities.size === 1) criteria.City = [...cities][0]!;
  }

  // A corrected word that found no place goes back as typed; readings keep the order of the text.
  const keywords = tokens.filter((x) => !x.used && !STOP_WORDS.has(x.text)).map((x) => x.typed).join(' ');
  const position = (r: Reading) => ` ${tokens.map((x) => x.typed).join(' ')} `.indexOf(` ${r.Words} `);
  readings.sort((a, b) => position(a) - position(b));
  const left = tokens.filter((x) => !x.used && !STOP_WORDS.has(x.text));
  const didYouMean = left.some((x) => x.maybe) ? left.map((x) => x.maybe ?? x.typed).join(' ') : undefined;
  return { Criteria: criteria, Keywords: keywords, Readings: readings, ...(didYouMean ? { DidYouMean: didYouMean } : {}) };
}
