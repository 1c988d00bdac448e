/**
 * The fixed names, page kinds and connection types a Core Web Vitals report may carry
 * (src/contract/vitals.ts checks a report against them). Apart from the schema so the measuring
 * chunk (src/lib/vitals-report.ts) labels its figures without carrying valibot.
 */

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Pages by kind, not by address: a listing's address would make a series per listing. */
export const PAGE_KINDS = ['home', 'search', 'listing', 'projects', 'guide', 'profile', 'account', 'form', 'admin', 'other'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** navigator.connection.effectiveType, where the browser tells it. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** Longest a timing may be (ms): beyond ten minutes it is a page left open, not a measurement. */
export const VITAL_MAX_MS = 600_000;
/** A layout shift score above this is not one a page can have. */
export const CLS_MAX = 100;

/** The kind of page an address is, English or Urdu (/ur/…). */
export function pageKind(pathname: string): PageKind {
  const path = pathname.toLowerCase().replace(/^\/ur(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  const parts = path.split('/');
  const first = parts[1] ?? '';
  if (first === 'properties') return 'search';
  if (first === 'property') return parts[2] === 'forms' ? 'form' : parts.length > 2 && parts[2] !== 'verification' ? 'listing' : 'other';
  if (first === 'projects') return 'projects';
  if (first === 'guides') return 'guide';
  if (first === 'agents' || first === 'agencies') return 'profile';
  if (first === 'admin') return 'admin';
  if (['account', 'login-register', 'registration', 'favourites', 'saved-searches', 'outbox', 'forgot-password'].includes(first)) return 'account';
  return 'other';
}
