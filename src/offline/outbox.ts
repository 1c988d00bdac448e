/**
 * The outbox at work in the page: queues a write that could not go now, sends queued writes when the
 * network is back (on `online`, at start, on returning to the tab, on a backoff timer, after a login),
 * one sender at a time, asks for Background Sync so the service worker can send them while the app is
 * closed, and lets the outbox page retry, discard or reopen an entry. The rules live in
 * outbox-logic.ts, the sending (shared with the worker) in outbox-drain.ts.
 */
import { requestPersistentStorage } from './storage-room.ts';
import { ApiError, NetworkError } from '../api/errors.ts';
import { clearCurrentUser, getAuthToken, getCurrentUser, subscribeCurrentUser } from '../api/session.ts';
import { xsrfToken } from '../api/xsrf.ts';
import { Messages } from '../contract/messages.ts';
import { notices as notify } from '../lib/notices.ts';
import {
  KIND_LABELS,
  OUTBOX_SYNC_TAG,
  backoffDelay,
  createEntry,
  dueEntries,
  fieldProblemOf,
  isAbandoned,
  isOutboxSentMessage,
  judgeFailure,
  markRetryNow,
  nextWake,
  type OutboxEntry,
  type OutboxRequest,
  type OutboxSentMessage,
} from './outbox-logic.ts';
// Types only: the sending code is loaded when something is due (see drainOutbox).
import type { Failure } from './outbox-drain.ts';
import { changeEntry, deleteEntry, purgeExpiredSent, readEntries, writeEntry } from './outbox-store.ts';
import { isOutboxSenderGone } from './outbox-lock.ts';
import { offlineMessages } from './offline-messages.ts';
import { localize } from '../contract/i18n.ts';
import { randomId } from '../lib/random-id.ts';
import { currentLocale } from '../contract/i18n.ts';


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

/** Asked before the first entry: a queued listing must not be evicted when the phone runs low on space. */
const askPersistence = requestPersistentStorage;

/** The entry's own id (its idempotency key is the form's). */
export const newEntryId = randomId;

export interface QueueInput {
  request: OutboxRequest;
  idempotencyKey: string;
  needsLogin: boolean;
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
  entry = { ...entry, language: currentLocale() };
  if (input.failure) {
    entry = { ...entry, attempts: 1, lastError: input.failure.message, nextAttemptAt: now + backoffDelay(1) };
  }
  await writeEntry(entry);
  scheduleFromStore();
  void requestBackgroundSync();
  return entry;
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Where the browser has Background Sync, the service worker sends the queue when the connection is
 * back even if every tab is closed by then. Elsewhere the page's own triggers still drain it.
 */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No active worker yet, or sync refused: nothing is lost, the page drains on its own triggers.
  }
}

export type SendOutcome<T> = { status: 'sent'; value: T } | { status: 'queued'; entry: OutboxEntry };

/**
 * What a form calls: offline, the request goes straight to the outbox; online it is sent, and a
 * failure worth another try goes to the outbox too (with the same idempotency key, since the server
 * may have done it and only the answer was lost). Other failures are thrown for the form to show.
 */
export async function sendOrQueue<T>(input: Omit<QueueInput, 'failure'> & { send: () => Promise<T> }): Promise<SendOutcome<T>> {
  const queue = async (failure?: Failure): Promise<SendOutcome<T>> => {
    let entry: OutboxEntry;
    try {
      entry = await queueRequest({ ...input, ...(failure ? { failure } : {}) });
    } catch (error) {
      // Storage full or blocked (private mode): the form keeps what was typed, and says why.
      notify.error(offlineMessages.saveFailedTitle, offlineMessages.saveFailedText, { id: 'outbox-save-failed' });
      throw error;
    }
    if (input.silent) return { status: 'queued', entry };
    // Tell what happened (issue 14, item 17): a server that answered with an error is not "offline".
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
    return { status: 'sent', value: await input.send() };
  } catch (error) {
    if (shouldQueue(error, input.needsLogin)) return queue(failureOf(error));
    throw error;
  }
}

// ---- Draining ----

type SentSummary = OutboxSentMessage['entry'];

interface OutboxOptions {
  /** Called after an entry has gone (here or from the service worker), e.g. to refresh My Properties. */
  onSent?: (entry: SentSummary) => void;
}

let options: OutboxOptions = {};
let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;
let rerun = false;
let forceNext = false;
// Set when another sender held the lock: the timer then waits a little instead of spinning on it.
let lockBusy = false;

const LOCK_BUSY_RETRY_MS = 2_000;

/** The account whose bearer this tab can send with, or null. */
const signedInAs = (): string | null => (getAuthToken() ? getCurrentUser()?.UserName ?? null : null);

function announceSent(entry: SentSummary): void {
  // A heart already shows its state, and a logout was done on the device long ago; a toast for
  // each one sent later would only be noise.
  if (entry.kind !== 'favourite' && entry.kind !== 'logout') notify.success(offlineMessages.sent(KIND_LABELS[entry.kind]), localize(entry.summary), { id: `sent:${entry.id}` });
  options.onSent?.(entry);
}

