/** A path on this site: '//host' and '/\host' are read by browsers as another site. */
export const isSameSitePath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
