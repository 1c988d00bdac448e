import { Fragment, StrictMode, startTransition, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, hydrate, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { configureApiClient } from './api/client.ts';
import { getAuthToken, subscribeCurrentUser } from './api/session.ts';
import { createQueryClient } from './api/query-client.ts';
import { startQueryPersistence } from './offline/query-persistence.ts';
import { startOutbox } from './offline/outbox/scheduler.ts';
import { hasQueuedInsight } from './offline/insight-flag.ts';
import { createAppRouter } from './router.tsx';
import { setNotifier } from './lib/notices.ts';
import { notify } from './components/toast/notify.tsx';
import { listingWriteKeys } from './api/query-keys.ts';
import { keepServerPagePhotos, releaseServerPagePhotos } from './lib/bandwidth.ts';
import { watchPreloadErrors, withModule } from './lib/lazy-load.ts';
import { subscribeTranslations, translationsRegistered } from './contract/i18n.ts';
import { savedDataShown } from './offline/saved-on-screen.ts';
import { vitalsSampled } from './contract/vitals-sample.ts';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The API client, the outbox and the worker's registration tell the user things through this.
setNotifier(notify);

configureApiClient({
  onUnauthorized: (returnUrl) => {
    void router.navigate({ to: '/login-register', search: { returnUrl } });
  },
  savedDataShown: () => savedDataShown(queryClient),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A first visit to a public page arrives server-rendered, with the answers it was built from.
// The app starts from those answers instead of asking again, and renders over the markup.
const stateElement = document.getElementById('server-state');
const serverRendered = stateElement !== null && container.hasChildNodes();
if (stateElement) {
  try {
    hydrate(queryClient, JSON.parse(stateElement.textContent || '{}') as DehydratedState);
  } catch {
    // A damaged block only costs the requests it would have saved.
  }
  stateElement.remove();
}
if (serverRendered) keepServerPagePhotos(container);

/** Its effect runs once the first render has committed, every photo of the server's page mounted by then. */
function ServerPagePhotosTaken(): null {
  useEffect(() => releaseServerPagePhotos(), []);
  return null;
}

/**
 * Texts are read as the page renders: an Urdu page that started before its catalog was on the device
 * (offline) renders again, in Urdu, once it arrives (src/main.tsx).
 */
function InPageLanguage({ children }: { children: ReactNode }) {
  const catalogs = useSyncExternalStore(subscribeTranslations, translationsRegistered, translationsRegistered);
  return <Fragment key={catalogs}>{children}</Fragment>;
}

// Saved data goes into the cache before the first render, so an offline start shows it at once
// instead of skeletons turning into errors. Capped: a slow or broken IndexedDB never holds the page back.
const RESTORE_WAIT_MS = 500;
void Promise.race([
  startQueryPersistence(queryClient),
  new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
])
  // Over server-rendered markup the page's code is loaded first, so the markup gives way to the same
  // page rather than to a loading placeholder.
  .then(() => (serverRendered ? router.load().catch(() => undefined) : undefined))
  .then(() => {
    const root = createRoot(container);
    // A transition lets React render in slices, so a slow phone keeps answering taps meanwhile.
    startTransition(() => {
      // The app's first render replaces the server's markup, whose detached nodes keep what was typed in
      // them for the handover (src/handover.ts). Preact would patch those nodes in place instead, so
      // they go first; emptied and rendered in one task, the page is never painted blank.
      if (serverRendered) container.replaceChildren();
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <InPageLanguage>
              <RouterProvider router={router} />
            </InPageLanguage>
            <ServerPagePhotosTaken />
          </QueryClientProvider>
        </StrictMode>,
      );
    });
  });

// Before any lazy module is asked for: a lazy module's style sheet that fails offline is linked again later.
watchPreloadErrors(window);

// Only the built app has a service worker (vite dev serves modules that must not be cached).
// Loaded after first render so workbox-window stays off the critical path.
// Registering offline would only fail (and log it): it waits for the connection.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    import('./offline/register-sw.ts').then(({ registerServiceWorker }) => registerServiceWorker(), () => {
      window.addEventListener('online', register, { once: true });
    });
  };
  if (navigator.onLine) register();
  else window.addEventListener('online', register, { once: true });
}

// The outbox sends what was queued offline: now, on reconnect, on return to the tab and on its timer.
startOutbox({ onSent: () => void queryClient.invalidateQueries({ queryKey: listingWriteKeys.all }) });
// Visitors' page views and taps queued offline for owners' figures: their own small
// queue, whose code loads at start only when something waits in it (a listing page loads it anyway).
if (hasQueuedInsight()) withModule(() => import('./offline/insight-events.ts'), ({ startInsightSync }) => startInsightSync());
// A sampled load measures its Core Web Vitals (src/contract/vitals-sample.ts). Loaded from here, not from
// the entry, so the chunk shares the app's modules (the API paths) instead of splitting them off the first load.
if (vitalsSampled()) withModule(() => import('./lib/vitals-report.ts'), ({ startVitals }) => startVitals());

// Favourites follow the account: joined at login, refreshed at start and on reconnect. Its code comes
// only for someone signed in (or when they sign in), not with an anonymous first visit.
const startFavourites = (justSignedIn: boolean) =>
  withModule(() => import('./offline/favourites.ts'), ({ startFavouritesSync }) => startFavouritesSync(justSignedIn));
if (getAuthToken()) startFavourites(false);
else {
  const stop = subscribeCurrentUser(() => {
    if (!getAuthToken()) return;
    stop();
    startFavourites(true);
  });
}
