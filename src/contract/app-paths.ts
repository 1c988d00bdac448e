/**
 * The app's pages (docs/product.md, section 2), as the router declares them (`src/router.tsx`; a unit test keeps
 * the two in step). The server needs them to answer an unknown address with 404 and the friendly
 * not-found page rather than 200.
 */
import { pathWithinLocale } from './locale.ts';

export const APP_PATHS = [
  '/', '/about-us', '/privacy-policy', '/registration/information', '/properties', '/property', '/property/$propertyUrl',
  '/property/forms/submit', '/property/forms/submit/$id', '/account/properties', '/account/properties/photo-check/$id', '/property/verification/approve',
  '/property/verification/reject', '/contact-us', '/marketing/contacts', '/login-register', '/registration',
  '/registration/confirmation', '/forgot-password', '/forgot-password/reset', '/account/profile', '/account/profile/edit',
  '/account/change-password', '/outbox', '/recently-viewed', '/favourites', '/compare', '/saved-searches',
  '/tools', '/tools/area', '/tools/loan', '/tools/construction', '/guides/$city', '/guides/$city/$area',
  '/account/enquiries', '/account/enquiries/$threadId', '/account/my-enquiries', '/account/my-enquiries/$threadId', '/enquiry/$threadId',
  '/projects', '/projects/$project', '/agents/$slug', '/account/public-profile',
  '/agencies/$slug', '/account/agency',
] as const;

/**
 * Pages the router has but the server treats as no page: the admin console. Only the signed-in
 * admin's own browser can tell it exists (the token lives in localStorage, out of the server's
 * sight), so the address answers 404 for everyone, the server never renders it, and the service
 * worker does not answer it from the cached shell.
 */
export const CONSOLE_PATHS = ['/admin'] as const;

const PATTERNS = APP_PATHS.map((p) => p.split('/').filter(Boolean));

/** Whether a path names one of the app's pages; like the router, case and a trailing slash do not matter. */
export function isAppPath(pathname: string): boolean {
  // The Urdu pages are the same pages under /ur (locale.ts).
  const parts = pathWithinLocale(pathname).toLowerCase().split('/').filter(Boolean);
  return PATTERNS.some((pattern) =>
    pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith('$') || seg.toLowerCase() === parts[i]));
}
