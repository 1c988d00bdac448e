/**
 * The link preview of a server-rendered page: Open Graph and Twitter card tags in its head, which
 * WhatsApp, Facebook and X read from a pasted link without running any script. Every value the page
 * gives is escaped here (a listing's title is the owner's text: quotes, `<` and `&` included), and
 * every address made absolute, as preview fetchers require.
 */
import { escapeHtml } from '../html.ts';
import type { Locale } from '../../src/contract/locale.ts';
import { shareImagePath } from '../../src/contract/api-paths.ts';
import { SHARE_DESCRIPTION_MAX, shareText, type ShareMeta } from '../../src/contract/share-meta.ts';
import { SHARE_CARD } from '../images/variants.ts';

/** Open Graph's locale names: the language, in Pakistan. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_PK', ur: 'ur_PK' };

export interface ShareTagsInput {
  share: ShareMeta;
  /** The page's address as rendered: its path (under /ur for Urdu) and the query it reads. */
  address: string;
  locale: Locale;
  siteName: string;
  /** The site's origin: PUBLIC_URL, or the request's own when that is not configured. */
  origin: string;
}

const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;

/** The shell's own description, which a page with a preview replaces with its own. */
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** The template with the page's description in place of the site's. */
export function withDescription(html: string, share: ShareMeta): string {
  return html.replace(DESCRIPTION, () => named('description', shareText(share.description, SHARE_DESCRIPTION_MAX)));
}

export function shareTags({ share, address, locale, siteName, origin }: ShareTagsInput): string {
  const title = shareText(share.title, 120);
  const description = shareText(share.description, SHARE_DESCRIPTION_MAX);
  const url = new URL(address, origin).href;
  const other = (Object.keys(OG_LOCALE) as Locale[]).filter((l) => l !== locale);
  const tags = [
    property('og:type', share.type ?? 'website'),
    property('og:site_name', siteName),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:locale', OG_LOCALE[locale]),
    ...other.map((l) => property('og:locale:alternate', OG_LOCALE[l])),
    named('twitter:card', share.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', title),
    named('twitter:description', description),
  ];
  if (share.image) {
    const image = new URL(shareImagePath(share.image), origin).href;
    tags.push(
      property('og:image', image),
      property('og:image:type', 'image/jpeg'),
      property('og:image:width', String(SHARE_CARD.width)),
      property('og:image:height', String(SHARE_CARD.height)),
      property('og:image:alt', title),
      named('twitter:image', image),
    );
  }
  return tags.join('');
}
