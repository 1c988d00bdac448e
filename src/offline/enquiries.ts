/**
 * Writes in an enquiry's thread, through the outbox like every write (src/offline/outbox/queue.ts):
 * offline, or on a server hiccup, a reply or a status change waits there and goes later with the
 * same Idempotency-Key, so it is stored once. A reply by the key of a mailed link needs no login.
 */
import type { EnquiryThread } from '../contract/enquiries.ts';
import { randomId } from '../lib/random-id.ts';
import type { OutboxEntry } from './outbox/logic.ts';
import { sendOrQueue, type SendOutcome } from './outbox/queue.ts';
import type { Envelope } from '../contract/envelope.ts';

export interface ThreadRef {
  threadId: number;
  /** The listing's title, for the outbox's list. */
  title: string;
  /** The mailed link's key, when the buyer has no account (or is not signed in). */
  key?: string | undefined;
}

export function sendThreadReply(thread: ThreadRef, message: string): Promise<SendOutcome<Envelope<EnquiryThread>>> {
  return sendOrQueue({
    request: { kind: 'enquiry-reply', threadId: thread.threadId, message, title: thread.title, ...(thread.key ? { key: thread.key } : {}) },
    idempotencyKey: randomId(),
    needsLogin: !thread.key,
    // The thread shows the waiting message itself.
    silent: true,
  });
}

export function setThreadStatus(thread: ThreadRef, status: 'closed' | 'open'): Promise<SendOutcome<Envelope<EnquiryThread>>> {
  return sendOrQueue({
    request: { kind: 'enquiry-status', threadId: thread.threadId, status, title: thread.title },
    idempotencyKey: randomId(),
    needsLogin: true,
    silent: true,
  });
}

/** The replies to this thread that wait in the outbox (not sent yet), oldest first. */
export function waitingReplies(entries: readonly OutboxEntry[] | null, threadId: number): Array<{ id: string; message: string; state: OutboxEntry['state'] }> {
  return (entries ?? []).flatMap((e) => (e.request.kind === 'enquiry-reply' && e.request.threadId === threadId && e.state !== 'sent'
    ? [{ id: e.id, message: e.request.message, state: e.state }] : []));
}

/** The status change of this thread that waits in the outbox, if any (the newest wins). */
export function waitingStatus(entries: readonly OutboxEntry[] | null, threadId: number): 'closed' | 'open' | null {
  const waiting = (entries ?? []).filter((e) => e.request.kind === 'enquiry-status' && e.request.threadId === threadId && e.state !== 'sent');
  const last = waiting.at(-1)?.request;
  return last?.kind === 'enquiry-status' ? last.status : null;
}

/** How many outbox entries of this thread were sent: a change means the thread should be read again. */
export function sentCount(entries: readonly OutboxEntry[] | null, threadId: number): number {
  return (entries ?? []).filter((e) => (e.request.kind === 'enquiry-reply' || e.request.kind === 'enquiry-status')
    && e.request.threadId === threadId && e.state === 'sent').length;
}
