import { useId, useRef, useState, type ChangeEvent } from 'react';
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes } from '../../contract/constants.ts';
import { CameraIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons/icons.tsx';
import { ACCEPT_ATTRIBUTE } from './image-list.ts';
import type { ImagePickerState, PickedImage } from './useImagePicker.ts';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './ImagePicker.module.css';

interface Props {
  picker: ImagePickerState;
  /** A server answer about the photos (e.g. one it could not read). */
  error?: string;
}

/** undefined while a restored photo's preview URL is being made: an empty src would fetch the page. */
function previewOf(item: PickedImage): string | undefined {
  return item.kind === 'stored' ? imageUrl(item.upload, ImageSizes.thumb) : item.previewUrl || undefined;
}

/**
 * Photo list with add, remove and reorder. The first photo is the cover; the arrow buttons move a
 * photo one place, which works with a thumb, a keyboard and a screen reader alike.
 */
export function ImagePicker({ picker, error }: Props) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const { items, max } = picker;
  const full = items.length >= max;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so the same photo can be chosen again after it was removed.
    event.target.value = '';
    if (files.length) picker.add(files);
  };

  const move = (item: PickedImage, index: number, delta: number) => {
    picker.move(item.key, delta);
    const position = index + delta + 1;
    setAnnouncement(position === 1 ? w.picker.nowCover(index + 1) : w.picker.moved(position));
  };

  const remove = (item: PickedImage, index: number) => {
    picker.remove(item.key);
    setAnnouncement(w.picker.removed(index + 1));
    // The tile and its buttons are gone: focus goes back to where photos are added.
    inputRef.current?.focus();
  };

  return (
    <div className={styles.picker}>
      <div className={styles.addRow}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          multiple
          className={styles.fileInput}
          onChange={onFiles}
          disabled={full}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        />
        <label htmlFor={inputId} className={`btn btn-outline ${styles.addButton}`} aria-disabled={full || undefined}>
          <CameraIcon aria-hidden="true" />
          {w.picker.addPhotos}
        </label>
        <p className={styles.count} aria-live="polite">
          <span className="tabular">{items.length}</span> {w.picker.countOf(max)}
        </p>
      </div>
      <p id={`${inputId}-hint`} className={styles.hint}>
        {w.picker.hint(max)}
      </p>
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      {items.length ? (
        <ol className={styles.grid} aria-label={w.picker.chosen}>
          {items.map((item, index) => {
            const number = index + 1;
            const working = item.kind === 'new' && item.status !== 'ready';
            return (
              <li key={item.key} className={styles.tile}>
                <div className={styles.frame}>
                  <img
                    src={previewOf(item)}
                    alt={index === 0 ? w.picker.coverPhoto(number, w.picker.cover) : w.picker.photo(number)}
                    className={styles.thumb}
                    width={160}
                    height={120}
                    decoding="async"
                  />
                  {index === 0 ? <span className={styles.cover}>{w.picker.cover}</span> : null}
                  {working ? (
                    <div className={styles.progress}>
                      <progress max={100} value={item.progress} aria-label={w.picker.compressingLabel(number)} />
                      <span className={styles.progressText}>
                        {item.status === 'waiting' ? w.picker.waiting : w.picker.compressing(Math.round(item.progress))}
                      </span>
                    </div>
                  ) : null}
                </div>
                {/* aria-disabled rather than disabled: a moved photo's button keeps focus at either end. */}
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    onClick={() => index > 0 && move(item, index, -1)}
                    aria-disabled={index === 0 || undefined}
                    aria-label={w.picker.moveLeftLabel(number)}
                    title={w.picker.moveLeft}
                  >
                    <ChevronLeftIcon aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    onClick={() => index < items.length - 1 && move(item, index, 1)}
                    aria-disabled={index === items.length - 1 || undefined}
                    aria-label={w.picker.moveRightLabel(number)}
                    title={w.picker.moveRight}
                  >
                    <ChevronRightIcon aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={`${styles.iconButton} ${styles.removeButton}`}
                    onClick={() => remove(item, index)}
                    aria-label={w.picker.removeLabel(number)}
                    title={w.picker.remove}
                  >
                    <CloseIcon aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.empty}>{w.picker.empty}</p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
