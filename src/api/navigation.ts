/**
 * Pending requests are cancelled on every navigation (docs/product.md, section 2). Queries get this for free:
 * TanStack Query aborts a query's fetch when its last observer unmounts. Reads made outside queries
 * use this per-navigation signal instead; writes never do, so a form sent just before leaving still arrives.
 */
let controller = new AbortController();

export function navigationSignal(): AbortSignal {
  return controller.signal;
}

export function abortNavigationRequests(): void {
  controller.abort(new DOMException('The page changed.', 'AbortError'));
  controller = new AbortController();
}
