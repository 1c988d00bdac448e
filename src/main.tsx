import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import './styles/tokens.css';
import './styles/global.css';
import { configureApiClient } from './api/client.ts';
import { createQueryClient } from './api/query-client.ts';
import { startQueryPersistence } from './offline/query-persistence.ts';
import { startOutbox } from './offline/outbox.ts';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

configureApiClient({
  onUnauthorized: (returnUrl) => {
    void router.navigate({ to: '/login-register', search: { returnUrl } });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Saved data goes into the cache before the first render, so an offline start shows it at once
// instead of skeletons turning into errors. Capped: a slow or broken IndexedDB never holds the page back.
const RESTORE_WAIT_MS = 500;
void Promise.race([
  startQueryPersistence(queryClient),
  new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});

// Only the built app has a service worker (vite dev serves modules that must not be cached).
// Loaded after first render so workbox-window stays off the critical path.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./offline/register-sw.ts').then(({ registerServiceWorker }) => registerServiceWorker());
}

// The outbox sends what was queued offline: now, on reconnect, on return to the tab and on its timer.
startOutbox({ onSent: () => void queryClient.invalidateQueries({ queryKey: ['my-listings'] }) });
