/**
 * The outbox's rules, free of IndexedDB, React and fetch so they can be tested on their own: what a
 * queued entry looks like, which failures are worth another try, when that try is, the order entries
 * go in and how an entry's state moves.
 */
import type { ContactInput, EnquiryInput, ReportInput } from '../../contract/schemas.ts';
import { offlineMessages } from '../offline-messages.ts';
import type { Locale } from '../../contract/locale.ts';

export type OutboxKind = 'listing' | 'enquiry' | 'contact' | 'marketing' | 'favourite' | 'report' | 'logout' | 'enquiry-reply' | 'enquiry-status';
export type OutboxState = 'waiting' | 'sending' | 'sent' | 'needs-attention';

/** A photo as IndexedDB keeps it: the Blob itself (never base64) and the name it is sent with. */
export interface StoredFile {
  blob: Blob;
  name: string;
}

/** The listing form's values, kept so "Edit" can put them back into the form. */
export type ListingFormSnapshot = Record<string, string | string[]>;

/** Everything needed to send the request again, later, from another page load. */
export type OutboxRequest =
  | {
      kind: 'listing';
      /** The multipart fields of docs/product.md, section 3, files apart. */
      fields: Record<string, string>;
      /** Compressed photos, in the order they are sent as `file` parts. */
      files: StoredFile[];
      /** Stored photos kept by an edit, and the final order (src/contract/image-order.ts). */
      keepImages: string[];
      imageOrder: string[];
      propertyId: number | null;
      form: ListingFormSnapshot;
    }
  | { kind: 'enquiry'; input: EnquiryInput }
  | { kind: 'contact'; input: ContactInput }
  | { kind: 'marketing'; name: string; phoneNumber: string }
  /** A heart tapped while signed in: saving is idempotent, so a resend is harmless. */
  | { kind: 'favourite'; propertyId: number; saved: boolean; title: string }
  /** A report of a listing; the title is only for the outbox's list. */
  | { kind: 'report'; input: ReportInput; title: string }
  /**
   * Revoking a session the device has already forgotten (a logout offline). It
   * carries its own bearer, not whoever is signed in when it goes, so it needs no login and the
   * service worker may send it; the token is dropped once it has gone.
   */
  | { kind: 'logout'; token: string }
  /**
   * A message in an enquiry's thread: the poster's or a signed-in buyer's (an account write), or the
   * buyer's by the key of their mailed link (no account: the key is the only credential, kept on the
   * buyer's own device). The listing's title is only for the outbox's list.
   */
  | { kind: 'enquiry-reply'; threadId: number; message: string; key?: string; title: string }
  /** The poster closes a thread or opens it again: idempotent by nature. */
  | { kind: 'enquiry-status'; threadId: number; status: 'closed' | 'open'; title: string };

export interface OutboxEntry {
  id: string;
  kind: OutboxKind;
  /** Epoch ms. */
  createdAt: number;
  /** Sent as `Idempotency-Key` on every attempt: the server answers a replay with its first answer. */
  idempotencyKey: string;
  request: OutboxRequest;
  state: OutboxState;
  attempts: number;
  /** Epoch ms of the next automatic try. */
  nextAttemptAt: number;
  lastError: string | null;
  /**
   * The status of the last failed try; null or absent when no answer came (offline, a stalled link).
   * Background Sync skips the backoff only for those: the connection is back, the server was not.
   */
  lastStatus?: number | null;
  /** Sent with the bearer of its owner, read at send time; waits until the owner is signed in. */
  needsLogin: boolean;
  /**
   * The account (user name) it was made in, or null when made signed out. Only that account sees the
   * entry in its outbox, and a login entry goes only with that account's bearer: on a shared phone,
   * the next person to sign in neither sees it nor sends it as theirs.
   */
  owner?: string | null;
  /**
   * The language of the page it was made on, sent as X-Language on every attempt (the service worker
   * has no page): the server keeps it for the mails of a listing or alert without an account.
   */
  language?: Locale;
  /** One line for lists and toasts: the listing title, the enquiry subject, the phone number. */
  summary: string;
  /**
   * While `sending`: until when the sender holds it (epoch ms). Page and service worker take the same
   * Web Lock, so this only matters where there is none, or after a sender died mid-way.
   */
  leaseUntil?: number | null;
  /** Epoch ms the server accepted it; a sent entry stays listed for SENT_KEEP_MS. */
  sentAt?: number | null;
  /**
   * The field the server's refusal named (`Data.Field`, as the server spells it), so "Edit" can put
   * `lastError` beside that field in the form; null when the refusal named none.
   */
  problemField?: string | null;
}

