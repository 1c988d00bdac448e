import { useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { AppToaster } from '../toast/AppToaster.tsx';
import { OfflineBanner } from '../offline-banner/OfflineBanner.tsx';
import { Footer, TOP_ANCHOR_ID } from './Footer.tsx';
import { Header } from './Header.tsx';

export function RootLayout() {
  // Until the app has rendered, a server-rendered page's buttons only queue their taps (handover.ts).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);

  return (
    <>
      <div id={TOP_ANCHOR_ID} tabIndex={-1} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <AppToaster />
    </>
  );
}
