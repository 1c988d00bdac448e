import { isSameSitePath } from '../../contract/same-site.ts';

/** Where a login lands (docs/product.md, section 4): My Properties, unless the user was sent here from a page. */
export const MY_PROPERTIES_PATH = '/account/properties';

/** Pages that must never be a login's return address (they would bounce a signed-in user away). */
const AUTH_PAGES = ['/login-register', '/registration', '/forgot-password'];

function isAuthPage(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return AUTH_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

/** After a login: the page the user was sent away from (a same-site path), else My Properties. */
export function afterLoginPath(returnUrl: string | undefined): string {
  return returnUrl && isSameSitePath(returnUrl) && !isAuthPage(returnUrl) ? returnUrl : MY_PROPERTIES_PATH;
}