/** Read when used, in the page's language (offline-messages.ts). */
export const KIND_LABELS: Record<OutboxKind, string> = offlineMessages.kinds;

// ---- Failures ----

/** Statuses where the same request may well succeed later: timeouts, rate limits, server trouble. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * What to do after a failed attempt. `status` is null when no answer came (offline, DNS, reset).
 * 401 means the session ended: wait for the next login. Any other 4xx is the request's own fault
 * (validation, gone, too large) and another identical try would only fail again.
 */
export type FailureVerdict = 'retry' | 'wait-for-login' | 'needs-attention';

export function judgeFailure(status: number | null): FailureVerdict {
  if (status === null || isRetryableStatus(status)) return 'retry';
  if (status === 401) return 'wait-for-login';
  return 'needs-attention';
}

/** The field a refusal names and its message (`Data: { Field, Message }`), if it names one. */
export function fieldProblemOf(body: unknown): { field: string; message: string } | null {
  if (!body || typeof body !== 'object') return null;
  const data = (body as { Data?: unknown }).Data;
  if (!data || typeof data !== 'object') return null;
  const { Field, Message } = data as { Field?: unknown; Message?: unknown };
  return typeof Field === 'string' && typeof Message === 'string' ? { field: Field, message: Message } : null;
}

// ---- Backoff ----

export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_FACTOR = 3;
export const BACKOFF_CAP_MS = 10 * 60_000;

/**
 * Delay before try number `attempts + 1`: 5 s, 15 s, 45 s … capped at 10 minutes. `random` in
 * [0, 1) spreads the delay by ±20 % so many phones coming back online together do not all hit the
 * server in the same second.
 */
export function backoffDelay(attempts: number, random: number = Math.random()): number {
  const exponent = Math.max(0, attempts - 1);
  const plain = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * BACKOFF_FACTOR ** exponent);
  const jitter = 1 + (random * 2 - 1) * 0.2;
  return Math.round(Math.min(BACKOFF_CAP_MS, plain * jitter));
}

// ---- Order and readiness ----

/** Oldest first; the id settles ties so the order is the same in every tab. */
export function orderEntries<E extends Pick<OutboxEntry, 'createdAt' | 'id'>>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * How long a sender may take over one entry before another may send it again. Long enough for a
 * listing's photos on a slow link; a second send after it is harmless (same idempotency key).
 */
export const SEND_LEASE_MS = 2 * 60_000;

/**
 * Made signed out, or in the account signed in now (`signedInAs`: its user name, null when none).
 * `lapsedAs`: the account whose session ended on the server (401) with nobody signed in since
 * (src/api/session.ts): its entries still wait for it and are shown, to be sent after its login. A
 * logout leaves none, so the next person on a shared phone does not see them.
 */
export function isVisibleTo(entry: OutboxEntry, signedInAs: string | null, lapsedAs: string | null = null): boolean {
  // The revoke a logout left behind is the device's housekeeping, not something the person sent: never
  // listed, counted or offered for discarding (discarding it would leave the session valid).
  if (entry.kind === 'logout') return false;
  if (entry.owner == null || entry.owner === signedInAs) return true;
  return signedInAs === null && lapsedAs !== null && entry.owner === lapsedAs;
}

/** A login entry can go only with its owner's bearer (one made before owners were kept, with anyone's). */
function canSendAs(entry: OutboxEntry, signedInAs: string | null): boolean {
  if (!entry.needsLogin) return true;
  return signedInAs !== null && (entry.owner == null || entry.owner === signedInAs);
}

/** The Web Lock every sender holds while it sends, tabs and worker alike. */
export const OUTBOX_LOCK = 'basera-outbox';

/**
 * `sending` whose sender stopped mid-way (a closed tab, a worker cut short): it must go again.
 * `senderGone`: nobody holds the outbox's Web Lock, or the caller holds it itself. Every sender sends
 * only while holding it, so no `sending` entry can then be on its way, whatever its lease says, and a
 * tab closed mid-upload leaves an entry that is retryable at once instead of after the lease.
 * Without Web Locks the lease is all there is.
 */
