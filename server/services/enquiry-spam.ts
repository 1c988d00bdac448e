/**
 * Whether a first enquiry from someone without an account reads like spam: a link, or words that
 * advertise rather than ask about a home. Such an enquiry is kept, not thrown away (a real buyer may
 * paste a link to another listing), and goes to the poster once its sender confirms it from their
 * mail (server/services/enquiry-threads.ts). Pure, so its rules are unit-tested.
 */

/** A web address written out, or a bare domain of a common top-level domain. */
const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]{2,}\.(?:com|net|org|info|biz|xyz|top|online|site|shop|pk|io|ru|cn|ly|me)(?:\/|\b)/i;

/** Words of the spam the contact forms of Pakistani portals get: loans, prizes, crypto, SEO, adult. */
const SPAM_WORDS = [
  'viagra', 'casino', 'lottery', 'jackpot', 'bitcoin', 'crypto', 'forex', 'binary option', 'seo service', 'backlinks',
  'guest post', 'web design service', 'loan offer', 'instant loan', 'earn money', 'work from home', 'click here',
  'free money', 'prize', 'winner', 'porn', 'escort', 'whatsapp me for', 'telegram @',
  // Urdu and Roman Urdu of the same offers.
  'انعام', 'لاٹری', 'قرضہ فوری', 'گھر بیٹھے کمائیں', 'ghar baithe kamaen', 'inaam',
];

export type SpamReason = 'link' | 'words';

export function spamReason(text: string): SpamReason | null {
  if (LINK.test(text)) return 'link';
  const lower = text.toLowerCase();
  return SPAM_WORDS.some((w) => lower.includes(w)) ? 'words' : null;
}
