/**
 * A path on this site, safe to go to after signing in. '//host' and '/\host' are read by browsers as
 * another site, and the URL parser drops tabs and line breaks anywhere before reading it ('/\t/host'
 * is '//host'), so no control character or backslash is taken at all; what is left must resolve to
 * this origin.
 */
export function isSameSitePath(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!url.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(url) || url.startsWith('//')) return false;
  try {
    const base = 'https://same-site.invalid';
    const resolved = new URL(url, base);
    // '/..//host' resolves to the path '//host': harmless to a router, another site to a redirect.
    return resolved.origin === base && !resolved.pathname.startsWith('//');
  } catch {
    return false;
  }
}
