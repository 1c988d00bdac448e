import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

type Props = ImgHTMLAttributes<HTMLImageElement> & {
  /**
   * Hold the photo back until it is about to scroll into view. On a slow link Chromium's own
   * `loading="lazy"` fetches photos thousands of pixels below the screen (its distance grows as the
   * connection slows), which on a 2G first visit doubled the home page's photo bytes.
   */
  holdUntilNear: boolean;
};

/** How far ahead of the screen a held photo starts loading: about half a phone screen. */
const AHEAD = '400px';

/** An <img> that, when asked, gets its address only once it is near the screen. */
export function NearImage({ holdUntilNear, src, srcSet, alt, ...rest }: Props) {
  const [near, setNear] = useState(!holdUntilNear);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const node = ref.current;
    if (near || !node) return undefined;
    if (!holdUntilNear || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: AHEAD });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, holdUntilNear]);

  return <img ref={ref} src={near ? src : undefined} srcSet={near ? srcSet : undefined} alt={alt} {...rest} />;
}
