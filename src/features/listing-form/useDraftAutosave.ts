/**
 * The listing form's draft autosave (README, 'Offline data' and 'Nothing strands anyone'): about a
 * second after the last change the fields and the compressed photos are kept on the device
 * (src/offline/drafts.ts), and leaving the page keeps what was typed in the last second too. Once the
 * listing is sent or queued, `finishDraft` deletes the draft and no late save brings it back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PickedImage } from '../../components/image-picker/useImagePicker.ts';
import type { OrderEntry } from '../../components/image-picker/image-list.ts';
import { AUTOSAVE_DELAY_MS, isWorthSaving, type DraftImage, type ListingDraft } from '../../offline/drafts-logic.ts';
import { deleteDraft, saveDraft } from '../../offline/drafts.ts';
import { snapshotOf, type PropertyFormValues } from './form-values.ts';

/** A resumed draft's photos as the picker takes them. */
export function restoredImages(draft: ListingDraft | undefined): Array<OrderEntry<File>> | undefined {
  return draft?.images.map((image): OrderEntry<File> =>
    image.kind === 'stored'
      ? image
      : { kind: 'new', file: new File([image.blob], image.name, { type: image.blob.type || 'image/jpeg' }) },
  );
}

/** The photos as a draft keeps them; one still being compressed joins the draft when it is ready. */
function draftImagesOf(items: readonly PickedImage[]): DraftImage[] {
  return items.flatMap((item): DraftImage[] => {
    if (item.kind === 'stored') return [{ kind: 'stored', upload: item.upload }];
    return item.file ? [{ kind: 'new', blob: item.file, name: item.file.name }] : [];
  });
}

interface AutosaveInput {
  form: Pick<UseFormReturn<PropertyFormValues>, 'getValues' | 'watch'>;
  /** The picker's photos as shown. */
  items: readonly PickedImage[];
  /** Where the autosave goes: a fresh id, or the resumed draft's. */
  draftId: string;
  /** A draft being resumed: always kept current, even before anything changes. */
  draft: ListingDraft | undefined;
  propertyId: number | null;
  /** What a fresh form starts with: it is worth a draft only once something differs. */
  blankValues: PropertyFormValues;
  storedImages: readonly string[];
}

export interface DraftControls {
  /** The listing is sent or queued: the draft goes for good. */
  finishDraft: () => void;
  /** The listing could not be kept after all: the draft is saved again from the form, if the device lets it. */
  keepDraft: () => void;
}

export function useDraftAutosave({ form, items, draftId, draft, propertyId, blankValues, storedImages }: AutosaveInput): DraftControls {
  const { getValues, watch } = form;
  const [draftCreated] = useState(() => draft?.createdAt ?? Date.now());
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  });
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Once submitted (sent or queued) the draft is gone and a late autosave must not bring it back.
  const finished = useRef(false);

  const saveNow = () => {
    saveTimer.current = undefined;
    if (finished.current) return;
    const values = snapshotOf(getValues());
    const images = draftImagesOf(itemsRef.current);
    // A resumed draft is always kept current; a fresh form only once the user has put something in.
    if (!draft && !isWorthSaving(values, snapshotOf(blankValues), images, storedImages.length)) return;
    saveDraft({ id: draftId, propertyId, values, images, createdAt: draftCreated, updatedAt: Date.now() }).catch(() => {
      // Storage full or blocked: the form still works, only without a draft.
    });
  };
  // The timer and the unmount flush call the latest saveNow without re-subscribing on every render.
  const saveNowRef = useRef(saveNow);
  useEffect(() => {
    saveNowRef.current = saveNow;
  });

  const scheduleSave = useCallback(() => {
    if (saveTimer.current !== undefined) clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => saveNowRef.current(), AUTOSAVE_DELAY_MS);
  }, []);

  useEffect(() => {
    const subscription = watch(() => scheduleSave());
    return () => subscription.unsubscribe();
  }, [watch, scheduleSave]);

  useEffect(() => {
    scheduleSave();
  }, [items, scheduleSave]);

  // Leaving the page keeps what was typed in the last second too.
  useEffect(
    () => () => {
      if (saveTimer.current !== undefined) {
        clearTimeout(saveTimer.current);
        saveNowRef.current();
      }
    },
    [],
  );

  const finishDraft = () => {
    finished.current = true;
    if (saveTimer.current !== undefined) clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    void deleteDraft(draftId).catch(() => undefined);
  };

  return {
    finishDraft,
    keepDraft: () => saveNowRef.current(),
  };
}
