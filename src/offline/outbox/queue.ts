/**
 * Queueing a write (docs/architecture.md, 'Offline design', 3): what a form calls to send now or keep
 * in the outbox, and the outbox's view of a failed attempt. Sending what waits is the scheduler's
 * (scheduler.ts), the page's buttons are actions.ts; the rules live in logic.ts, the sending
 * (shared with the worker) in drain.ts.
 */
import { isQuotaError, requestPersistentStorage, withRoom } from '../storage-room.ts';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { apiSend } from '../../api/client.ts';
import { getAuthToken, getCurrentUser } from '../../api/session.ts';
import { xsrfToken } from '../../api/xsrf.ts';
import { Messages } from '../../contract/messages.ts';
import { notices as notify } from '../../lib/notices.ts';
import {
  backoffDelay,
  createEntry,
  deviceFullText,
  entryBytes,
  fieldProblemOf,
  judgeFailure,
  type OutboxEntry,
  type OutboxKind,
  type OutboxRequest,
} from './logic.ts';
import type { Failure } from './drain.ts';
// Types only: the builder is loaded with the first write (see sendOrQueue).
import type { WriteAnswers, WriteRecord } from './write-requests.ts';
import { writeEntry } from './store.ts';
import { requestBackgroundSync, scheduleFromStore } from './scheduler.ts';
import { offlineMessages } from '../offline-messages.ts';
import { randomId } from '../../lib/random-id.ts';
import { currentLocale } from '../../contract/i18n.ts';

// ---- Failures as the outbox sees them ----

/** An error thrown by the API client as a status (null: no answer at all) and the server's words. */
export function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) {
    const named = fieldProblemOf(error.envelope);
    return { status: error.status, message: named?.message ?? (error.message || Messages.badRequestFallback), field: named?.field ?? null };
  }
  if (error instanceof NetworkError) return { status: null, message: offlineMessages.noConnection };
  return { status: null, message: error instanceof Error ? error.message : String(error) };
}

/** A failure that belongs in the outbox rather than in front of the user: no network, 408, 429, 5xx, or 401 for a login write. */
export function shouldQueue(error: unknown, needsLogin: boolean): boolean {
  const verdict = judgeFailure(failureOf(error).status);
  return verdict === 'retry' || (verdict === 'wait-for-login' && needsLogin);
}

// ---- Queueing ----

/** Asked with every entry until granted: a queued listing must not be evicted when the phone runs low on space. */
const askPersistence = requestPersistentStorage;

/**
 * The device would not keep a write (full even after the caches made room, or storage blocked): thrown
 * to the form, which keeps everything typed and picked, and says why (`message`).
 */
export class NotStoredError extends Error {
  constructor(message: string, readonly deviceFull: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NotStoredError';
  }
}

/** The entry's own id (its idempotency key is the form's). */
export const newEntryId = randomId;

export interface QueueInput extends WriteRecord {
  /** The failure of the attempt already made, if one was: the next try then waits its backoff. */
  failure?: Failure;
  /** No toast when queued: the page shows the state itself (a favourite's heart). */
  silent?: boolean;
  /** Whose entry it is, when not the account signed in now (a logout queues after forgetting it). */
  owner?: string | null;
}

export async function queueRequest(input: QueueInput): Promise<OutboxEntry> {
  askPersistence();
  const now = Date.now();
  let entry = createEntry({
    id: newEntryId(),
    idempotencyKey: input.idempotencyKey,
    request: input.request,
    needsLogin: input.needsLogin,
    // Who made it: only that account sees it here, and a login entry goes only with its bearer.
    owner: input.owner !== undefined ? input.owner : (getCurrentUser()?.UserName ?? null),
    now,
  });
  entry = { ...entry, language: input.language ?? currentLocale() };
  if (input.failure) {
    entry = { ...entry, attempts: 1, lastError: input.failure.message, lastStatus: input.failure.status, nextAttemptAt: now + backoffDelay(1) };
  }
  // Refused for room (a listing's photos on a full phone): the worker's cached answers make room
  // first, at least this entry's size, and the write is tried once more (docs/traps.md, traps 16, 17).
  // A second refusal goes to sendOrQueue, which tells the user at once; the form keeps everything.
  await withRoom(() => writeEntry(entry), entryBytes(entry.request));
  scheduleFromStore();
  void requestBackgroundSync();
  return entry;
}

export type SendOutcome<T> = { status: 'sent'; value: T } | { status: 'queued'; entry: OutboxEntry };

/**
 * What a form calls: offline, the write goes straight to the outbox; online it is sent, and a failure
 * worth another try goes to the outbox too (with the same idempotency key, since the server may have
 * done it and only the answer was lost). Other failures are thrown for the form to show. The request
 * is built from the same record the outbox keeps (write-requests.ts), so the first attempt and every
 * retry are one request.
 */
export async function sendOrQueue<K extends OutboxKind>(
  input: Omit<QueueInput, 'failure' | 'request' | 'language'> & { request: Extract<OutboxRequest, { kind: K }> },
): Promise<SendOutcome<WriteAnswers[K]>> {
  type Outcome = SendOutcome<WriteAnswers[K]>;
  // The page's language now, for the first attempt and kept for every retry.
  const write = { ...input, language: currentLocale() };
  const queue = async (failure?: Failure): Promise<Outcome> => {
    let entry: OutboxEntry;
    try {
      entry = await queueRequest({ ...write, ...(failure ? { failure } : {}) });
    } catch (error) {
      // Storage full or blocked (private mode): the form keeps what was typed, and says why at once.
      const full = isQuotaError(error);
      const title = full ? offlineMessages.deviceFullTitle : offlineMessages.saveFailedTitle;
      const text = full ? deviceFullText(input.request) : offlineMessages.saveFailedText;
      // Kept on screen until dismissed: the user must act (free room, fewer photos) before saving again.
      notify.error(title, text, { id: 'outbox-save-failed', ...(full ? { duration: Infinity } : {}) });
      throw new NotStoredError(`${title}. ${text}`, full, { cause: error });
    }
    if (input.silent) return { status: 'queued', entry };
    // Tell what happened: a server that answered with an error is not "offline".
    // The entry still waits in the Outbox and is sent again; its badge shows it.
    if (failure?.status != null && failure.status >= 500) {
      notify.error(Messages.serverErrorTitle, Messages.serverErrorText, { id: 'server-error' });
    } else {
      notify.info(offlineMessages.queuedTitle, offlineMessages.queuedText, { id: `queued:${entry.id}` });
    }
    return { status: 'queued', entry };
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
  try {
    // Loaded when a write is made, as drain.ts is when one is due: pages that write nothing do not carry it.
    const { buildRequest } = await import('./write-requests.ts');
    const credentials = { token: getAuthToken(), user: getCurrentUser()?.UserName ?? null, xsrf: xsrfToken() };
    return { status: 'sent', value: await apiSend<WriteAnswers[K]>(buildRequest(write, credentials)) };
  } catch (error) {
    if (shouldQueue(error, input.needsLogin)) return queue(failureOf(error));
    throw error;
  }
}
