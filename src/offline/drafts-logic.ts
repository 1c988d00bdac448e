/**
 * Listing drafts, the parts without IndexedDB: what a draft holds, whether the form is worth saving,
 * how the list is ordered and titled, and how a queued listing turns back into a draft.
 */
import type { ListingFormSnapshot, OutboxRequest, StoredFile } from './outbox/logic.ts';
import { offlineMessages } from './offline-messages.ts';
import { newToken, parseImageOrderToken } from '../contract/image-order.ts';

export type DraftImage = { kind: 'stored'; upload: string } | ({ kind: 'new' } & StoredFile);

export interface ListingDraft {
  id: string;
  /** null for a new listing, else the listing being edited. */
  propertyId: number | null;
  values: ListingFormSnapshot;
  /** In display order; the first is the cover. New photos are the compressed Blobs. */
  images: DraftImage[];
  createdAt: number;
  updatedAt: number;
  /**
   * The account (user name) it was typed in, or null when signed out. A draft holds contact details:
   * on a shared phone only its own account lists it.
   */
  owner?: string | null;
  /**
   * Why the server refused it, when it came back from the outbox by "Edit": the form shows the message
   * beside the field it names (`field` as the server spells it, null when it named none). Not kept by
   * the form's autosave: it is about what was sent, not about what is typed next.
   */
  problem?: { field: string | null; message: string } | null;
}

/** Typed signed out, or in the account signed in now. */
export function isDraftVisibleTo(draft: Pick<ListingDraft, 'owner'>, signedInAs: string | null): boolean {
  return draft.owner == null || draft.owner === signedInAs;
}

export const AUTOSAVE_DELAY_MS = 1_000;

/** Title shown in 'Your drafts'. */
export function draftTitle(draft: Pick<ListingDraft, 'values'>): string {
  const title = draft.values.Title;
  return typeof title === 'string' && title.trim() ? title.trim() : offlineMessages.untitledDraft;
}

/** Most recently touched first. */
export function orderDrafts<D extends Pick<ListingDraft, 'updatedAt' | 'id'>>(drafts: readonly D[]): D[] {
  return [...drafts].sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : 1));
}

/**
 * A new listing's form is worth a draft once the user typed or picked something beyond what the form
 * starts with (the contact details are prefilled from the account); an untouched visit leaves no draft.
 */
export function isWorthSaving(values: ListingFormSnapshot, initial: ListingFormSnapshot, images: readonly DraftImage[], initialImageCount: number): boolean {
  if (images.length !== initialImageCount) return true;
  return Object.keys(values).some((key) => JSON.stringify(values[key]) !== JSON.stringify(initial[key]));
}

/** A listing taken back from the outbox ("Edit") as a draft, photos in their order. */
export function draftFromListingRequest(
  request: Extract<OutboxRequest, { kind: 'listing' }>,
  id: string,
  now: number,
  owner: string | null = null,
  problem: ListingDraft['problem'] = null,
): ListingDraft {
  const images: DraftImage[] = [];
  const order = request.imageOrder.length ? request.imageOrder : request.files.map((_, i) => newToken(i));
  for (const token of order) {
    const item = parseImageOrderToken(token);
    if (item?.kind === 'keep') images.push({ kind: 'stored', upload: item.upload });
    else if (item?.kind === 'new') {
      const file = request.files[item.index];
      if (file) images.push({ kind: 'new', blob: file.blob, name: file.name });
    }
  }
  return { id, propertyId: request.propertyId, values: request.form, images, createdAt: now, updatedAt: now, owner, problem };
}

/**
 * How long a draft counts as the one the user was in the middle of: the form offers to continue it
 * as soon as it opens. Older drafts wait in 'Your drafts' without being pushed.
 */
export const OFFER_DRAFT_DAYS = 7;

/** The draft to offer when the form opens: the most recently changed one, if it is recent enough. */
export function draftToOffer<D extends Pick<ListingDraft, 'updatedAt' | 'id'>>(drafts: readonly D[], now: number): D | null {
  const newest = orderDrafts(drafts)[0];
  return newest && now - newest.updatedAt <= OFFER_DRAFT_DAYS * 24 * 60 * 60 * 1000 ? newest : null;
}
