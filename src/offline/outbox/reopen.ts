/**
 * Reopening a refused entry in its form. "Edit" on an enquiry, a contact message
 * or a marketing number the server refused hands it to its form, which the outbox page navigates to,
 * like the drafts' hand-off for listings. The entry stays queued (needing attention) until the
 * corrected one has been sent or queued, so leaving the form, or a reload, loses nothing: the entry
 * is still in the outbox to edit again. Apart from queue.ts and scheduler.ts, which every page loads, as only the
 * outbox page and these forms (lazy chunks) use it.
 */
import { getAuthToken, getCurrentUser } from '../../api/session.ts';
import type { EnquiryInput } from '../../contract/schemas.ts';
import type { OutboxEntry, OutboxRequest } from './logic.ts';
import { deleteEntry } from './store.ts';

export type ReopenableKind = 'enquiry' | 'contact' | 'marketing';

export interface ReopenedEntry<K extends ReopenableKind = ReopenableKind> {
  id: string;
  request: Extract<OutboxRequest, { kind: K }>;
  /** The server's message, and the field it named (as the server spells it) when it named one. */
  problem: string | null;
  field: string | null;
}

/** The account signed in now, or null. */
const signedInAs = (): string | null => (getAuthToken() ? getCurrentUser()?.UserName ?? null : null);

// The account it was handed over in: once another (or none) is signed in, it belongs to the one before.
let reopened: (ReopenedEntry & { as: string | null }) | null = null;

export function isReopenable(entry: OutboxEntry): entry is OutboxEntry & { request: { kind: ReopenableKind } } {
  const { request } = entry;
  return request.kind === 'enquiry' || request.kind === 'contact' || request.kind === 'marketing';
}

/** Hands the entry to its form; false for a kind no form takes back. */
export function reopenEntry(entry: OutboxEntry): boolean {
  if (!isReopenable(entry)) return false;
  reopened = { id: entry.id, request: entry.request, problem: entry.lastError, field: entry.problemField ?? null, as: signedInAs() };
  return true;
}

/** The entry of this kind handed over to its form, if there is one. */
export function reopenedEntry<K extends ReopenableKind>(kind: K): ReopenedEntry<K> | null {
  if (!reopened || reopened.request.kind !== kind || reopened.as !== signedInAs()) return null;
  // The kind was just compared; TypeScript cannot narrow a generic union by it.
  return reopened as unknown as ReopenedEntry<K>;
}

/** The enquiry handed over for this listing, if there is one. */
export function reopenedEnquiry(propertyId: number): { id: string; input: EnquiryInput; problem: string | null; field: string | null } | null {
  const entry = reopenedEntry('enquiry');
  return entry && entry.request.input.PropertyId === propertyId
    ? { id: entry.id, input: entry.request.input, problem: entry.problem, field: entry.field }
    : null;
}

/** The entry was discarded: no form may bring back what it held. */
export function forgetReopened(id: string): void {
  if (reopened?.id === id) reopened = null;
}

/** The corrected entry went (or is queued as a new entry): the refused one is done with. */
export async function settleReopened(id: string): Promise<void> {
  forgetReopened(id);
  await deleteEntry(id);
}

export const settleReopenedEnquiry = settleReopened;
