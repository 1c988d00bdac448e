/**
 * Listing drafts on the device (IndexedDB, photos as Blobs), so an agent can leave the form and come
 * back, keep several listings going, and resume one after a reload or from the outbox.
 */
import { useEffect, useMemo, useState } from 'react';
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import { getCurrentUser, useCurrentUser } from '../api/session.ts';
import { isDraftVisibleTo, orderDrafts, type ListingDraft } from './drafts-logic.ts';
import { requestPersistentStorage, withRoom } from './storage-room.ts';

let store: UseStore | null = null;
const db = (): UseStore => (store ??= createStore('basera-drafts', 'drafts'));

const listeners = new Set<() => void>();
const announce = () => {
  for (const listener of listeners) listener();
};

export async function listDrafts(): Promise<ListingDraft[]> {
  return orderDrafts(await values<ListingDraft>(db()));
}

export async function readDraft(id: string): Promise<ListingDraft | undefined> {
  return get<ListingDraft>(id, db());
}

// Ids deleted in this page's life: a form still open on that draft (or its last autosave on the way
// out) must not bring it back. Ids are random, so a new draft never collides with one.
const deleted = new Set<string>();

export async function saveDraft(draft: ListingDraft): Promise<void> {
  if (deleted.has(draft.id)) return;
  // A new draft belongs to whoever is signed in; a saved one keeps the owner it was made with.
  const owner = draft.owner !== undefined ? draft.owner : ((await readDraft(draft.id))?.owner ?? getCurrentUser()?.UserName ?? null);
  await withRoom(() => set(draft.id, { ...draft, owner }, db()));
  // Photos picked on this phone exist nowhere else until the listing is sent: the first draft that
  // holds one asks the browser not to clear the site's storage under pressure.
  if (draft.images.some((image) => image.kind === 'new')) requestPersistentStorage();
  announce();
}

export async function deleteDraft(id: string): Promise<void> {
  deleted.add(id);
  await del(id, db());
  announce();
}

// The outbox page's "Edit" hands a draft to the form it navigates to; the router's search params
// of the form routes are not ours to change, and this lives only for that one navigation.
let resumeRequest: string | null = null;

export function requestResume(draftId: string): void {
  resumeRequest = draftId;
}

export function takeResumeRequest(): string | null {
  const id = resumeRequest;
  resumeRequest = null;
  return id;
}

/** This account's drafts (and those typed signed out) of new listings (propertyId null) or of one edited listing, newest first. */
export function useDrafts(propertyId: number | null): ListingDraft[] | null {
  const [drafts, setDrafts] = useState<ListingDraft[] | null>(null);
  const user = useCurrentUser();
  const signedInAs = user?.AuthWebToken ? user.UserName : null;
  useEffect(() => {
    let alive = true;
    const load = () => {
      listDrafts().then(
        (list) => {
          if (alive) setDrafts(list.filter((d) => d.propertyId === propertyId));
        },
        () => {
          if (alive) setDrafts([]);
        },
      );
    };
    load();
    listeners.add(load);
    return () => {
      alive = false;
      listeners.delete(load);
    };
  }, [propertyId]);
  return useMemo(() => drafts?.filter((d) => isDraftVisibleTo(d, signedInAs)) ?? null, [drafts, signedInAs]);
}
