import { createContext, useContext, useEffect } from 'react';
import { layoutMessages as m } from './layout-messages.ts';
import type { ShareMeta } from '../../contract/share-meta.ts';

/** Read when called: the page's language (src/contract/i18n.ts). */
export const homeTitle = (): string => `${m.brandName} — ${m.tagline}`;

/** "About Us | Basera"; the home page uses the full name. */
export function pageTitle(title: string | null): string {
  return title ? `${title} | ${m.brandName}` : homeTitle();
}

interface PageMeta {
  /** null for the home page. */
  title: string | null;
  /** Only the home page declares a canonical URL (docs/product.md, section 2). */
  canonical?: boolean;
  /**
   * A link preview for the page (Open Graph): only the server's head carries it, since preview
   * fetchers run no script; the browser ignores it.
   */
  share?: ShareMeta | undefined;
}

/** What the server-side renderer writes into the head. */
export interface RenderedPageMeta {
  title: string;
  canonical: boolean;
  share?: ShareMeta | undefined;
}

/** The server-side renderer listens here for the page's title, canonical flag and preview, which it writes into the head. */
export const PageMetaSink = createContext<((meta: RenderedPageMeta) => void) | null>(null);

/** Sets the tab title for the page being shown, and the canonical link while the home page is up. */
export function usePageMeta({ title, canonical = false, share }: PageMeta): void {
  useContext(PageMetaSink)?.({ title: pageTitle(title), canonical, share });

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  useEffect(() => {
    if (!canonical) return;
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = new URL('/', window.location.origin).href;
    document.head.querySelector('link[rel="canonical"]')?.remove();
    document.head.append(link);
    return () => link.remove();
  }, [canonical]);
}
