import type { ConnectionLike } from './bandwidth.ts';

/**
 * Whether a page may load the map before it is asked for: only where the browser says the link is
 * 4G-class and Data Saver is off. Unlike the service worker's warming (bandwidth.ts), a browser that
 * says nothing counts as slow: the visitor can still tap. Apart from bandwidth.ts, which the first
 * load carries, since only the pages with a map use it.
 */
export function isFastLink(connection: ConnectionLike | null | undefined): boolean {
  return connection?.effectiveType === '4g' && connection.saveData !== true;
}
