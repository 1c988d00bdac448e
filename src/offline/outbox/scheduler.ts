/**
 * The outbox's sender in the page (docs/architecture.md, 'Offline design', 3): sends queued writes
 * when the network is back (on `online`, at start, on returning to the tab, on a backoff timer, after
 * a login), one sender at a time, and asks for Background Sync so the service worker can send them
 * while the app is closed. The sending itself (shared with the worker) is drain.ts, loaded only when
 * something is due.
 */
import { expireCurrentUser, getAuthToken, getCurrentUser, subscribeCurrentUser } from '../../api/session.ts';
import { xsrfToken } from '../../api/xsrf.ts';
import { Messages } from '../../contract/messages.ts';
import { notices as notify } from '../../lib/notices.ts';
import {
  KIND_LABELS,
  OUTBOX_SYNC_TAG,
  dueEntries,
  isOutboxSentMessage,
  nextWake,
  type OutboxSentMessage,
} from './logic.ts';
import { purgeExpiredSent, readEntries } from './store.ts';
import { isOutboxSenderGone } from './lock.ts';
import { offlineMessages } from '../offline-messages.ts';
import { localize } from '../../contract/i18n.ts';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Where the browser has Background Sync, the service worker sends the queue when the connection is
 * back even if every tab is closed by then. Elsewhere the page's own triggers still drain it.
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No active worker yet, or sync refused: nothing is lost, the page drains on its own triggers.
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

type Sender = typeof import('./drain.ts');

async function drainHere(sender: Sender, force: boolean, exclusive: boolean): Promise<void> {
  const report = await sender.drainDue({
    credentials: () => ({ token: getAuthToken(), user: getCurrentUser()?.UserName ?? null, xsrf: xsrfToken() }),
    force,
    exclusive,
    onSent: announceSent,
    onUnauthorized: () => {
      // The same as any other call answered 401 with a bearer: that session is over. No redirect,
      // though: this send happened in the background and the user is busy with something else.
      expireCurrentUser();
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
      const sender = await import('./drain.ts');
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

export function scheduleFromStore(): void {
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
