/**
 * The outbox's entries for the header badge and the outbox page. Apart from queue.ts and scheduler.ts so the header,
 * which every page shows, does not pull the sending code into the first load.
 */
import { useEffect, useMemo, useState } from 'react';
import { useCurrentUser, useLapsedUserName } from '../../api/session.ts';
import { isVisibleTo, type OutboxEntry } from './logic.ts';
import { readEntries, subscribeOutbox } from './store.ts';
import { isOutboxSenderGone } from './lock.ts';

/**
 * The entries this visitor may see (made signed out, or in the account signed in now, or in the one
 * whose session lapsed with nobody signed in since: logic.ts, isVisibleTo), oldest first, kept
 * current across tabs and the service worker; null until the first read.
 */
export function useOutboxEntries(): OutboxEntry[] | null {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  const user = useCurrentUser();
  const signedInAs = user?.AuthWebToken ? user.UserName : null;
  const lapsedAs = useLapsedUserName();
  useEffect(() => {
    let alive = true;
    const load = () => {
      readEntries().then(
        (list) => {
          if (alive) setEntries(list.sort((a, b) => a.createdAt - b.createdAt));
        },
        () => {
          if (alive) setEntries([]);
        },
      );
    };
    // Back to a tab that was frozen in the background: the worker may have sent entries meanwhile.
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    load();
    const unsubscribe = subscribeOutbox(load);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive = false;
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return useMemo(() => entries?.filter((e) => isVisibleTo(e, signedInAs, lapsedAs)) ?? null, [entries, signedInAs, lapsedAs]);
}

/**
 * Whether no sender is at work now (see isOutboxSenderGone), asked again whenever the entries or the
 * clock change: the outbox page then shows an entry a closed tab left `sending` as waiting, with its
 * buttons, at once rather than when its lease runs out.
 */
export function useOutboxSenderGone(entries: readonly OutboxEntry[] | null, now: number): boolean {
  const [gone, setGone] = useState(false);
  const sending = entries?.some((e) => e.state === 'sending') ?? false;
  useEffect(() => {
    if (!sending) return;
    let alive = true;
    isOutboxSenderGone().then(
      (answer) => {
        if (alive) setGone(answer);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [entries, now, sending]);
  return sending && gone;
}
