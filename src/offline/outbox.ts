/**
 * The outbox at work: queues a write that could not go now, sends queued writes when the network is
 * back (on `online`, at start, on returning to the tab, on a backoff timer, after a login), one tab at
 * a time, and lets the outbox page retry or discard an entry. The rules live in outbox-logic.ts.
 */
import { useEffect, useState } from 'react';
import { fieldErrorOf } from '../api/account.ts';
import { ApiError, NetworkError } from '../api/errors.ts';
import { newIdempotencyKey, submitPropertyForm } from '../api/listings-write.ts';
import { sendContactMessage } from '../api/contact.ts';
import { sendEnquiry } from '../api/listings.ts';
import { registerMarketingPhone } from '../api/marketing.ts';
import { getAuthToken, subscribeCurrentUser } from '../api/session.ts';
import { Messages } from '../contract/messages.ts';
import { notify } from '../components/toast/notify.tsx';
import {
  KIND_LABELS,
  backoffDelay,
  createEntry,
  dueEntries,
  judgeFailure,
  markFailed,
  markRetryNow,
  markSending,
  nextWake,
  type OutboxEntry,
  type OutboxRequest,
} from './outbox-logic.ts';
import { deleteEntry, readEntries, readEntry, subscribeOutbox, writeEntry } from './outbox-store.ts';

export const QUEUED_TITLE = 'Saved offline, it will be sent when you are back online';

// ---- Failures as the outbox sees them ----

interface Failure {
  status: number | null;
  message: string;
}

/** An error thrown by the API client as a status (null: no answer at all) and the server's words. */
export function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) {
    const named = fieldErrorOf(error);
    return { status: error.status, message: named?.Message ?? (error.message || Messages.badRequestFallback) };
  }
  if (error instanceof NetworkError) return { status: null, message: 'No connection.' };
  return { status: null, message: error instanceof Error ? error.message : String(error) };
}

/** A failure that belongs in the outbox rather than in front of the user: no network, 408, 429, 5xx, or 401 for a login write. */
export function shouldQueue(error: unknown, needsLogin: boolean): boolean {
  const verdict = judgeFailure(failureOf(error).status);
  return verdict === 'retry' || (verdict === 'wait-for-login' && needsLogin);
}

// ---- Queueing ----

let persistAsked = false;

/** Asked once before the first entry: a queued listing must not be evicted when the phone runs low on space. */
function askPersistence(): void {
  if (persistAsked) return;
  persistAsked = true;
  try {
    void navigator.storage?.persist?.().catch(() => false);
  } catch {
    // Not offered (older browsers, some private modes): the queue still works, only less protected.
  }
}

export interface QueueInput {
  request: OutboxRequest;
  idempotencyKey: string;
  needsLogin: boolean;
  /** The failure of the attempt already made, if one was: the next try then waits its backoff. */
  failure?: Failure;
}

export async function queueRequest(input: QueueInput): Promise<OutboxEntry> {
  askPersistence();
  const now = Date.now();
  let entry = createEntry({
    id: newIdempotencyKey(),
    idempotencyKey: input.idempotencyKey,
    request: input.request,
    needsLogin: input.needsLogin,
    now,
  });
  if (input.failure) {
    entry = { ...entry, attempts: 1, lastError: input.failure.message, nextAttemptAt: now + backoffDelay(1) };
  }
  await writeEntry(entry);
  scheduleFromStore();
  return entry;
}

export type SendOutcome<T> = { status: 'sent'; value: T } | { status: 'queued'; entry: OutboxEntry };

/**
 * What a form calls: offline, the request goes straight to the outbox; online it is sent, and a
 * failure worth another try goes to the outbox too (with the same idempotency key, since the server
 * may have done it and only the answer was lost). Other failures are thrown for the form to show.
 */
