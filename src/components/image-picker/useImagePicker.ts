import { widgetsMessages as w } from '../widgets-messages.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_TYPE_WARNING_MS } from '../../contract/constants.ts';
import { notify } from '../toast/notify.tsx';
import { compressImage } from './compress.ts';
import { moveItem, planAdditions, toSubmissionImages, type OrderEntry, type SubmissionImages } from './image-list.ts';

export type PickedImage =
  | { kind: 'stored'; key: string; upload: string }
  | {
      kind: 'new';
      key: string;
      /** Name and size of the file as chosen: duplicates are judged on these. */
      name: string;
      size: number;
      status: 'waiting' | 'compressing' | 'ready';
      progress: number;
      /** Object URL of the preview (the chosen file, then its compressed copy). */
      previewUrl: string;
      file: File | null;
    };

interface Job {
  controller: AbortController;
  /** The compressed file, or null when the photo was removed or could not be read. */
  done: Promise<File | null>;
}

const names = (files: readonly File[]): string => files.map((f) => `"${f.name}"`).join(', ');

let nextKey = 0;
const newKey = (): string => `img-${++nextKey}`;

/**
 * The photo list of the listing form: stored photos (edits) and new ones, each new one compressed
 * one after another in a worker. Object URLs are freed as photos are removed and when the form goes.
 */
export function useImagePicker(stored: readonly string[], max: number, restored?: ReadonlyArray<OrderEntry<File>>) {
  const urls = useRef(new Set<string>());
  const [items, setItems] = useState<PickedImage[]>(() => {
    // A resumed draft brings its photos already compressed: ready at once, no second compression.
    if (restored) {
      return restored.map((entry): PickedImage => {
        if (entry.kind === 'stored') return { kind: 'stored', key: `stored:${entry.upload}`, upload: entry.upload };
        // The preview URL is made by the effect below, which also frees it.
        return { kind: 'new', key: newKey(), name: entry.file.name, size: entry.file.size, status: 'ready', progress: 100, previewUrl: '', file: entry.file };
      });
    }
    return stored.map((upload) => ({ kind: 'stored', key: `stored:${upload}`, upload }));
  });
  // Event handlers need the current list synchronously to judge duplicates and the limit.
  const itemsRef = useRef(items);
  const jobs = useRef(new Map<string, Job>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const commit = useCallback((update: (list: PickedImage[]) => PickedImage[]) => {
    itemsRef.current = update(itemsRef.current);
    setItems(itemsRef.current);
  }, []);

  const patch = useCallback(
    (key: string, change: Partial<Extract<PickedImage, { kind: 'new' }>>) =>
      commit((list) => list.map((item) => (item.key === key && item.kind === 'new' ? { ...item, ...change } : item))),
    [commit],
  );

  const freeUrl = (url: string) => {
    if (urls.current.delete(url)) URL.revokeObjectURL(url);
  };

  const remove = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (!item) return;
      jobs.current.get(key)?.controller.abort();
      jobs.current.delete(key);
      if (item.kind === 'new') freeUrl(item.previewUrl);
      commit((list) => list.filter((i) => i.key !== key));
    },
    [commit],
  );

  const startJob = useCallback(
    (key: string, original: File) => {
      const controller = new AbortController();
      const run = async (): Promise<File | null> => {
        if (controller.signal.aborted) return null;
        patch(key, { status: 'compressing' });
        try {
          const file = await compressImage(original, (progress) => patch(key, { progress }), controller.signal);
          if (controller.signal.aborted) return null;
          const previewUrl = URL.createObjectURL(file);
          urls.current.add(previewUrl);
          const before = itemsRef.current.find((i) => i.key === key);
          patch(key, { status: 'ready', progress: 100, file, previewUrl });
          // The small copy replaces the full-size preview, which a cheap phone should not keep decoded.
          if (before?.kind === 'new') freeUrl(before.previewUrl);
          return file;
        } catch {
          if (controller.signal.aborted) return null;
          remove(key);
          notify.warning(w.picker.unreadableTitle, w.picker.unreadableText(original.name));
          return null;
        }
      };
      // One at a time: several full-size decodes at once can exhaust a phone's memory.
      const done = queue.current.then(run, run);
      queue.current = done.catch(() => null);
      jobs.current.set(key, { controller, done });
    },
    [patch, remove],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const current = itemsRef.current;
      const chosen = current.flatMap((i) => (i.kind === 'new' ? [{ name: i.name, size: i.size }] : []));
      const plan = planAdditions(chosen, current.length, files, max);
      if (plan.wrongType.length) {
        notify.warning(w.picker.wrongTypeTitle, w.picker.leftOut(names(plan.wrongType)), {
          id: 'image-type',
          duration: IMAGE_TYPE_WARNING_MS,
        });
      }
      if (plan.duplicates.length) {
        notify.info(w.picker.duplicateTitle, w.picker.skipped(names(plan.duplicates)), { id: 'image-duplicate' });
      }
      if (plan.overLimit.length) {
        notify.warning(w.picker.limitTitle(max), w.picker.leftOut(names(plan.overLimit)), { id: 'image-limit' });
      }
      const added: PickedImage[] = plan.accepted.map((file) => {
        const previewUrl = URL.createObjectURL(file);
        urls.current.add(previewUrl);
        return { kind: 'new', key: newKey(), name: file.name, size: file.size, status: 'waiting', progress: 0, previewUrl, file: null };
      });
      commit((list) => [...list, ...added]);
      added.forEach((item, i) => {
        const file = plan.accepted[i];
        if (file) startJob(item.key, file);
      });
    },
    [commit, max, startJob],
  );

  const move = useCallback(
    (key: string, delta: number) =>
      commit((list) => {
        const from = list.findIndex((i) => i.key === key);
        return moveItem(list, from, from + delta);
      }),
    [commit],
  );

  /** Waits for photos still being compressed, then gives the submission's image fields. */
  const collect = useCallback(async (): Promise<SubmissionImages<File>> => {
    await Promise.all([...jobs.current.values()].map((job) => job.done));
    const entries: Array<OrderEntry<File>> = itemsRef.current.flatMap((item): Array<OrderEntry<File>> => {
      if (item.kind === 'stored') return [{ kind: 'stored', upload: item.upload }];
      return item.file ? [{ kind: 'new', file: item.file }] : [];
    });
    return toSubmissionImages(entries);
  }, []);

  useEffect(() => {
    // Restored photos (and, after a development remount, any whose URL was freed) get a preview URL.
    const missing = itemsRef.current.filter((i) => i.kind === 'new' && i.file && !urls.current.has(i.previewUrl));
    if (!missing.length) return;
    const made = new Map<string, string>();
    for (const item of missing) {
      if (item.kind !== 'new' || !item.file) continue;
      const url = URL.createObjectURL(item.file);
      urls.current.add(url);
      made.set(item.key, url);
    }
    commit((list) => list.map((i) => (i.kind === 'new' && made.has(i.key) ? { ...i, previewUrl: made.get(i.key) ?? i.previewUrl } : i)));
  }, [commit]);

  useEffect(() => {
    const activeJobs = jobs.current;
    const activeUrls = urls.current;
    return () => {
      for (const job of activeJobs.values()) job.controller.abort();
      activeJobs.clear();
      for (const url of activeUrls) URL.revokeObjectURL(url);
      activeUrls.clear();
    };
  }, []);

  const busy = items.some((i) => i.kind === 'new' && i.status !== 'ready');
  return { items, add, remove, move, collect, busy, max };
}

export type ImagePickerState = ReturnType<typeof useImagePicker>;
