import { useEffect, useRef, useState } from 'react';
import { NavBar } from './NavBar.tsx';
import { TopBar } from './TopBar.tsx';
import styles from './Header.module.css';
import { layoutMessages as m } from './layout-messages.ts';

/** The compact header appears after scrolling beyond twice the header's height (docs/product.md, section 9). */
const STICKY_FACTOR = 2;

export function Header() {
  const headerRef = useRef<HTMLElement>(null);
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const header = headerRef.current;
      const height = header?.offsetHeight ?? 0;
      // While focus is in the real header (its menu open, a link being chosen) it stays: making it inert
      // then would take the menu away from under the user (seen as a test that could not click a link
      // of the open menu after the page moved).
      if (header?.contains(document.activeElement)) return;
      setStuck(height > 0 && window.scrollY > STICKY_FACTOR * height);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <>
      {/* One navigation in the accessibility tree at a time: the real header is
          out of sight while the compact copy shows, so it steps aside then. */}
      <header ref={headerRef} className={styles.header} inert={stuck} aria-hidden={stuck || undefined}>
        <TopBar />
        <NavBar label={m.mainNav} />
      </header>
      {/* A second, compact copy rather than making the real header fixed, so the page never jumps. */}
      <div className={styles.sticky} data-visible={stuck || undefined} inert={!stuck} aria-hidden={!stuck}>
        <NavBar compact label={m.mainNavCompact} />
      </div>
    </>
  );
}
