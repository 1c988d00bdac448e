/**
 * Which requests the service worker may answer from its caches. Pure functions of the URL and
 * method so they can be unit-tested without a worker.
 *
 * The client sends its bearer token on every request once someone is logged in, so "has an
 * Authorization header" cannot be the test for per-user data. Instead there is an allow-list of
 * public GET endpoints whose answers are the same for everyone; only those are ever cached, with or
 * without a token. Everything else (profile, own listings, writes, searches) goes to the network.
 * Searches, GET or POST, are kept on the device by the app itself (src/offline/query-persistence.ts,
 * the 20 most recent, keyed by their criteria), so the worker keeps no second copy per search URL.
 */
import { ADMIN_IMAGE_MARK, API_ROOT, ApiPaths } from '../src/contract/api-paths.ts';
import { isAppPath } from '../src/contract/app-paths.ts';
import { TILEJSON_PATH, TILES_ROOT } from '../src/contract/tiles.ts';

const lower = (path: string): string => `${API_ROOT}/${path}`.toLowerCase();

const IMAGE_PATH = lower(ApiPaths.image);
const DETAILS_PATH = lower(ApiPaths.detailsByUrl);
/** New projects' list and pages: public, the same for every visitor. */
const PROJECT_PATHS: readonly string[] = [lower(ApiPaths.projectsList), lower(ApiPaths.projectDetails),
  // Posters' public profiles and their (or an agency's) listings: the same for every visitor.
  lower(ApiPaths.profileDetails), lower(ApiPaths.profileListings)];

/** Public, slowly changing reads that are shown on first screens: fine to serve stale, then refresh. */
const REFERENCE_PATHS: readonly string[] = [
  lower(ApiPaths.dropDownData),
  // The listing form's option lists: the form must open offline.
  lower(ApiPaths.submitPropertyDetails),
  lower(ApiPaths.getLocations),
  lower(ApiPaths.locations),
  // Area guides: the same for everyone, so a guide seen once reads offline.
  lower(ApiPaths.areaGuide),
];
const HOME_PREFIX = `${API_ROOT}/home/`;

interface RequestLike {
  method: string;
}

const isGet = (request: RequestLike): boolean => request.method === 'GET';
const pathOf = (url: URL): string => url.pathname.toLowerCase();

/** Photos shown in the admin console (pending listings) are marked and never kept on the device. */
export function isImageRequest(url: URL, request: RequestLike): boolean {
  return isGet(request) && pathOf(url) === IMAGE_PATH && !url.searchParams.has(ADMIN_IMAGE_MARK);
}

export function isReferenceRequest(url: URL, request: RequestLike): boolean {
  if (!isGet(request)) return false;
  const path = pathOf(url);
  return path.startsWith(HOME_PREFIX) || REFERENCE_PATHS.includes(path);
}

/**
 * One listing's public page (the owner's edit view is another endpoint), and the new projects' list
 * and pages: the same answer for every visitor, and like a listing their prices change.
 */
export function isDetailsRequest(url: URL, request: RequestLike): boolean {
  const path = pathOf(url);
  return isGet(request) && (path === DETAILS_PATH || PROJECT_PATHS.includes(path));
}

const TILE_PATH = new RegExp(`^${TILES_ROOT}/\\d{1,2}/\\d{1,8}/\\d{1,8}$`);

/** A map tile of our own server's (never another origin's: a style could name any). */
export function isTileRequest(url: URL, request: RequestLike, origin: string): boolean {
  return isGet(request) && url.origin === origin && TILE_PATH.test(pathOf(url));
}

/** The tiles' TileJSON: which layers there are, their zooms and the attribution. */
export function isTileJsonRequest(url: URL, request: RequestLike, origin: string): boolean {
  return isGet(request) && url.origin === origin && pathOf(url) === TILEJSON_PATH;
}

/** Anything the worker may keep in a shared cache; per-user and write endpoints never are. */
export function isPublicCacheable(url: URL, request: RequestLike): boolean {
  return isImageRequest(url, request) || isReferenceRequest(url, request) || isDetailsRequest(url, request);
}

/**
 * Navigations that the app shell answers: the app's own pages only. The server's pages (the alert
 * mails' /alerts/confirm and /alerts/unsubscribe buttons), the API and files such as /sw.js must reach
 * the server, or a tap on a mail's link in a browser with the app installed would show "not found".
 */
export function isShellNavigation(url: URL): boolean {
  return isAppPath(url.pathname);
}
