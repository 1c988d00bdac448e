import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { oldestCopySince } from '../../api/read-health.ts';
import { useReadHealth, useOnline } from '../../offline/connectivity.ts';
import { formatSavedAge } from '../../lib/saved-age.ts';
import { WarningIcon } from '../icons/icons.tsx';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './OfflineBanner.module.css';
import { rootOf } from '../../api/query-keys.ts';


/**
 * When the data on screen was saved: the oldest content query the page shows that was saved before
 * the connection dropped. Data that arrived while offline came from the worker's cache; its real age
 * comes with it (read-health.ts), and is counted by the caller.
 */
function savedAtOnScreen(queryClient: QueryClient, offlineSince: number): number | null {
  let oldest: number | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    // Lists and details are what a visitor reads (QUERY_ROOTS' content); reference lists would mislead.
    if (!rootOf(query.queryKey)?.content || query.getObserversCount() === 0) continue;
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined || dataUpdatedAt === 0 || dataUpdatedAt >= offlineSince) continue;
    if (oldest === null || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
  }
  return oldest;
}

const PAGE_START_SLACK_MS = 1000;

/** The app-wide "offline, showing saved data" state (docs/architecture.md, Offline design). */
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

  // The live region stays in the page so screen readers announce the change when it fills.
  return (
    <div className={styles.region} role="status">
      {offline ? (
        <p className={styles.banner}>
          <WarningIcon aria-hidden="true" />
          {savedAt !== null ? (
            <span>
              {w.offlineSaved}
              <span className={styles.age}> ({formatSavedAge(savedAt)})</span>
            </span>
          ) : (
            <span>{w.offline}</span>
          )}
        </p>
      ) : null}
    </div>
  );
}
