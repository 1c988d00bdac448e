import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { oldestCopySince } from '../../api/read-health.ts';
import { useReadHealth, useOnline } from '../../offline/connectivity.ts';
import { savedAtOnScreen } from '../../offline/saved-on-screen.ts';
import { formatSavedAge } from '../../lib/saved-age.ts';
import type { ReadFailure } from '../../lib/timeouts.ts';
import { WarningIcon } from '../icons/icons.tsx';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './OfflineBanner.module.css';

/** The banner's words by cause: alone, and with saved data on screen. Read at render, in the page's language. */
const WORDS: Record<ReadFailure, () => readonly [string, string]> = {
  offline: () => [w.offline, w.offlineSaved],
  unreachable: () => [w.unreachable, w.unreachableSaved],
  server: () => [w.serverDown, w.serverDownSaved],
  slow: () => [w.slow, w.slowSaved],
};

const PAGE_START_SLACK_MS = 1000;

/**
 * The app-wide "offline, showing saved data" state (docs/architecture.md, Offline design), with its
 * cause in plain words: no network, a server out of reach, a server answering 5xx, a link too slow.
 */
export function OfflineBanner() {
  const queryClient = useQueryClient();
  const online = useOnline();
  const health = useReadHealth();
  const offline = !online || health.failingSince !== null;
  const [offlineSince, setOfflineSince] = useState<number | null>(null);
  const [, setTick] = useState(0);
  // Copies shown on earlier pages say nothing of this one: a page with no saved data claims none.
  const href = useRouterState({ select: (s) => s.location.href });
  const [pageSince, setPageSince] = useState(0);
  useEffect(() => setPageSince(Date.now()), [href]);

  useEffect(() => {
    if (!offline) {
      setOfflineSince(null);
      return;
    }
    setOfflineSince((since) => since ?? health.failingSince ?? Date.now());
    // Re-read the age as pages change under the banner, and once a minute as it grows.
    const unsubscribe = queryClient.getQueryCache().subscribe(() => setTick((n) => n + 1));
    const interval = setInterval(() => setTick((n) => n + 1), 60_000);
    return () => {
      unsubscribe();
      clearInterval(interval);
    };
  }, [offline, queryClient, health.failingSince]);

  const fromQueries = offline && offlineSince !== null ? savedAtOnScreen(queryClient, offlineSince) : null;
  // A page's requests start as it mounts, a moment before this effect runs: allow for that.
  const fromDevice = offline ? oldestCopySince(health, pageSince - PAGE_START_SLACK_MS) : null;
  const savedAt = fromQueries === null ? fromDevice : fromDevice === null ? fromQueries : Math.min(fromQueries, fromDevice);
  // The device's own word first: with no network at all, whatever a read met says less.
  const [alone, withSaved] = WORDS[online ? (health.cause ?? 'offline') : 'offline']();

  // The live region stays in the page so screen readers announce the change when it fills.
  return (
    <div className={styles.region} role="status">
      {offline ? (
        <p className={styles.banner}>
          <WarningIcon aria-hidden="true" />
          {savedAt !== null ? (
            <span>
              {withSaved}
              <span className={styles.age}> ({formatSavedAge(savedAt)})</span>
            </span>
          ) : (
            <span>{alone}</span>
          )}
        </p>
      ) : null}
    </div>
  );
}
