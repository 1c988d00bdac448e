import { useEffect, useState } from 'react';
import { useLoadedToasts } from './notify.tsx';

/**
 * Mounts the toasts' host once the page is idle and a first message has loaded the toast module
 * (notify.tsx): its first render injects the library's styles, work a slow phone should not do while
 * showing the page. A toast raised before then waits in the store and shows when the host mounts.
 */
export function AppToaster() {
  const toasts = useLoadedToasts();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  if (!ready || !toasts) return null;
  return <toasts.ToasterHost />;
}
