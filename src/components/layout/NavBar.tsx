import { useEffect, useId, useRef, useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { CloseIcon, MenuIcon } from '../icons/icons.tsx';
import { AccountActions } from './AccountActions.tsx';
import { LazyAreaUnitControl } from '../area-unit/LazyAreaUnitControl.tsx';
import { OutboxBadge } from '../outbox-badge/OutboxBadge.tsx';
import { Logo } from './Logo.tsx';
import styles from './NavBar.module.css';
import { layoutMessages as m } from './layout-messages.ts';

const NAV_LINKS = [
  { to: '/', label: 'home', exact: true },
  { to: '/properties', label: 'properties', exact: false },
  { to: '/projects', label: 'projects', exact: false },
  { to: '/favourites', label: 'favourites', exact: false },
  // The calculators: buyers open them in another tab today.
  { to: '/tools', label: 'tools', exact: false },
  { to: '/contact-us', label: 'contact', exact: false },
  { to: '/about-us', label: 'about', exact: false },
] as const;

interface Props {
  /** The compact copy that slides in once the page is scrolled. */
  compact?: boolean;
  /** Accessible name of the nav landmark; two bars exist, so they need different names. */
  label: string;
}

export function NavBar({ compact = false, label }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const barRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const router = useRouter();

  // Any navigation, including back/forward, closes the menu.
  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
        return;
      }
      // The open menu covers the page: Tab goes round the bar and its menu, not into what is under
      // it.
      if (event.key === 'Tab' && barRef.current) {
        const focusable = [...barRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')]
          .filter((el) => el.offsetParent !== null);
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        const inside = barRef.current.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (barRef.current && !barRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={barRef} className={`${styles.bar} ${compact ? styles.compact : ''}`}>
      <div className={`container ${styles.inner}`}>
        <Logo showTagline={!compact} onNavigate={close} />
        {/* Outside the menu panel: on a phone the waiting count must show without opening the menu. */}
        <OutboxBadge onNavigate={close} />

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <CloseIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          <span>{m.menu}</span>
        </button>

        <div id={panelId} className={styles.panel} data-open={open || undefined}>
          <nav aria-label={label}>
            <ul className={styles.links}>
              {NAV_LINKS.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={styles.link}
                    activeProps={{ className: styles.active }}
                    activeOptions={{ exact: item.exact, includeSearch: false }}
                    onClick={close}
                  >
                    {m.nav[item.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <AccountActions onNavigate={close} />
          {/* Wide screens have it in the top bar; this bar has no room left at 1280 px. */}
          <LazyAreaUnitControl when={open} variant="menu" className={styles.areaUnit} />
        </div>
      </div>
    </div>
  );
}
