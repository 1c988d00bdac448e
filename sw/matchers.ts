/**
 * Which requests the service worker may answer from its caches. Pure functions of the URL and
 * headers so they can be unit-tested without a worker.
 */
import { API_ROOT, ApiPaths } from '../src/contract/api-paths.ts';

const lower = (path: string): string => `${API_ROOT}/${path}`.toLowerCase();

const IMAGE_PATH = lower(ApiPaths.image);

/** Public, slowly changing reads that are shown on first screens: fine to serve stale, then refresh. */
const REFERENCE_PATHS: readonly string[] = [
  lower(ApiPaths.dropDownData),
  lower(ApiPaths.getLocations),
  lower(ApiPaths.locations),
];
const HOME_PREFIX = `${API_ROOT}/home/`;

interface RequestLike {
  method: string;
  headers: { has(name: string): boolean };
}

/** A request with credentials may carry per-user data; the shared cache must never hold it. */
export function isAnonymous(request: RequestLike): boolean {
  return !request.headers.has('Authorization');
}

export function isImageRequest(url: URL, request: RequestLike): boolean {
  return request.method === 'GET' && url.pathname.toLowerCase() === IMAGE_PATH && isAnonymous(request);
}

export function isReferenceRequest(url: URL, request: RequestLike): boolean {
  if (request.method !== 'GET' || !isAnonymous(request)) return false;
  const path = url.pathname.toLowerCase();
  return path.startsWith(HOME_PREFIX) || REFERENCE_PATHS.includes(path);
}

/** Navigations that the app shell answers: not the API and not files such as /sw.js or /icons/x.png. */
export function isShellNavigation(url: URL): boolean {
  const path = url.pathname;
  if (path.toLowerCase().startsWith(`${API_ROOT}/`) || path.toLowerCase() === API_ROOT) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
