import { useEffect } from 'react';
import { Outlet, useRouter } from '@tanstack/react-router';
import { AppToaster } from '../toast/AppToaster.tsx';
import { OfflineBanner } from '../offline-banner/OfflineBanner.tsx';
import { LanguagePending } from '../offline-banner/LanguagePending.tsx';
import { OutdatedBanner } from '../update/OutdatedBanner.tsx';
import { Footer, TOP_ANCHOR_ID } from './Footer.tsx';
import { countVisit } from '../../offline/install-prompt.ts';
import { withModule } from '../../lib/lazy-load.ts';
import { Header } from './Header.tsx';
import { layoutMessages as m } from './layout-messages.ts';
import { getAuthToken, subscribeCurrentUser } from '../../api/session.ts';

export function RootLayout() {
  // Until the app has rendered, a server-rendered page's buttons only queue their taps (handover.ts).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  usePageFocus();
  useInstallMoment();
  useAreaPreferenceSync();

  return (
    <>
      <div id={TOP_ANCHOR_ID} tabIndex={-1} />
      <a className="skip-link" href="#main">
        {m.skipToContent}
      </a>
      <Header />
      <OutdatedBanner />
      <OfflineBanner />
      <LanguagePending />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <AppToaster />
    </>
  );
}

/**
 * After moving to another page, focus goes to its heading (or the main region), so a screen reader
 * announces the new page and Tab starts there, not at the top of the old one.
 * Only a new path counts: filters and tabs that change the query or hash keep focus where it is.
 */
function usePageFocus(): void {
  const router = useRouter();
  useEffect(() => {
    let last = router.state.location.pathname;
    let frame = 0;
    const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
      if (toLocation.pathname === last) return;
      last = toLocation.pathname;
      let tries = 0;
      const focusHeading = () => {
        const main = document.getElementById('main');
        const heading = main?.querySelector<HTMLElement>('h1');
        // The page's component may still be arriving: wait a few frames for its heading.
        if (!heading && tries++ < 30) {
          frame = requestAnimationFrame(focusHeading);
          return;
        }
        const target = heading ?? main;
        if (!target) return;
        if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      };
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(focusHeading);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [router]);
}

/**
 * Counts the visit; from the second page on, the install moment's rules (loaded then, since the
 * first screen never offers it) may offer the install.
 */
function useInstallMoment(): void {
  const router = useRouter();
  useEffect(() => {
    countVisit();
    let last = router.state.location.pathname;
    return router.subscribe('onResolved', ({ toLocation }) => {
      if (toLocation.pathname === last) return;
      last = toLocation.pathname;
      withModule(() => import('../../offline/install-moment.ts'), (m) => m.notePageView());
    });
  }, [router]);
}

/**
 * The area preference meets the account's on opening the app signed in and on signing in
 * (src/offline/area-preference-sync.ts, loaded only then); signed out, nothing is loaded.
 */
function useAreaPreferenceSync(): void {
  useEffect(() => {
    let signedIn = false;
    const check = () => {
      const now = getAuthToken() !== null;
      if (now && !signedIn) withModule(() => import('../../offline/area-preference-sync.ts'), (module) => void module.startAreaPreferenceSync());
      signedIn = now;
    };
    check();
    return subscribeCurrentUser(check);
  }, []);
}
