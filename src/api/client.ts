/**
 * The one way the app talks to /api: adds the bearer token and the anti-CSRF header, ties reads to
 * the current navigation, and applies the error catalogue of spec section 8 in one place.
 */
import { API_ROOT } from '../contract/api-paths.ts';
import type { Envelope } from '../contract/envelope.ts';
import { Messages } from '../contract/messages.ts';
import { notify } from '../components/toast/notify.tsx';
import { ApiError, NetworkError, isAbortError } from './errors.ts';
import { navigationSignal } from './navigation.ts';
import { clearCurrentUser, getAuthToken } from './session.ts';
import { xsrfToken } from './xsrf.ts';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: Method;
  query?: Record<string, QueryValue>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  headers?: Record<string, string>;
  /**
   * A query passes its own signal so TanStack Query can cancel it. Without one, reads follow the
   * navigation and writes are left to finish.
   */
  signal?: AbortSignal;
  /** The caller shows 400/500 problems in place; the catalogue's toasts are skipped. */
  quiet?: boolean;
}

interface ClientConfig {
  /** Where a 401 sends the user; set by main.tsx so the API layer needs no router import. */
  onUnauthorized?: (returnUrl: string) => void;
  /** The server-side renderer answers reads in-process instead of over the network. */
  fetch?: typeof fetch;
}

let config: ClientConfig = {};

export function configureApiClient(next: ClientConfig): void {
  config = next;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_ROOT}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  return text;
}

function asEnvelope(body: unknown): Envelope | undefined {
  if (body && typeof body === 'object' && 'IsSuccess' in body) return body as Envelope;
  return undefined;
}

function handleUnauthorized(): void {
  clearCurrentUser();
  const here = `${window.location.pathname}${window.location.search}`;
  // Several calls can fail together when a session ends; one toast and one redirect are enough.
  notify.warning(Messages.sessionExpired, undefined, { id: 'session-expired' });
  if (!window.location.pathname.startsWith('/login-register')) config.onUnauthorized?.(here);
}

function applyErrorCatalogue(status: number, envelope: Envelope | undefined, quiet: boolean): void {
  if (quiet || status === 404) return;
  if (status >= 500) {
    notify.error(Messages.serverErrorTitle, Messages.serverErrorText, { id: 'server-error' });
    return;
  }
  const message = envelope?.Message?.trim() || Messages.badRequestFallback;
  notify.error(message, undefined, { id: `client-error:${message}` });
}

/** Raw JSON of a successful answer; some endpoints (availability checks) answer a bare boolean. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET');
  const isRead = method === 'GET' || method === 'HEAD';
  const headers = new Headers({ Accept: 'application/json', ...options.headers });

  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!isRead) headers.set('X-XSRF-TOKEN', xsrfToken());

  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }

  const signal = options.signal ?? (isRead ? navigationSignal() : undefined);

  let res: Response;
  try {
    const send = config.fetch ?? fetch;
    res = await send(apiUrl(path, options.query), { method, headers, body, signal, credentials: 'same-origin' });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    throw new NetworkError(error);
  }

  const parsed = await readBody(res);
  if (res.ok) {
    // A write that went through makes the error of an earlier try stale: 'current password is
    // incorrect' must not stay beside 'Your password is changed' (issue 14, item 19).
    if (!isRead && !options.quiet) notify.dismissErrors();
    return parsed as T;
  }

  const envelope = asEnvelope(parsed);
  if (res.status === 401 && token) {
    handleUnauthorized();
  } else {
    applyErrorCatalogue(res.status, envelope, options.quiet ?? false);
  }
  throw new ApiError(res.status, envelope?.Message || res.statusText || `HTTP ${res.status}`, envelope);
}

export function apiEnvelope<T>(path: string, options?: RequestOptions): Promise<Envelope<T>> {
  return apiFetch<Envelope<T>>(path, options);
}

/**
 * The Data of a successful envelope. An answer with IsSuccess false is an error for a query:
 * there is nothing to show.
 */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  const envelope = await apiEnvelope<T>(path, options);
  if (!envelope || typeof envelope !== 'object' || !envelope.IsSuccess) {
    throw new ApiError(200, envelope?.Message || Messages.badRequestFallback, envelope);
  }
  return envelope.Data;
}
