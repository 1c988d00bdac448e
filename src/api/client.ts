/**
 * The one way the app talks to /api: adds the bearer token and the anti-CSRF header, ties reads to
 * the current navigation, and applies the error catalogue of docs/product.md, section 8 in one place.
 */
import { currentLocale } from '../contract/i18n.ts';
import { LANGUAGE_HEADER } from '../contract/locale.ts';
import { API_ROOT, apiUrl, type QueryValue, type WriteRequest } from '../contract/api-paths.ts';
import type { Envelope } from '../contract/envelope.ts';
import { Messages } from '../contract/messages.ts';
import { notices as notify } from '../lib/notices.ts';
import { readBody } from '../lib/response-body.ts';
import { ApiError, NetworkError, isAbortError } from './errors.ts';
import { navigationSignal } from './navigation.ts';
import { copyShown, readFailed, readFromDevice, readReachedServer } from './read-health.ts';
import { DeviceCopyHeaders, READ_BODY_TIMEOUT_MS, READ_START_TIMEOUT_MS, REFRESH_RESULT_MESSAGE, writeTimeoutMs, type ReadFailure, type RefreshResult } from '../lib/timeouts.ts';
import { expireCurrentUser, getAuthToken } from './session.ts';
import { noteServerHeaders } from './server-version.ts';
import { xsrfToken } from './xsrf.ts';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  /** A POST that only reads (search): timed and reported as a read. GET and HEAD always are. */
  read?: boolean;
  /** Lets the request outlive the page (a tap on Call or WhatsApp that leaves it at once). */
  keepalive?: boolean;
}

interface ClientConfig {
  /** Where a 401 sends the user; set by main.tsx so the API layer needs no router import. */
  onUnauthorized?: (returnUrl: string) => void;
  /** The server-side renderer answers reads in-process instead of over the network. */
  fetch?: typeof fetch;
  /**
   * Whether the page shows saved data now: a read's 5xx then raises no 'Server Error' toast, as the
   * offline banner already says the data is saved and why (one message per failure).
   */
  savedDataShown?: () => boolean;
}

let config: ClientConfig = {};

export function configureApiClient(next: ClientConfig): void {
  config = next;
}


function asEnvelope(body: unknown): Envelope | undefined {
  if (body && typeof body === 'object' && 'IsSuccess' in body) return body as Envelope;
  return undefined;
}

function handleUnauthorized(): void {
  expireCurrentUser();
  const here = `${window.location.pathname}${window.location.search}`;
  // Several calls can fail together when a session ends; one toast and one redirect are enough.
  notify.warning(Messages.sessionExpired, undefined, { id: 'session-expired' });
  if (!window.location.pathname.startsWith('/login-register')) config.onUnauthorized?.(here);
}

function applyErrorCatalogue(status: number, envelope: Envelope | undefined, quiet: boolean, isRead: boolean): void {
  if (quiet || status === 404) return;
  if (status >= 500) {
    if (isRead && config.savedDataShown?.()) return;
    notify.error(Messages.serverErrorTitle, Messages.serverErrorText, { id: 'server-error' });
    return;
  }
  const message = envelope?.Message?.trim() || Messages.badRequestFallback;
  notify.error(message, undefined, { id: `client-error:${message}` });
}

/**
 * Aborts a request that takes too long; `restart` gives the body its own time
 * once the answer has begun. `fired` tells a timeout apart from the caller's own abort.
 */
class Deadline {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  fired = false;

