/**
 * Links from a results page carry the results URL in the history entry they create, so the detail
 * page can offer "Back to results" (going back in history keeps that exact page of results) and a
 * detail page opened any other way shows no such link.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    resultsHref?: string;
  }
}

/** The results URL a detail page was opened from, when it was opened from one. */
export function resultsHrefOf(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const href = (state as { resultsHref?: unknown }).resultsHref;
  // Same-site paths only: history state can outlive the app version that wrote it.
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') ? href : null;
}
