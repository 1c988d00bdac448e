/**
 * Full-screen photo gallery (spec: fade between photos; no download, no counter, no zoom).
 * A modal <dialog>: the page behind is inert, focus stays inside and returns to the photo on close.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes } from '../../contract/constants.ts';
import { preferredImageSize, prefersLowBandwidth } from '../../lib/bandwidth.ts';
import { useOnline } from '../../offline/connectivity.ts';
import { CameraIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons/icons.tsx';
import { widgetsMessages as w } from '../widgets-messages.ts';
import { galleryMessages as g } from './gallery-messages.ts';
import styles from './Gallery.module.css';
import { keepTabInside } from '../dialog/useModalDialog.ts';

interface Props {
  /** Upload names for the image endpoint. */
  images: readonly string[];
  title: string;
  startIndex?: number;
  onClose: () => void;
  /** Where focus goes back to; defaults to whatever had focus when the gallery opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A horizontal move of this many pixels counts as a swipe rather than a tap. */
const SWIPE_PX = 40;

/** The page reads right to left (Urdu): swipes and arrow keys follow the reading direction. */
const rtl = (): boolean => document.documentElement.dir === 'rtl';


/** How often, and how far apart, a copy that failed while online is asked for again. */
const ONLINE_RETRIES = 3;
const ONLINE_RETRY_MS = 1500;

export function Gallery({ images, title, startIndex = 0, onClose, returnFocusTo }: Props) {
  // On Save-Data or 2G every photo is asked for one size smaller.
  const [sizes] = useState(() => {
    const low = prefersLowBandwidth();
    return { placeholder: preferredImageSize(ImageSizes.detail, low), photo: preferredImageSize(ImageSizes.full, low) };
  });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeRef = useRef<{ x: number; y: number; id: number } | null>(null);
  const captionId = useId();
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), Math.max(count - 1, 0)));
  // Photos seen so far stay mounted, so going back fades instantly instead of loading again.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([index]));
  // Copies that did not load ('3:photo', '3:small'): offline, a photo the device never kept fails,
  // and the browser's broken-image icon said nothing useful. A failed copy is not
  // shown; with neither size, a placeholder says the photo is not on this device.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const online = useOnline();
  // Back online, every copy that failed is asked for again (a new key remounts its <img>).
  const [attempt, setAttempt] = useState(0);
  const [wasOnline, setWasOnline] = useState(online);
  // Just back online the first try can still fail (the connection or the worker a moment behind the
  // browser's `online` event): a failed copy is asked for again a few times, a little later.
  const [retries, setRetries] = useState(0);
  if (online !== wasOnline) {
    setWasOnline(online);
    setRetries(0);
    if (online && failed.size) {
      setFailed(new Set());
      setAttempt((n) => n + 1);
    }
  }
  useEffect(() => {
    if (!online || failed.size === 0 || retries >= ONLINE_RETRIES) return;
    const timer = setTimeout(() => {
      setRetries((n) => n + 1);
      setFailed(new Set());
      setAttempt((n) => n + 1);
    }, ONLINE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [online, failed, retries]);
  const fail = (key: string) => setFailed((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));

  const go = (delta: number) => {
    if (count < 2) return;
    const next = (index + delta + count) % count;
    setIndex(next);
    setSeen((prev) => (prev.has(next) ? prev : new Set(prev).add(next)));
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnTarget = returnFocusTo?.current ?? (document.activeElement as HTMLElement | null);

    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingRight: document.body.style.paddingRight };
    root.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;

    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();

    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = previous.overflow;
      document.body.style.paddingRight = previous.paddingRight;
      returnTarget?.focus({ preventScroll: true });
    };
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Right to left the next photo lies to the left, as the mirrored arrows show.
    const forward = rtl() ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl() ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) {
      event.preventDefault();
      go(1);
    } else if (event.key === back) {
      event.preventDefault();
      go(-1);
    } else {
      keepTabInside(event, dialogRef.current);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeRef.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeRef.current;
    swipeRef.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go((dx < 0) !== rtl() ? 1 : -1);
  };

  const isNear = (i: number) => i === index || i === (index + 1) % count || i === (index - 1 + count) % count;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={captionId}
      onCancel={(event) => {
        // Escape: let React unmount us so state and focus are restored in one place.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.top}>
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={w.dialog.close}>
          <CloseIcon aria-hidden="true" />
        </button>
      </div>

      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeRef.current = null;
        }}
        onContextMenu={(event) => event.preventDefault()}
      >
        {images.map((upload, i) => {
          const active = i === index;
          const mounted = seen.has(i) || isNear(i);
          return (
            <div key={`${upload}-${i}`} className={styles.slide} data-active={active || undefined} aria-hidden={!active}>
              {mounted ? (
                <>
                  {failed.has(`${i}:small`) ? null : (
                    <img
                      key={`small-${attempt}`}
                      className={styles.placeholder}
                      src={imageUrl(upload, sizes.placeholder)}
                      alt=""
                      draggable={false}
                      decoding="async"
                      onError={() => fail(`${i}:small`)}
                    />
                  )}
                  {failed.has(`${i}:photo`) ? null : (
                    <img
                      key={`photo-${attempt}`}
                      className={styles.photo}
                      src={imageUrl(upload, sizes.photo)}
                      alt={w.gallery.photoAlt(title, i + 1)}
                      draggable={false}
                      decoding="async"
                      onError={() => fail(`${i}:photo`)}
                    />
                  )}
                  {failed.has(`${i}:small`) && failed.has(`${i}:photo`) ? (
                    // In the photo's place, under its name, so a screen reader meets the same slide.
                    <figure className={styles.missing} aria-label={w.gallery.photoAlt(title, i + 1)}>
                      <CameraIcon aria-hidden="true" />
                      <p className={styles.missingTitle}>{online ? g.notLoaded : g.notSaved}</p>
                      <p>{online ? g.tryLater : g.whenOnline}</p>
                    </figure>
                  ) : null}
                </>
              ) : null}
            </div>
          );
        })}

        {count > 1 ? (
          <>
            <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => go(-1)} aria-label={w.gallery.previous}>
              <ChevronLeftIcon aria-hidden="true" />
            </button>
            <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(1)} aria-label={w.gallery.next}>
              <ChevronRightIcon aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>

      <p id={captionId} className={styles.caption} dir="auto">
        {title}
      </p>
    </dialog>
  );
}