type Sender = typeof import('./outbox-drain.ts');

async function drainHere(sender: Sender, force: boolean, exclusive: boolean): Promise<void> {
  const report = await sender.drainDue({
    credentials: () => ({ token: getAuthToken(), user: getCurrentUser()?.UserName ?? null, xsrf: xsrfToken() }),
    force,
    exclusive,
    onSent: announceSent,
    onUnauthorized: () => {
      // The same as any other call answered 401 with a bearer: that session is over. No redirect,
      // though: this send happened in the background and the user is busy with something else.
      clearCurrentUser();
      notify.warning(Messages.sessionExpired, undefined, { id: 'session-expired' });
    },
  });
  // The connection dropped mid-way: if this tab closes before it is back, the worker sends the rest.
  if (report.offline && report.unsent > 0) void requestBackgroundSync();
}

/** Sends what is due now; `force` also sends entries still waiting out their backoff. */
export async function drainOutbox(force = false): Promise<void> {
  forceNext ||= force;
  if (running) {
    rerun = true;
    return;
  }
  running = true;
  try {
    do {
      rerun = false;
      lockBusy = false;
      const forced = forceNext;
      forceNext = false;
      // Known offline: a try would only fail and push the backoff further; `online` brings us back.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) continue;
      // Nearly always the outbox is empty: then the sending code is not even loaded. An entry a
      // closed tab left `sending` is due at once when no sender holds the lock.
      const entries = await readEntries();
      const gone = entries.some((e) => e.state === 'sending') && (await isOutboxSenderGone());
      if (dueEntries(entries, Date.now(), signedInAs(), forced, gone).length === 0) continue;
      const sender = await import('./outbox-drain.ts');
      // Another tab or the service worker holds the lock: it sees every entry, this one's included.
      lockBusy = (await sender.withOutboxLock((exclusive) => drainHere(sender, forced, exclusive).then(() => true))) === null;
      // The holder may be the service worker, which leaves signed-in entries alone: keep the forced
      // send (a reconnect, a login) for the retry rather than falling back to the entries' backoff.
      if (lockBusy && forced) forceNext = true;
    } while (rerun);
  } catch {
    // IndexedDB can fail (quota, private mode); the timer tries again.
  } finally {
    running = false;
    scheduleFromStore();
  }
}

function schedule(at: number | null): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (at === null) return;
  // A little past the due time, so the entry is due when the timer fires.
  const delay = Math.max(0, at - Date.now(), lockBusy ? LOCK_BUSY_RETRY_MS : 0) + 50;
  timer = setTimeout(() => void drainOutbox(), delay);
}

function scheduleFromStore(): void {
  readEntries().then(
    (entries) => schedule(lockBusy && forceNext ? Date.now() : nextWake(entries, signedInAs())),
    () => schedule(null),
  );
}

let started = false;

/** Called once from main.tsx. */
export function startOutbox(next: OutboxOptions = {}): void {
  options = next;
  if (started) return;
  started = true;
  window.addEventListener('online', () => void drainOutbox(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void drainOutbox();
  });
  // A login lets the entries that wait for one go.
  let wasSignedInAs = signedInAs();
  subscribeCurrentUser(() => {
    const now = signedInAs();
    if (now !== wasSignedInAs) {
      if (now !== null) void drainOutbox(true);
    }
    wasSignedInAs = now;
  });
  // What the service worker sent while this page was open: the list refreshes through the store's
  // channel; the toast and the refresh of My Properties come from here.
  const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  worker?.addEventListener('message', (event: MessageEvent) => {
    if (isOutboxSentMessage(event.data)) announceSent(event.data.entry);
  });
  // addEventListener, unlike onmessage, does not open the queue of messages that came before it.
  worker?.startMessages();
  void purgeExpiredSent(Date.now())
    .catch(() => undefined)
    .then(() => drainOutbox());
}

// ---- The outbox page's actions ----

export async function retryNow(id: string): Promise<void> {
  const now = Date.now();
  const gone = await isOutboxSenderGone();
  await changeEntry(id, (entry) =>
    entry && (entry.state !== 'sending' || isAbandoned(entry, now, gone)) ? markRetryNow(entry, now) : undefined,
  );
  await drainOutbox(true);
}

/**
 * Removes an entry unless a sender has it on its way right now; false then (the entry may arrive,
 * and its outcome is recorded). In one step with the senders' own claim on it.
 */
export async function discardEntry(id: string): Promise<boolean> {
  const now = Date.now();
  const gone = await isOutboxSenderGone();
  const { changed } = await changeEntry(id, (entry) =>
    entry && (entry.state !== 'sending' || isAbandoned(entry, now, gone)) ? null : undefined,
  );
  return changed;
}

/** "Clear" on the outbox page: the sent entries leave the list before their day is up. */
export async function clearSent(): Promise<void> {
  for (const entry of await readEntries()) {
    if (entry.state === 'sent') await deleteEntry(entry.id);
  }
}
