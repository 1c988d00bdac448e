/**
 * Server-side rendering of the public pages (home, results, a listing, the static pages), built by
 * `vite build --ssr` into build/ssr and called by the server for a first visit. The markup is not
 * hydrated: the browser renders the same app over it (see main.tsx), so the page is readable and
 * its first photo is loading before any script has run, while the client keeps full control.
 */
import { setServerContactEmail } from './lib/site-contact.ts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, type AnyRoute } from '@tanstack/react-router';
import { configureApiClient } from './api/client.ts';
import { ApiError } from './api/errors.ts';
import { createQueryClient } from './api/query-client.ts';
import { createAppRouter, routeTree } from './router.tsx';
import { withLowBandwidthHint } from './lib/bandwidth.ts';
import { withLocale } from './contract/i18n.ts';
import { DEFAULT_AREA_PREFERENCE, type AreaPreference } from './contract/area.ts';
import { withAreaPreference } from './lib/area-preference.ts';
import { localeOfPath, type Locale } from './contract/locale.ts';
// The server renders pages in both languages, so both catalogs are in its bundle.
import './i18n-urdu.ts';
import { homeTitle, PageMetaSink, type RenderedPageMeta } from './components/layout/usePageMeta.ts';
import { layoutMessages } from './components/layout/layout-messages.ts';
import type { ShareMeta } from './contract/share-meta.ts';
import { listingKeys } from './api/query-keys.ts';

export interface RenderedPage {
  html: string;
  /** The tab title the page sets, for the head and for search engines. */
  title: string;
  /** The page declares the site's canonical address (the home page only, docs/product.md, section 2). */
  canonical: boolean;
  /** The page's link preview (Open Graph), in its language; absent for pages that offer none. */
  share?: ShareMeta | undefined;
  /** The site's name in the page's language, for the preview. */
  siteName: string;
  /** 404 when what the address names does not exist (a removed listing), so search engines drop it. */
  status: 200 | 404;
  /** The answers the page was rendered from, for the browser to start with instead of asking again. */
  state: DehydratedState;
  /** The page's language, from its address (`/ur/...` is Urdu), for `<html lang dir>`. */
  locale: Locale;
}

/** A route the server renders: its path as the router writes it (`/property/$propertyUrl`) and its page module. */
export interface ServerRenderedRoute {
  path: string;
  /** The page's module as the client build's manifest names it (src/router.tsx, `serverRendered`). */
  module: string;
}

const joinPaths = (base: string, path: string): string => {
  const joined = `/${base}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
};

/**
 * The routes marked `serverRendered` in the router, so the server renders exactly the pages the
 * router says are public and keeps no list of its own (server/http/pages.ts).
 */
export function serverRenderedRoutes(): ServerRenderedRoute[] {
  const walk = (routes: readonly AnyRoute[], base: string): ServerRenderedRoute[] => routes.flatMap((route) => {
    const path = joinPaths(base, (route.options as { path?: string }).path ?? '');
    // A string in this (server-side) build; `true` only in the browser's (src/router.tsx).
    const mark = route.options.staticData?.serverRendered;
    const module = typeof mark === 'string' ? mark : undefined;
    const searchKeys = [...(route.options.staticData?.searchKeys ?? [])];
    const children = Array.isArray(route.children) ? walk(route.children as AnyRoute[], path) : [];
    return module ? [{ path, module, searchKeys }, ...children] : children;
  });
  return walk(routeTree.children as readonly AnyRoute[], '');
}

/** Reads go to the server's own routes in-process rather than over a socket. */
export function configureServerRendering(fetchImpl: typeof fetch, contactEmail: string): void {
  configureApiClient({ fetch: fetchImpl });
  setServerContactEmail(contactEmail);
}

/** Waits for the loaders' prefetches; whatever is still out at the deadline renders as its skeleton. */
async function settled(queryClient: QueryClient, deadline: number): Promise<void> {
  while (queryClient.isFetching() > 0 && Date.now() < deadline) {
    const pending = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.promise)
      .filter((promise): promise is Promise<unknown> => promise !== undefined);
    const remaining = Math.max(0, deadline - Date.now());
    await Promise.race([
      Promise.allSettled(pending),
      new Promise((resolve) => setTimeout(resolve, remaining)),
    ]);
  }
}

const isDetailsQuery = (key: readonly unknown[]): boolean => {
  const details = listingKeys.details('');
  return key.length === details.length && key[0] === details[0] && key[1] === details[1];
};

export interface RenderOptions {
  timeoutMs: number;
  /** The visitor asked for light pages (Save-Data, a 2G connection): photos one size smaller. */
  lowBandwidth: boolean;
  /** The visitor's area unit, from their cookie (server/http/pages.ts); absent, the default. */
  areaPreference?: AreaPreference;
}

/**
 * The page as the server can show it, or null when the browser had better render it itself: the
 * data did not arrive in time, or a read failed for a reason other than the visitor's request (a 5xx,
 * the database away), which the browser retries and the server must not present as the page.
 */
export async function renderPage(url: string, { timeoutMs, lowBandwidth, areaPreference = DEFAULT_AREA_PREFERENCE }: RenderOptions): Promise<RenderedPage | null> {
  const deadline = Date.now() + timeoutMs;
  const queryClient = createQueryClient();
  // A failed read renders as failed (a removed listing's "not found"), not as a skeleton waiting for a retry.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  try {
    const locale = localeOfPath(new URL(url, 'http://basera.invalid').pathname);
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), locale);
    await router.load();
    // An address the router cannot place (it would render an empty root): the browser renders it.
    if (router.state.matches.length === 0) return null;
    await settled(queryClient, deadline);
    const queries = queryClient.getQueryCache().getAll();
    const unanswered = queryClient.isFetching() > 0 || queries.some((query) => {
      const error = query.state.error;
      return error !== null && !(error instanceof ApiError && error.status < 500);
    });
    if (unanswered) return null;
    let meta: RenderedPageMeta = { title: withLocale(locale, homeTitle), canonical: false };
    // renderToString is synchronous, so the hint cannot leak into another request's render.
    const html = withLocale(locale, () => withLowBandwidthHint(lowBandwidth, () => withAreaPreference(areaPreference, () => renderToString(
      <StrictMode>
        <PageMetaSink.Provider value={(pageMeta) => { meta = pageMeta; }}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </PageMetaSink.Provider>
      </StrictMode>,
    ))));
    // A listing address that cannot exist is refused by the details read with a 400: as missing as a 404.
    const missing = queries.some((query) => query.state.error instanceof ApiError
      && (query.state.error.status === 404 || (query.state.error.status === 400 && isDetailsQuery(query.queryKey))));
    const siteName = withLocale(locale, () => layoutMessages.brandName);
    return { html, ...meta, siteName, status: missing ? 404 : 200, state: dehydrate(queryClient), locale };
  } finally {
    // Drops the queries and their garbage-collection timers; nothing is shared between requests.
    queryClient.clear();
  }
}
