/**
 * Message catalogs, without a library. Each part of the interface declares its
 * English texts once with `defineMessages(namespace, { ... })` and uses the object as before
 * (`m.title`, `m.found(3)`); the Urdu texts live in a `*.ur.ts` file beside it, typed as a
 * `Translation` of the English so TypeScript refuses a missing or misshapen key, and they reach the
 * browser in one chunk that only `/ur/...` pages load (src/i18n-urdu.ts). English pages therefore
 * carry no Urdu and no translation runtime beyond this file. Why not Lingui or i18next: both need a
 * compile step (macros, extraction) or a runtime several times this size, and our catalogs are
 * hand-written objects anyway; the type checker is the extraction step.
 *
 * The language is one per page load (the address says it: `/ur/...`), so the current catalog is a
 * module value: the browser sets it once before the app renders, and the server's renderer sets it
 * around its synchronous `renderToString` (`withLocale`), as it does the low-bandwidth hint.
 */
import type { Locale } from './locale.ts';

type Plain = string | number | boolean | null | undefined;

/** The Urdu (or any other) version of an English catalog: the same keys, strings for strings, same-signature functions. */
export type Translation<T> = T extends string
  ? string
  : T extends Plain
    ? T
    : T extends (...args: infer A) => unknown
      ? (...args: A) => string
      : T extends ReadonlyArray<infer E>
        ? ReadonlyArray<Translation<E>>
        : { readonly [K in keyof T]: Translation<T[K]> };

let current: Locale = 'en';
const translations: Partial<Record<Locale, Record<string, unknown>>> = {};
/** Every catalog declared so far, by namespace, for the completeness test and the reverse lookup. */
const registry = new Map<string, object>();

export function currentLocale(): Locale {
  return current;
}

/** The browser: once, before the app renders. */
export function setLocale(locale: Locale): void {
  current = locale;
}

/** The server's renderer: the locale for one synchronous render, restored afterwards. */
export function withLocale<T>(locale: Locale, render: () => T): T {
  const before = current;
  current = locale;
  try {
    return render();
  } finally {
    current = before;
  }
}

const arrivals = new Set<() => void>();
/** Counts the catalogs registered, so a page rendered before its language's arrived renders again. */
let registered = 0;

/** A language's texts by namespace (src/i18n-urdu.ts registers Urdu). */
export function registerTranslations(locale: Locale, byNamespace: Record<string, unknown>): void {
  translations[locale] = { ...translations[locale], ...byNamespace };
  registered += 1;
  for (const listener of arrivals) listener();
}

/**
 * The page's language has no texts on the device yet: an Urdu page opened offline before its catalog
 * was ever fetched shows English words, and says why (src/components/offline-banner/LanguagePending.tsx).
 */
export const translationsMissing = (): boolean => current !== 'en' && translations[current] === undefined;

export const translationsRegistered = (): number => registered;

export function subscribeTranslations(listener: () => void): () => void {
  arrivals.add(listener);
  return () => arrivals.delete(listener);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function lookup(path: readonly string[]): unknown {
  let node: unknown = translations[current];
  for (const key of path) {
    if (!isPlainObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

function view<T extends object>(english: T, path: readonly string[]): T {
  return new Proxy(english, {
    get(target, key, receiver) {
      const fallback: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return fallback;
      const here = [...path, key];
      if (isPlainObject(fallback)) return view(fallback, here);
      if (current === 'en') return fallback;
      const translated = lookup(here);
      // A text not translated yet shows in English rather than as nothing; the catalog test lists it.
      return translated === undefined ? fallback : translated;
    },
  });
}

/**
 * The English texts of one part of the interface, read in the page's language. The namespace is
 * the key of the part's translation in each language's catalog, and must be unique.
 */
export function defineMessages<const T extends object>(namespace: string, english: T): T {
  registry.set(namespace, english);
  return view(english, [namespace]);
}

/**
 * Fixed English values that English pages show as they are (the reference data's 'For Sale', 'House',
 * a city's name): English carries no table for them, only the other languages do, in a namespace
 * that starts with `values.`, keyed by group and by the English value (src/lib/reference-messages.ur.ts).
 * A value a language lacks is shown as it came.
 */
export const VALUES_NAMESPACE_PREFIX = 'values.';

export function valueLabel(namespace: `${typeof VALUES_NAMESPACE_PREFIX}${string}`, group: string, value: string): string {
  if (current === 'en') return value;
  const shown = lookup([namespace, group, value]);
  return typeof shown === 'string' ? shown : value;
}

/** Namespaces and their English texts, as declared (tests/unit/catalogs.test.ts). */
export function declaredCatalogs(): ReadonlyMap<string, object> {
  return registry;
}

let reverse: Map<string, string> | null = null;
let reverseFor: Locale | null = null;
/** Catalogs arrive with their screens' chunks: the reverse map is made again when one has been added. */
let reverseSize = 0;

function collect(english: unknown, translated: unknown, into: Map<string, string>): void {
  if (typeof english === 'string' && typeof translated === 'string') {
    into.set(english, translated);
  } else if (Array.isArray(english) && Array.isArray(translated)) {
    english.forEach((item, i) => collect(item, translated[i], into));
  } else if (isPlainObject(english) && isPlainObject(translated)) {
    for (const key of Object.keys(english)) collect(english[key], translated[key], into);
  }
}

/**
 * A fixed English text in the page's language: the server's answers and the shared schemas'
 * messages are English (they are the spec's own words), and the screen shows them translated when
 * the same text is in a catalog. Anything else (an owner's words, an unknown message) is unchanged.
 */
export function localize(text: string): string {
  if (current === 'en') return text;
  if (!reverse || reverseFor !== current || reverseSize !== registry.size) {
    reverse = new Map();
    reverseFor = current;
    reverseSize = registry.size;
    const byNamespace = translations[current] ?? {};
    // Values first, so that a catalog's text wins where both have the same English.
    for (const [namespace, groups] of Object.entries(byNamespace)) {
      if (!namespace.startsWith(VALUES_NAMESPACE_PREFIX) || !isPlainObject(groups)) continue;
      for (const group of Object.values(groups)) if (isPlainObject(group)) for (const value of Object.keys(group)) collect(value, group[value], reverse);
    }
    for (const [namespace, english] of registry) collect(english, byNamespace[namespace], reverse);
  }
  return reverse.get(text) ?? text;
}
