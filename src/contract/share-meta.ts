/**
 * What a page offers a link preview (Open Graph and Twitter cards): WhatsApp, Facebook and X read
 * these from the server-rendered head of a pasted link. The page words them in its own language; the
 * server escapes them and makes the addresses absolute (server/http/share-tags.ts).
 */
export interface ShareMeta {
  /** The preview's headline: for a listing its price and area in words, for a guide the place. */
  title: string;
  /** One or two sentences under it; cut to SHARE_DESCRIPTION_MAX by the server. */
  description: string;
  /** A stored or bundled image's upload name, drawn as a 1200×630 card (Images/Share); none for no picture. */
  image?: string;
  /** 'article' for one listing or guide, 'website' otherwise. */
  type?: 'website' | 'article';
}

/** Previews show about two lines; a longer text is cut at a word with an ellipsis. */
export const SHARE_DESCRIPTION_MAX = 200;

/** Text for a preview: white space folded, cut at a word before `max` characters. */
export function shareText(text: string, max = SHARE_DESCRIPTION_MAX): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
