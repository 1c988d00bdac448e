import { useEffect, useState, type ComponentType } from 'react';
import { withModule } from '../../lib/lazy-load.ts';

interface ControlProps {
  variant: 'bar' | 'menu';
  className?: string;
}

/**
 * The area unit control, loaded only when it can be seen (the phone's menu opened, or a wide screen's
 * top bar), so the home page's first load does not carry it. It is in the reachable tier
 * (vite.config.ts), so a phone that went offline after its first visit can still change the unit.
 */
export function LazyAreaUnitControl({ when, ...props }: ControlProps & { when: boolean }) {
  const [Control, setControl] = useState<ComponentType<ControlProps> | null>(null);
  useEffect(() => {
    if (!when || Control) return;
    withModule(() => import('./AreaUnitControl.tsx'), (module) => setControl(() => module.AreaUnitControl));
  }, [when, Control]);
  return Control ? <Control {...props} /> : null;
}

/** Whether the screen is at least this wide, following resizes; false on the server. */
export function useWideScreen(query = '(min-width: 1280px)'): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    setWide(list.matches);
    const onChange = () => setWide(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return wide;
}