export async function sendOrQueue<T>(input: Omit<QueueInput, 'failure'> & { send: () => Promise<T> }): Promise<SendOutcome<T>> {
  const queue = async (failure?: Failure): Promise<SendOutcome<T>> => {
    const entry = await queueRequest({ ...input, ...(failure ? { failure } : {}) });
    notify.info(QUEUED_TITLE, 'You can follow it in your Outbox.', { id: `queued:${entry.id}` });
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

// ---- Sending one entry ----

type Attempt = { ok: true } | { ok: false; failure: Failure };

function buildListingForm(request: Extract<OutboxRequest, { kind: 'listing' }>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) form.set(name, value);
  for (const { blob, name } of request.files) {
    form.append('file', new File([blob], name, { type: blob.type || 'image/jpeg' }), name);
  }
  return form;
}

async function attempt(entry: OutboxEntry): Promise<Attempt> {
  const key = entry.idempotencyKey;
  const request = entry.request;
  try {
    switch (request.kind) {
      case 'listing': {
        // The bearer is whoever is signed in now (the client adds it); an anonymous listing stays anonymous.
        const answer = await submitPropertyForm(buildListingForm(request), { loggedIn: entry.needsLogin, idempotencyKey: key, quiet: true });
        return answer.IsSuccess ? { ok: true } : { ok: false, failure: { status: 400, message: answer.Message || Messages.badRequestFallback } };
      }
      case 'enquiry':
      case 'contact': {
        const answer = request.kind === 'enquiry' ? await sendEnquiry(request.input, key) : await sendContactMessage(request.input, key);
        return answer.IsSuccess ? { ok: true } : { ok: false, failure: { status: 400, message: answer.Message || Messages.badRequestFallback } };
      }
      case 'marketing': {
        const added = await registerMarketingPhone(request.name, request.phoneNumber, key);
        return added ? { ok: true } : { ok: false, failure: { status: 400, message: Messages.marketingNotAdded } };
      }
    }
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}

// ---- Draining ----

interface OutboxOptions {
  /** Called after an entry has gone, e.g. to refresh My Properties. */
  onSent?: (entry: OutboxEntry) => void;
}

let options: OutboxOptions = {};
let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;
let rerun = false;
let forceNext = false;

const loggedIn = (): boolean => getAuthToken() !== null;

async function drainHere(force: boolean): Promise<void> {
  // Known offline: a try would only fail and push the entry's backoff further; `online` brings us back.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const entries = await readEntries();
  for (const due of dueEntries(entries, Date.now(), loggedIn(), force)) {
    if (due.needsLogin && !loggedIn()) continue;
    // Read again: another tab may have discarded it or the user may have pressed Discard meanwhile.
    const current = await readEntry(due.id);
    if (!current || (current.state !== 'waiting' && current.state !== 'sending')) continue;
    const sending = markSending(current);
    await writeEntry(sending);
    const result = await attempt(sending);
    if (result.ok) {
      await deleteEntry(sending.id);
      notify.success(`Sent: ${KIND_LABELS[sending.kind]}`, sending.summary, { id: `sent:${sending.id}` });
      options.onSent?.(sending);
      continue;
    }
    // Discarded while it was on its way: nothing to record.
    if (!(await readEntry(sending.id))) continue;
    await writeEntry(markFailed(sending, result.failure, Date.now()));
    // No network: the rest would fail the same way; they keep their own times.
    if (result.failure.status === null) break;
  }
}

/** Only one tab sends: the Web Locks API where there is one, else this tab's own flag. */
async function withOutboxLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) {
    await locks.request('basera-outbox', { ifAvailable: true }, async (lock) => {
      // Another tab is draining; it will see this tab's entries too.
      if (lock) await work();
    });
    return;
  }
  await work();
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
      const forced = forceNext;
      forceNext = false;
      await withOutboxLock(() => drainHere(forced));
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
  timer = setTimeout(() => void drainOutbox(), Math.max(0, at - Date.now()) + 50);
}

function scheduleFromStore(): void {
  readEntries().then(
    (entries) => schedule(nextWake(entries, loggedIn())),
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
  let wasLoggedIn = loggedIn();
  subscribeCurrentUser(() => {
    const now = loggedIn();
    if (now && !wasLoggedIn) void drainOutbox(true);
    wasLoggedIn = now;
  });
  void drainOutbox();
}

// ---- The outbox page's actions ----

export async function retryNow(id: string): Promise<void> {
  const entry = await readEntry(id);
  if (!entry) return;
  await writeEntry(markRetryNow(entry, Date.now()));
  await drainOutbox(true);
}

export async function discardEntry(id: string): Promise<void> {
  await deleteEntry(id);
}

// ---- React ----

/** Every entry, oldest first, kept current across tabs; null until the first read. */
export function useOutboxEntries(): OutboxEntry[] | null {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  useEffect(() => {
    let alive = true;
    const load = () => {
      readEntries().then(
        (list) => {
          if (alive) setEntries(list.sort((a, b) => a.createdAt - b.createdAt));
        },
        () => {
          if (alive) setEntries([]);
        },
      );
    };
    load();
    const unsubscribe = subscribeOutbox(load);
    return () => {
      alive = false;
      unsubscribe();
    };
  }, []);
  return entries;
}
