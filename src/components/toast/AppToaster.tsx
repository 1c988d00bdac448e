import { useEffect, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import styles from './Toast.module.css';

/**
 * Bottom, full width (spec section 9). Hovering pauses every timer; the progress bars pause with it.
 * Mounted once the page is idle: its first render injects the library's styles, work a slow phone
 * should not do while showing the page. A toast raised before then waits in the store and shows
 * when the toaster mounts.
 */
export function AppToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Toaster
      position="bottom-center"
      gutter={8}
      containerClassName={styles.container}
      containerStyle={{ top: 8, left: 8, right: 8, bottom: 8 }}
    />
  );
}
