import { useEffect, useRef, useState } from 'react';
import { NavBar } from './NavBar.tsx';
import { TopBar } from './TopBar.tsx';
import styles from './Header.module.css';
import { layoutMessages as m } from './layout-messages.ts';

/** The compact header appears after scrolling beyond twice the header's height (docs/product.md, section 9). */
const STICKY_FACTOR = 2;

/** What tells a control of one header copy from the others; the two copies hold the same controls. */
const labelOf = (el: HTMLElement): string => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';

export function Header() {
  const headerRef = useRef<HTMLElement>(null);
  const stickyRef = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);
  const stuckNow = useRef(false);
  /** The label of the control that had focus in the copy that stepped aside. */
  const focusToMove = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const header = headerRef.current;
      const height = header?.offsetHeight ?? 0;
      const next = height > 0 && window.scrollY > STICKY_FACTOR * height;
      if (next === stuckNow.current) return;
      const leaving = next ? header : stickyRef.current;
      const focused = leaving?.contains(document.activeElement) ? document.activeElement as HTMLElement : null;
      // While a copy's menu is open it stays: making it inert then would take the menu away from under
      // the user's finger. A closed menu does not hold it, or a page scrolled after the menu was used
      // once would have no header at all.
      if (focused && leaving?.querySelector('[aria-expanded="true"]')) return;
      focusToMove.current = focused ? labelOf(focused) : null;
      stuckNow.current = next;
      setStuck(next);
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

  // Focus in the copy that steps aside would fall to the page's start: it moves to the same control
  // of the other copy, once that copy is no longer inert.
  useEffect(() => {
    const label = focusToMove.current;
    focusToMove.current = null;
    if (!label) return;
    const showing = stuck ? stickyRef.current : headerRef.current;
    const match = [...(showing?.querySelectorAll<HTMLElement>('a[href], button') ?? [])].find((el) => labelOf(el) === label);
    match?.focus({ preventScroll: true });
  }, [stuck]);

  return (
    <>
      {/* One navigation in the accessibility tree at a time: the real header is
          out of sight while the compact copy shows, so it steps aside then. */}
      <header ref={headerRef} className={styles.header} inert={stuck} aria-hidden={stuck || undefined}>
        <TopBar />
        <NavBar label={m.mainNav} />
      </header>
      {/* A second, compact copy rather than making the real header fixed, so the page never jumps. */}
      <div ref={stickyRef} className={styles.sticky} data-visible={stuck || undefined} inert={!stuck} aria-hidden={!stuck}>
        <NavBar compact label={m.mainNavCompact} />
      </div>
    </>
  );
}
