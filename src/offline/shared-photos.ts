/**
 * Photos shared to Basera from the phone's gallery or WhatsApp (the manifest's share_target).
 * The service worker receives the share (a POST the page cannot see), keeps the photos
 * here, and sends the browser to the listing form, which takes them from here once.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;
const db = (): UseStore => (store ??= createStore('basera-shared', 'photos'));
const KEY = 'latest';

export interface SharedPhoto {
  name: string;
  type: string;
  blob: Blob;
}

/** The photo types a listing takes; at most this many are kept from one share. */
const ACCEPTED = ['image/jpeg', 'image/png'];
const MAX_SHARED = 16;

export async function keepSharedPhotos(files: readonly File[]): Promise<number> {
  const photos: SharedPhoto[] = files
    .filter((f) => ACCEPTED.includes(f.type))
    .slice(0, MAX_SHARED)
    .map((f) => ({ name: f.name || 'shared-photo.jpg', type: f.type, blob: f }));
  await set(KEY, photos, db());
  return photos.length;
}

/** The shared photos as files, removed from the store: a reload does not add them twice. */
export async function takeSharedPhotos(): Promise<File[]> {
  const photos = (await get<SharedPhoto[]>(KEY, db())) ?? [];
  if (!photos.length) return [];
  await del(KEY, db());
  return photos.map((p) => new File([p.blob], p.name, { type: p.type }));
}
