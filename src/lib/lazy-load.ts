/**
 * Modules and style sheets loaded when first needed. Offline before the worker has them (a first
 * visit that went offline early, src/lib/offline-ready.ts) their import rejects; that must never
 * surface as an uncaught error: the caller shows its own 'could not load' state with a retry, or,
 * for something the person did not ask for (a notice, a visit count), skips it until next time.
 */

/** Runs `use` with the module once loaded; a module that cannot load calls `failed`, never throws. */
export function withModule<M>(load: () => Promise<M>, use: (module: M) => void, failed: (error: unknown) => void = () => undefined): void {
  load().then(use, failed);
}

/** Vite's own words for a lazy module's style sheet that did not load (its preload helper). */
const CSS_PRELOAD_FAILED = /^Unable to preload CSS for (\S+)/;

/** The address of the style sheet a `vite:preloadError` is about, or null when it is about a script. */
export function failedStyleSheet(payload: unknown): string | null {
  const message = payload instanceof Error ? payload.message : typeof payload === 'string' ? payload : '';
  return CSS_PRELOAD_FAILED.exec(message)?.[1] ?? null;
}

/** Style sheets of lazy modules that failed this visit, to link again. */
const failedSheets = new Set<string>();

/** Links again each style sheet that failed: the browser is back online, or the worker now has it. */
export function relinkFailedStyleSheets(win: Window): void {
  for (const href of failedSheets) {
    const url = new URL(href, win.location.href).href;
    for (const link of Array.from(win.document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))) {
      if (link.href === url) link.remove();
    }
    const link = win.document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = url;
    win.document.head.append(link);
  }
  failedSheets.clear();
}

/**
 * Vite dispatches `vite:preloadError` when a lazy module's files fail, then rejects the import (its
 * caller handles that, withModule above). Vite never asks for a style sheet twice in a visit, so a
 * sheet that failed offline would stay missing after the module loads on a retry: it is linked
 * again when the browser is back online (relinkFailedStyleSheets).
 */
export function watchPreloadErrors(win: Window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const href = failedStyleSheet((event as Event & { payload?: unknown }).payload);
    if (href) failedSheets.add(href);
  });
  win.addEventListener('online', () => relinkFailedStyleSheets(win));
}