export function isAbandoned(entry: OutboxEntry, now: number, senderGone = false): boolean {
  return entry.state === 'sending' && (senderGone || (entry.leaseUntil ?? 0) <= now);
}

/**
 * Skipping the backoff: `true` for every entry (Retry now, the page coming back online); `unanswered`
 * only for entries whose last try got no answer (Background Sync, which the browser fires as soon as
 * it is online, also right after a 5xx: that entry waits out its backoff rather than hitting the
 * server again at once).
 */
export type Force = boolean | 'unanswered';

/**
 * Whether an entry should be tried now. `sending` counts once its lease is over. `force` (see Force)
 * ignores the backoff time, never a live lease: someone is sending that entry right now.
 * `signedInAs` is the account whose bearer the sender has (null: none).
 */
export function isDue(entry: OutboxEntry, now: number, signedInAs: string | null, force: Force = false, senderGone = false): boolean {
  if (entry.state !== 'waiting' && entry.state !== 'sending') return false;
  if (entry.state === 'sending' && !isAbandoned(entry, now, senderGone)) return false;
  if (!canSendAs(entry, signedInAs)) return false;
  if (force === true || (force === 'unanswered' && (entry.lastStatus ?? null) === null)) return true;
  return entry.nextAttemptAt <= now;
}

/** Entries to send now, oldest first. */
export function dueEntries(
  entries: readonly OutboxEntry[],
  now: number,
  signedInAs: string | null,
  force: Force = false,
  senderGone = false,
): OutboxEntry[] {
  return orderEntries(entries.filter((e) => isDue(e, now, signedInAs, force, senderGone)));
}

/**
 * When the timer should next wake the outbox, or null when nothing is waiting on a time. A lease
 * counts too: when a sender died mid-way, its entry is picked up as the lease runs out.
 */
export function nextWake(entries: readonly OutboxEntry[], signedInAs: string | null): number | null {
  let next: number | null = null;
  for (const e of entries) {
    if (!canSendAs(e, signedInAs)) continue;
    const at = e.state === 'waiting' ? e.nextAttemptAt : e.state === 'sending' ? (e.leaseUntil ?? 0) : null;
    if (at !== null && (next === null || at < next)) next = at;
  }
  return next;
}

/** The badge counts what has not gone yet, of what this account may see: waiting, sending, needing attention. */
export function pendingCount(entries: readonly OutboxEntry[], signedInAs: string | null, lapsedAs: string | null = null): number {
  return entries.filter((e) => e.state !== 'sent' && isVisibleTo(e, signedInAs, lapsedAs)).length;
}

/** Waits for its owner's login while nobody is signed in: the outbox offers "Log in to send". */
export function waitsForLogin(entry: OutboxEntry, signedInAs: string | null): boolean {
  return entry.state !== 'sent' && entry.needsLogin && signedInAs === null;
}

/**
 * Whether "Edit" may take an entry back into its form, where it is sent again under a new key. Only
 * when the server cannot have stored it: it refused it, or it was never tried. A waiting entry that
 * was tried may have arrived with only the answer lost; its own key must send it, or a second
 * listing would be made.
 */
export function canReopen(entry: OutboxEntry): boolean {
  return entry.state === 'needs-attention' || (entry.state === 'waiting' && entry.attempts === 0);
}

/** A sent entry is listed this long, so the user can see it went; then it is purged. */
export const SENT_KEEP_MS = 24 * 60 * 60_000;

export function isExpiredSent(entry: OutboxEntry, now: number): boolean {
  return entry.state === 'sent' && now - (entry.sentAt ?? 0) >= SENT_KEEP_MS;
}

// ---- State transitions ----

export interface NewEntryInput {
  id: string;
  idempotencyKey: string;
  request: OutboxRequest;
  needsLogin: boolean;
  /** The signed-in account's user name, or null. */
  owner?: string | null;
  now: number;
  /** Tries already made before queueing (the form's own failed attempt). */
  attempts?: number;
  lastError?: string | null;
}

