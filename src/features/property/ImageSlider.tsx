/**
 * The listing's photos: a swipeable strip (native scroll snapping, so a phone swipe feels native),
 * previous/next buttons, thumbnails and an enlarge button that opens the full-screen gallery.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes } from '../../contract/constants.ts';
import { preferredImageSize, prefersLowBandwidth } from '../../lib/bandwidth.ts';
import { CameraIcon, ChevronLeftIcon, ChevronRightIcon, HomeIcon } from '../../components/icons/icons.tsx';
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
  const [slideSize] = useState(() => preferredImageSize(ImageSizes.detail, prefersLowBandwidth()));
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
        setIndex(Math.min(Math.max(Math.round(track.scrollLeft / width), 0), count - 1));
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
    // Keep the current thumbnail in view without scrolling the page itself.
    const left = thumb.offsetLeft - (strip.clientWidth - thumb.clientWidth) / 2;
    strip.scrollTo({ left, behavior: 'smooth' });
  }, [index]);

  const show = (target: number) => {
    const track = trackRef.current;
    if (!track || count === 0) return;
    const next = (target + count) % count;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: next * track.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
    setIndex(next);
  };

  if (count === 0) {
    return (
      <div className={styles.empty}>
        <HomeIcon aria-hidden="true" />
        <span>No photos yet</span>
      </div>
    );
  }

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={`Photos of ${title}`}>
      <div className={styles.stage}>
        {/* Reachable by keyboard (arrow keys scroll it): a scrollable region must be (issue 14, item 31). */}
        <div ref={trackRef} className={styles.track} tabIndex={0} role="region" aria-label="Photo strip">
          {images.map((upload, i) => (
            <div
              key={`${upload}-${i}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
            >
              <img
                className={styles.photo}
                src={imageUrl(upload, slideSize)}
                alt={`${title}, photo ${i + 1}`}
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
            <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => show(index - 1)} aria-label="Previous photo">
              <ChevronLeftIcon aria-hidden="true" />
            </button>
            <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => show(index + 1)} aria-label="Next photo">
              <ChevronRightIcon aria-hidden="true" />
            </button>
          </>
        ) : null}

        <span className={`${styles.counter} tabular`} aria-live="polite">
          <CameraIcon aria-hidden="true" />
          <span className="visually-hidden">Photo </span>
          {index + 1} / {count}
        </span>
        <button ref={enlargeRef} type="button" className={styles.enlarge} onClick={() => onEnlarge(index)}>
          <ExpandIcon />
          <span>Enlarge</span>
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
                aria-label={`Show photo ${i + 1}`}
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
