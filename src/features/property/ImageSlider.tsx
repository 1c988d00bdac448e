/**
 * The listing's photos: a swipeable strip (native scroll snapping, so a phone swipe feels native),
 * previous/next buttons, thumbnails and an enlarge button that opens the full-screen gallery.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes } from '../../contract/constants.ts';
import { preferredImageSize } from '../../lib/bandwidth.ts';
import { useLowBandwidth } from '../../components/near-image/use-low-bandwidth.ts';
import { CameraIcon, ChevronLeftIcon, ChevronRightIcon, HomeIcon } from '../../components/icons/icons.tsx';
import { propertyMessages as m } from './property-messages.ts';
import styles from './ImageSlider.module.css';

interface Props {
  images: readonly string[];
  title: string;
  onEnlarge: (index: number) => void;
  enlargeRef: RefObject<HTMLButtonElement | null>;
}

function ExpandIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}

export function ImageSlider({ images, title, onEnlarge, enlargeRef }: Props) {
  // Save-Data or 2G: one step smaller, the same size the recently-viewed warming fetched.
  const slideSize = preferredImageSize(ImageSizes.detail, useLowBandwidth());
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const count = images.length;

  // The strip scrolls by touch, buttons and thumbnails alike; the photo in view is the current one.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = track.clientWidth || 1;
        // Right to left, scrollLeft runs from 0 down to negative values.
        setIndex(Math.min(Math.max(Math.round(Math.abs(track.scrollLeft) / width), 0), count - 1));
      });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [count]);

  useEffect(() => {
    const thumb = thumbsRef.current?.children[index] as HTMLElement | undefined;
    const strip = thumbsRef.current;
    if (!thumb || !strip) return;
    // Keep the current thumbnail in view without scrolling the page itself; measured on screen, so
    // it holds right to left as well.
    const shown = thumb.getBoundingClientRect();
    const box = strip.getBoundingClientRect();
    strip.scrollBy({ left: shown.left + shown.width / 2 - (box.left + box.width / 2), behavior: 'smooth' });
  }, [index]);

  const show = (target: number) => {
    const track = trackRef.current;
    if (!track || count === 0) return;
    const next = (target + count) % count;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Right to left the strip scrolls towards negative offsets, so later photos lie to the left.
    const towards = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    track.scrollTo({ left: towards * next * track.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
    setIndex(next);
  };

  if (count === 0) {
    return (
      <div className={styles.empty}>
        <HomeIcon aria-hidden="true" />
        <span>{m.slider.noPhotos}</span>
      </div>
    );
  }

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={m.slider.label(title)}>
      <div className={styles.stage}>
        {/* Reachable by keyboard (arrow keys scroll it): a scrollable region must be. */}
        <div ref={trackRef} className={styles.track} tabIndex={0} role="region" aria-label={m.slider.strip}>
          {images.map((upload, i) => (
            <div
              key={`${upload}-${i}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={m.slider.slide(i + 1, count)}
              aria-hidden={i !== index}
            >
              <img
                className={styles.photo}
                src={imageUrl(upload, slideSize)}
                alt={m.slider.alt(title, i + 1)}
                width={1024}
                height={768}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
                draggable={false}
                onClick={() => onEnlarge(i)}
              />
            </div>
          ))}
        </div>

        {count > 1 ? (
          <>
            <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => show(index - 1)} aria-label={m.slider.previous}>
              <ChevronLeftIcon aria-hidden="true" />
            </button>
            <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => show(index + 1)} aria-label={m.slider.next}>
              <ChevronRightIcon aria-hidden="true" />
            </button>
          </>
        ) : null}

        <span className={`${styles.counter} tabular`} aria-live="polite">
          <CameraIcon aria-hidden="true" />
          <span className="visually-hidden">{m.slider.photo}</span>
          {/* Left to right on Urdu pages too: in right-to-left text "1 / 8" showed as "8 / 1". */}
          <span dir="ltr">
            {index + 1} / {count}
          </span>
        </span>
        <button ref={enlargeRef} type="button" className={styles.enlarge} onClick={() => onEnlarge(index)}>
          <ExpandIcon />
          <span>{m.slider.enlarge}</span>
        </button>
      </div>

      {count > 1 ? (
        <ul ref={thumbsRef} className={styles.thumbs}>
          {images.map((upload, i) => (
            <li key={`${upload}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => show(i)}
                aria-label={m.slider.show(i + 1)}
                aria-current={i === index || undefined}
              >
                <img src={imageUrl(upload, ImageSizes.thumb)} alt="" width={160} height={120} loading="lazy" decoding="async" draggable={false} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