  constructor(ms: number) {
    this.restart(ms);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  restart(ms: number): void {
    this.stop();
    this.timer = setTimeout(() => {
      this.fired = true;
      this.controller.abort(new DOMException('The server did not answer in time.', 'TimeoutError'));
    }, ms);
  }

  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Aborts when either does; `AbortSignal.any` where the browser has it. */
function eitherSignal(a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined {
  if (!a || !b) return a ?? b;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const both = new AbortController();
  for (const s of [a, b]) {
    if (s.aborted) both.abort(s.reason);
    else s.addEventListener('abort', () => both.abort(s.reason), { once: true });
  }
  return both.signal;
}

/**
 * The home page's sections: the worker answers them from its copy first by design (sw/runtime-caching.ts),
 * and they are what a visitor reads, so their copies count for the banner's 'saved' age.
 */
const isHomeSection = (url: string): boolean => url.toLowerCase().startsWith(`${API_ROOT}/home/`.toLowerCase());

const FAILURES: readonly string[] = ['offline', 'unreachable', 'server', 'slow'] satisfies ReadFailure[];

/** A read's answer says whether it came from the server, from the worker's kept copy, or failed. */
function reportRead(res: Response, url: string): void {
  if (res.status >= 500) {
    readFailed('server');
    return;
  }
  const savedAt = res.headers.get(DeviceCopyHeaders.savedAt);
  const fallback = res.headers.get(DeviceCopyHeaders.fallback);
  // A worker of an earlier release marks its copies '1', without a cause.
  if (fallback !== null) readFromDevice(Number(savedAt) || Date.now(), FAILURES.includes(fallback) ? (fallback as ReadFailure) : 'unreachable');
  // A copy shown first by design says nothing of the network; a home section's is still saved data on
  // screen, whose age the banner gives once the connection is gone. Reference lists are not content.
  else if (savedAt !== null) {
    if (isHomeSection(url)) copyShown(Number(savedAt) || Date.now());
  } else readReachedServer();
}

// The worker's word on a refresh it made after answering from its copy (sw/runtime-caching.ts).
if (typeof window !== 'undefined' && 'serviceWorker' in navigator) {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<Partial<RefreshResult> | null>) => {
    if (event.data?.type !== REFRESH_RESULT_MESSAGE) return;
    if (event.data.failure) readFailed(event.data.failure);
    else readReachedServer();
  });
}

/** A request ready to go: what apiFetch makes of its options, or a write built whole (apiSend). */
interface Exchange {
  url: string;
  method: Method;
  headers: Headers;
  body: BodyInit | undefined;
  /** The caller's own signal, or the navigation's for a read. */
  signal: AbortSignal | undefined;
  isGet: boolean;
  isRead: boolean;
  quiet: boolean;
  keepalive?: boolean;
  /** The session's bearer when the request carries it: a 401 then means that session is over. */
  sessionToken: string | null;
}

async function exchange<T>(x: Exchange): Promise<T> {
  const callerSignal = x.signal;
  // In the browser only: the server-side renderer answers in-process and has its own limits.
  const deadline = config.fetch || typeof window === 'undefined' ? undefined : new Deadline(x.isRead ? READ_START_TIMEOUT_MS : writeTimeoutMs(x.body));
  const signal = eitherSignal(callerSignal, deadline?.signal);
  const failed = (error: unknown): never => {
    deadline?.stop();
    if (callerSignal?.aborted || (isAbortError(error) && !deadline?.fired)) throw error;
    if (x.isRead) readFailed(deadline?.fired ? 'slow' : 'unreachable');
    throw new NetworkError(error);
  };

  let res: Response;
  let parsed: unknown;
  try {
    const send = config.fetch ?? fetch;
    res = await send(x.url, { method: x.method, headers: x.headers, body: x.body, signal, credentials: 'same-origin', keepalive: x.keepalive });
    deadline?.restart(READ_BODY_TIMEOUT_MS);
    parsed = await readBody(res);
  } catch (error) {
    return failed(error);
  }
  deadline?.stop();
  if (x.isRead && deadline) reportRead(res, x.url);
  noteServerHeaders(res.headers);

  if (res.ok) {
    // A write that went through makes the error of an earlier try stale: 'current password is
    // incorrect' must not stay beside 'Your password is changed'.
    if (!x.isGet && !x.quiet) notify.dismissErrors();
    return parsed as T;
  }

  const envelope = asEnvelope(parsed);
  if (res.status === 401 && x.sessionToken) {
    handleUnauthorized();
  } else {
    applyErrorCatalogue(res.status, envelope, x.quiet, x.isRead);
  }
  throw new ApiError(res.status, envelope?.Message || res.statusText || `HTTP ${res.status}`, envelope);
}

/** Raw JSON of a successful answer; some endpoints (availability checks) answer a bare boolean. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET');
  const isGet = method === 'GET' || method === 'HEAD';
  const headers = new Headers({ Accept: 'application/json', ...options.headers });

  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The page's language, remembered for the account's mails.
  headers.set(LANGUAGE_HEADER, currentLocale());
  if (!isGet) headers.set('X-XSRF-TOKEN', xsrfToken());

  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }

  return exchange<T>({
    url: apiUrl(path, options.query),
    method,
    headers,
    body,
    signal: options.signal ?? (isGet ? navigationSignal() : undefined),
    isGet,
    isRead: options.read ?? isGet,
    quiet: options.quiet ?? false,
    keepalive: options.keepalive,
    sessionToken: token,
  });
}

/**
 * A queueable write's first attempt, built whole by src/offline/outbox/write-requests.ts (the
 * outbox's retries build it there too): sent with the client's deadline, version headers and 401
 * rule, its failures thrown as ApiError or NetworkError. Quiet: the form, or the outbox, says what
 * became of it. A write is never tied to the navigation, so leaving the form does not cut it off.
 */
export function apiSend<T>(request: WriteRequest): Promise<T> {
  const headers = new Headers(request.headers);
  const token = getAuthToken();
  return exchange<T>({
    url: request.url,
    method: request.method,
    headers,
    body: request.body ?? undefined,
    signal: undefined,
    isGet: false,
    isRead: false,
    quiet: true,
    // A queued logout carries the token of the session it ends, not the session now signed in.
    sessionToken: token !== null && headers.get('Authorization') === `Bearer ${token}` ? token : null,
  });
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