export function summaryOf(request: OutboxRequest): string {
  switch (request.kind) {
    case 'listing':
      return request.fields.Title || offlineMessages.untitledListing;
    case 'enquiry':
      return request.input.subject;
    case 'contact':
      return request.input.subject;
    case 'marketing':
      return request.phoneNumber;
    case 'favourite':
      return request.saved ? offlineMessages.favouriteSave(request.title) : offlineMessages.favouriteRemove(request.title);
    case 'report':
      return request.title;
    case 'logout':
      return offlineMessages.logoutSummary;
    case 'enquiry-reply':
      return offlineMessages.enquiryReplySummary(request.title);
    case 'enquiry-status':
      return request.status === 'closed' ? offlineMessages.enquiryCloseSummary(request.title) : offlineMessages.enquiryOpenSummary(request.title);
  }
}

export function createEntry(input: NewEntryInput): OutboxEntry {
  return {
    id: input.id,
    kind: input.request.kind,
    createdAt: input.now,
    idempotencyKey: input.idempotencyKey,
    request: input.request,
    state: 'waiting',
    attempts: input.attempts ?? 0,
    // Due at once: the drain that follows queueing tries it when the network is there.
    nextAttemptAt: input.now,
    lastError: input.lastError ?? null,
    needsLogin: input.needsLogin,
    owner: input.owner ?? null,
    summary: summaryOf(input.request),
  };
}

export function markSending(entry: OutboxEntry, now: number): OutboxEntry {
  return { ...entry, state: 'sending', attempts: entry.attempts + 1, leaseUntil: now + SEND_LEASE_MS };
}

/**
 * A sent listing's photos are dropped: the entry is only a record now, and photos are megabytes. A
 * revoked session's token is dropped too: nothing needs it any more.
 */
export function markSent(entry: OutboxEntry, now: number): OutboxEntry {
  const request =
    entry.request.kind === 'listing'
      ? { ...entry.request, files: [] }
      : entry.request.kind === 'logout'
        ? { ...entry.request, token: '' }
        : entry.request;
  return { ...entry, request, state: 'sent', lastError: null, leaseUntil: null, sentAt: now };
}

/** After a failed attempt; the idempotency key never changes, so a replay is always the same request. */
export function markFailed(
  entry: OutboxEntry,
  failure: { status: number | null; message: string; field?: string | null },
  now: number,
  random: number = Math.random(),
): OutboxEntry {
  const verdict = judgeFailure(failure.status);
  const released = { ...entry, leaseUntil: null, lastError: failure.message, lastStatus: failure.status, problemField: failure.field ?? null };
  if (verdict === 'needs-attention') {
    return { ...released, state: 'needs-attention' };
  }
  // A 401 ends the owner's session: the entry waits for their next login. An entry made signed out
  // has no session to wait for; turning it into a login entry would send it under some account.
  if (verdict === 'wait-for-login') {
    return entry.needsLogin ? { ...released, state: 'waiting', nextAttemptAt: now } : { ...released, state: 'needs-attention' };
  }
  return { ...released, state: 'waiting', nextAttemptAt: now + backoffDelay(entry.attempts, random) };
}

/** Retry now: also takes an entry out of needs-attention (the user may know the server was fixed). */
export function markRetryNow(entry: OutboxEntry, now: number): OutboxEntry {
  return { ...entry, state: 'waiting', nextAttemptAt: now };
}

// ---- Background Sync ----

/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'basera-outbox';

/** What the service worker posts to open pages for each entry it sent. */
export interface OutboxSentMessage {
  type: 'outbox-sent';
  entry: Pick<OutboxEntry, 'id' | 'kind' | 'summary'>;
}

export function isOutboxSentMessage(data: unknown): data is OutboxSentMessage {
  return !!data && typeof data === 'object' && (data as { type?: unknown }).type === 'outbox-sent';
}

/**
 * About how many bytes an entry takes on the device: its photos' own size and its text. When the
 * device refuses it, the worker's caches give up at least this much before the one retry
 * (src/offline/storage-room.ts, withRoom), so a listing with photos is not lost to cached answers.
 */
export function entryBytes(request: OutboxRequest): number {
  const photos = request.kind === 'listing' ? request.files.reduce((sum, file) => sum + file.blob.size, 0) : 0;
  const { files: _files, ...rest } = request.kind === 'listing' ? request : { ...request, files: [] };
  // UTF-16 in the structured clone: two bytes a character at most.
  return photos + 2 * JSON.stringify(rest).length;
}

/** What the user is told when the device refuses to keep a write, even after the caches made room. */
export function deviceFullText(request: OutboxRequest): string {
  return request.kind === 'listing' && request.files.length > 0 ? offlineMessages.deviceFullPhotosText : offlineMessages.deviceFullText;
}
