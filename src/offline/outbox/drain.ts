/**
 * Sending queued entries, shared by the page and the service worker (Background Sync while the app
 * is closed). The request is built by write-requests.ts, as the form's first attempt was, so every
 * retry puts the same URL, headers, body and Idempotency-Key on the wire. Only fetch, IndexedDB,
 * Web Locks and Blob/FormData are used here, which a service worker has too; the page and the worker
 * each bring their own credentials and reactions.
 * The page loads this module only when something is due, so an empty outbox costs no first load.
 */
import { readBody } from '../../lib/response-body.ts';
import { writeTimeoutMs } from '../../lib/timeouts.ts';
import { Messages } from '../../contract/messages.ts';
import {
  dueEntries,
  fieldProblemOf,
  isDue,
  isRetryableStatus,
  markFailed,
  markSending,
  markSent,
  type Force,
  type OutboxEntry,
  OUTBOX_LOCK,
} from './logic.ts';
import { changeEntry, readEntries } from './store.ts';
import { buildRequest, type SendCredentials } from './write-requests.ts';

export interface Failure {
  /** null when no answer came (offline, DNS, reset). */
  status: number | null;
  message: string;
  /** The field a refusal named (`Data.Field`), kept so "Edit" can show the message beside it. */
  field?: string | null;
}

export type Attempt = { ok: true } | { ok: false; failure: Failure };

function envelopeMessage(body: unknown): string {
  const message = body && typeof body === 'object' ? (body as { Message?: unknown }).Message : undefined;
  return typeof message === 'string' ? message.trim() : '';
}

/** What an answer means for the entry; `body` is the parsed JSON (or text, or undefined). */
export function readAnswer(kind: OutboxEntry['kind'], status: number, body: unknown, statusText = ''): Attempt {
  // A revoke is done once the server has answered at all but for a retryable status: a 401 means
  // the token is dead already (revoked elsewhere, expired, or by an earlier try whose answer was
  // lost), and there is nothing a user could fix in any other refusal, nor anyone to show it to.
  if (kind === 'logout' && !isRetryableStatus(status)) return { ok: true };
  if (status >= 200 && status < 300) {
    if (kind === 'marketing') {
      // A bare boolean: false means the number was not added.
      return body ? { ok: true } : { ok: false, failure: { status: 400, message: Messages.marketingNotAdded } };
    }
    const success = body && typeof body === 'object' && (body as { IsSuccess?: unknown }).IsSuccess === true;
    return success ? { ok: true } : { ok: false, failure: { status: 400, message: envelopeMessage(body) || Messages.badRequestFallback } };
  }
  // A favourite or a report of a listing that has gone since: there is nothing to save, and nothing to fix.
  if ((kind === 'favourite' || kind === 'report') && status === 404) return { ok: true };
  const named = fieldProblemOf(body);
  const message = named?.message ?? (envelopeMessage(body) || statusText || `HTTP ${status}`);
  return { ok: false, failure: { status, message, field: named?.field ?? null } };
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export async function sendEntry(entry: OutboxEntry, credentials: SendCredentials, fetchImpl: FetchLike = (u, i) => fetch(u, i)): Promise<Attempt> {
  const built = buildRequest(entry, credentials);
  // A link that never answers must not hold the queue: given up, the entry waits
  // for its next try like any other without a connection, and its key keeps that try safe.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DOMException('No answer in time.', 'TimeoutError')), writeTimeoutMs(built.body));
  let res: Response;
  try {
    res = await fetchImpl(built.url, { method: built.method, headers: built.headers, body: built.body, credentials: 'same-origin', signal: deadline.signal });
  } catch {
    clearTimeout(timer);
    return { ok: false, failure: { status: null, message: 'No connection.' } };
  }
  let body: unknown;
  try {
    body = await readBody(res);
  } catch {
    // The answer broke off: the server may have done it, so the entry goes again with its key.
    return { ok: false, failure: { status: null, message: 'No connection.' } };
  } finally {
    clearTimeout(timer);
  }
  return readAnswer(entry.kind, res.status, body, res.statusText);
}

// ---- Draining ----

export interface DrainEnv {
  /** Read before each entry: a login or logout can happen while the queue drains. */
  credentials: () => SendCredentials;
  /** Ignore the backoff times (coming back online, Retry now; Background Sync: `unanswered`). */
  force: Force;
  fetch?: FetchLike;
  now?: () => number;
  onSent?: (entry: OutboxEntry) => void;
  /** A request that carried a bearer was answered 401: that session is over. */
  onUnauthorized?: () => void;
  /**
   * The caller holds the outbox's Web Lock (withOutboxLock's `exclusive`): no other sender can be
   * sending, so an entry left `sending` was left by a sender that is gone and goes again now.
   */
  exclusive?: boolean;
}

export interface DrainReport {
  sent: OutboxEntry[];
  /** No network: the drain stopped early, the rest keep their times. */
  offline: boolean;
  /** Entries that could still go by themselves (waiting or sending, and sendable with these credentials). */
  unsent: number;
}

/** Sends the due entries once each, oldest first. Call it while holding the outbox lock. */
export async function drainDue(env: DrainEnv): Promise<DrainReport> {
  const now = env.now ?? Date.now;
  const sendFetch = env.fetch ?? ((u: string, i: RequestInit) => fetch(u, i));
  const report: DrainReport = { sent: [], offline: false, unsent: 0 };
  const signedInAs = () => {
    const { token, user } = env.credentials();
    // A bearer without a name still sends entries made before owners were kept (owner null).
    return token ? user ?? '' : null;
  };
  const senderGone = env.exclusive ?? false;
  for (const due of dueEntries(await readEntries(), now(), signedInAs(), env.force, senderGone)) {
    const credentials = env.credentials();
    const as = credentials.token ? credentials.user ?? '' : null;
    // Taken in one step: another tab, the worker or a Discard may have got to it since the list was read.
    const claimed = await changeEntry(due.id, (current) =>
      current && isDue(current, now(), as, env.force, senderGone) ? markSending(current, now()) : undefined,
    );
    const sending = claimed.changed ? claimed.entry : undefined;
    if (!sending) continue;
    const result = await sendEntry(sending, credentials, sendFetch);
    // Recorded only if it is still there: discarded while on its way, there is nothing to record.
    const settled = await changeEntry(sending.id, (current) => {
      if (!current) return undefined;
      return result.ok ? markSent(current, now()) : markFailed(current, result.failure, now());
    });
    if (!settled.entry) continue;
    if (result.ok) {
      report.sent.push(settled.entry);
      env.onSent?.(settled.entry);
      continue;
    }
    if (result.failure.status === 401 && sending.needsLogin && credentials.token) env.onUnauthorized?.();
    // No network: the rest would fail the same way.
    if (result.failure.status === null) {
      report.offline = true;
      break;
    }
  }
  const as = signedInAs();
  report.unsent = (await readEntries()).filter(
    (e) => (e.state === 'waiting' || e.state === 'sending') && isDue({ ...e, nextAttemptAt: 0, leaseUntil: 0 }, now(), as),
  ).length;
  return report;
}

/**
 * Only one sender at a time, tabs and service worker alike: the Web Locks API where there is one.
 * Resolves to null without running `work` when another holds the lock: that one sees every entry.
 * `work` learns whether it runs under the lock (`exclusive`); without Web Locks it runs unguarded.
 */
export async function withOutboxLock<T>(work: (exclusive: boolean) => Promise<T>): Promise<T | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return work(false);
  return locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => (lock ? work(true) : null));
}
