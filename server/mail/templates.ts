import type { Config } from '../config.ts';
import type { MailMessage } from './transport.ts';
import { escapeHtml as escape } from '../html.ts';
import { formatPrice, groupDigits, priceInWords } from '../../src/lib/price.ts';
import { formatArea } from '../../src/lib/area.ts';
import { Messages } from '../../src/contract/messages.ts';
import { REPORT_REASONS, reportReasonLabel } from '../../src/contract/constants.ts';

/** Approval links in the admin's mail stop working after this many days (issue 14, item 11). */
export const APPROVAL_LINK_DAYS = 14;

/** "7 December 2026", as the admin in Pakistan reads it. */
const pakistanDate = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Karachi' });

/** A plain-text body and a simple HTML one with a single call-to-action link. */
function withLink(to: string, subject: string, greeting: string, lines: string[], link: { label: string; url: string }): MailMessage {
  const text = [greeting, '', ...lines, '', `${link.label}: ${link.url}`, '', 'Basera — Homes across Pakistan'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">
<p>${escape(greeting)}</p>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}
<p><a href="${escape(link.url)}" style="display:inline-block;background:#0f7b4f;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escape(link.label)}</a></p>
<p style="color:#52606d;font-size:13px">If the button does not work, open this address: ${escape(link.url)}</p>
<p style="color:#52606d">Basera — Homes across Pakistan</p></body></html>`;
  return { to, subject, text, html };
}

export function confirmationMail(config: Config, p: { to: string; firstName: string; key: string }): MailMessage {
  const url = `${config.publicUrl}/registration/confirmation?key=${encodeURIComponent(p.key)}`;
  return withLink(p.to, 'Confirm your e-mail address for Basera', `Assalam-o-Alaikum ${p.firstName},`, [
    'Thank you for registering with Basera. Please confirm your e-mail address to start using your account.',
    `This link works once and expires in 48 hours.`,
  ], { label: 'Confirm my e-mail address', url });
}

export function resetMail(config: Config, p: { to: string; firstName: string; key: string }): MailMessage {
  const url = `${config.publicUrl}/forgot-password/reset?key=${encodeURIComponent(p.key)}`;
  return withLink(p.to, 'Reset your Basera password', `Assalam-o-Alaikum ${p.firstName},`, [
    'Someone (hopefully you) asked to reset the password of your Basera account.',
    'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this e-mail.',
  ], { label: 'Choose a new password', url });
}

/** A line of a plain mail: text, or a link shown as a real anchor (HTML) and on a line of its own (text). */
type Line = string | { label: string; url: string };

/**
 * Links stand on their own line with nothing after them: a mail client that turns addresses into
 * links in the text part would otherwise take a following full stop as part of the address.
 */
function plain(to: string, subject: string, lines: Line[], replyTo?: string): MailMessage {
  const textLine = (l: Line) => (typeof l === 'string' ? l : `${l.label}:\n${l.url}`);
  const htmlLine = (l: Line) => {
    if (l === '') return '<br>';
    if (typeof l !== 'string') return `<p style="margin:0 0 8px"><a href="${escape(l.url)}">${escape(l.label)}</a></p>`;
    return `<p style="margin:0 0 8px;white-space:pre-wrap">${escape(l)}</p>`;
  };
  const text = [...lines.map(textLine), '', 'Basera — Homes across Pakistan'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">
${lines.map(htmlLine).join('')}
<p style="color:#52606d">Basera — Homes across Pakistan</p></body></html>`;
  return { to, subject, text, html, ...(replyTo ? { replyTo } : {}) };
}

export function enquiryMail(
  config: Config,
  p: { listing: { title: string; url: string; ownerEmail: string; ownerName: string }; enquiry: { fullName: string; emailAddress: string; phoneNumber: string; message: string } },
): MailMessage {
  const e = p.enquiry;
  return plain(p.listing.ownerEmail, `Enquiry about your property: ${p.listing.title}`, [
    `Assalam-o-Alaikum ${p.listing.ownerName},`,
    '',
    `${e.fullName} is interested in your property "${p.listing.title}".`,
    { label: 'Your listing', url: `${config.publicUrl}/property/${p.listing.url}` },
    '',
    e.message,
    '',
    `Name: ${e.fullName}`,
    `E-mail: ${e.emailAddress}`,
    `Phone: ${e.phoneNumber}`,
    '',
    'Reply to this e-mail to answer them directly.',
    '',
    // Every enquiry mail carries it (issue 15, item 3): the owner forwards it, or reads what buyers are told.
    Messages.safetyNotice,
  ], `${e.fullName.replace(/[<>"]/g, '')} <${e.emailAddress}>`);
}

export function contactMail(config: Config, c: { fullName: string; emailAddress: string; phoneNumber: string; subject: string; message: string }): MailMessage {
  return plain(config.adminEmail, `Contact form: ${c.subject}`, [
    `A message from the contact form of ${config.publicUrl}:`,
    '',
    c.message,
    '',
    `Name: ${c.fullName}`,
    `E-mail: ${c.emailAddress}`,
    `Phone: ${c.phoneNumber}`,
  ], `${c.fullName.replace(/[<>"]/g, '')} <${c.emailAddress}>`);
}

export function approvalMail(config: Config, p: {
  key: string; edited: boolean; expiresAt: Date;
  listing: {
    id: number; title: string; description: string; price: number; purpose: string; type: string; area: number; areaUnit: string;
    city: string; location: string; contact: string; images: number;
  };
}): MailMessage {
  const q = `key=${encodeURIComponent(p.key)}&email=${encodeURIComponent(config.adminEmail.toLowerCase())}`;
  const l = p.listing;
  const lines = [
    `${p.edited ? 'An edited' : 'A new'} property is waiting for approval:`,
    '',
    `${l.title} (#${l.id})`,
    `${l.type} ${l.purpose} in ${[l.location, l.city].filter(Boolean).join(', ')}`,
    `Price: ${formatPrice(l.price, l.purpose)} (PKR ${groupDigits(l.price)}${l.purpose === 'For Rent' ? ' a month' : ''})`,
    `Area: ${formatArea(l.area, l.areaUnit)}`,
    `Photos: ${l.images}`,
    `Contact: ${l.contact}`,
    '',
    l.description,
    '',
    { label: 'Approve', url: `${config.publicUrl}/property/verification/approve?${q}` },
    { label: 'Reject', url: `${config.publicUrl}/property/verification/reject?${q}` },
    '',
    `These links work for ${APPROVAL_LINK_DAYS} days, until ${pakistanDate(p.expiresAt)}. After that, the owner's next edit sends a new pair.`,
  ];
  return plain(config.adminEmail, `Approve property: ${l.title}`, lines);
}

/**
 * The owner's news of a decision. A rejection from the console carries the admin's reason (a chosen
 * text and a note); one made with the e-mailed link has none to give.
 */
export function decisionMail(config: Config, p: { to: string; name: string; title: string; url: string; approved: boolean; reason?: string | null; note?: string | null }): MailMessage {
  const why: Line[] = [];
  if (p.reason) why.push('', `Reason: ${p.reason}`);
  if (p.note) why.push(p.approved ? `A note from our team: ${p.note}` : `Note from our team: ${p.note}`);
  return plain(p.to, p.approved ? `Your property is live: ${p.title}` : `Your property was not approved: ${p.title}`, [
    `Assalam-o-Alaikum ${p.name},`,
    '',
    ...(p.approved
      ? [`Good news: "${p.title}" is approved and visible to everyone.`, ...why, { label: 'See your listing', url: `${config.publicUrl}/property/${p.url}` }]
      : [`We could not approve "${p.title}".`, ...why, '', 'You can edit it under My Properties (Rejected) and send it again.']),
  ]);
}

/** "Wrong price (2), Duplicate listing (1)": what the reports said, most said first, ties in the dialog's order. */
export function reasonSummary(reasons: ReadonlyArray<{ reason: string; count: number }>): string {
  const order = (id: string) => REPORT_REASONS.findIndex((r) => r.id === id);
  return [...reasons].sort((a, b) => b.count - a.count || order(a.reason) - order(b.reason)).map((r) => `${reportReasonLabel(r.reason)} (${r.count})`).join(', ');
}

/** To the owner when reports have taken a listing off the site (issue 15, item 2). */
export function underReviewMail(config: Config, p: { to: string; name: string; title: string; reasons: ReadonlyArray<{ reason: string; count: number }> }): MailMessage {
  return plain(p.to, `Your property is under review: ${p.title}`, [
    `Assalam-o-Alaikum ${p.name},`,
    '',
    `Several visitors reported a problem with "${p.title}", so it is hidden from search and its page while our team checks it.`,
    `What they reported: ${reasonSummary(p.reasons)}.`,
    '',
    'You still see it under My Properties. If the listing is correct, you need do nothing: we will put it back and tell you. If something is out of date, you can delete it and list it again with the right details.',
    { label: 'My Properties', url: `${config.publicUrl}/account/properties` },
  ]);
}

/** To the owner when an admin has decided about a reported listing (issue 15, item 2). */
export function moderationMail(config: Config, p: {
  to: string; name: string; title: string; url: string; action: 'dismiss' | 'hide' | 'reject' | 'warn'; note: string;
  reasons: ReadonlyArray<{ reason: string; count: number }>;
}): MailMessage {
  const why = p.note ? [`Our team's note: ${p.note}`] : [];
  const reported = p.reasons.length ? [`What visitors reported: ${reasonSummary(p.reasons)}.`] : [];
  const listing = { label: 'See your listing', url: `${config.publicUrl}/property/${p.url}` };
  const mine = { label: 'My Properties', url: `${config.publicUrl}/account/properties` };
  const bodies = {
    dismiss: {
      subject: `Your property is visible again: ${p.title}`,
      lines: [`We checked the reports about "${p.title}" and found nothing wrong. It is back in search.`, ...why, listing],
    },
    warn: {
      subject: `Please check your property: ${p.title}`,
      lines: [`Visitors reported a problem with "${p.title}". It stays on Basera, but please correct it.`, ...reported, ...why,
        'Listings that keep being reported are removed.', mine],
    },
    hide: {
      subject: `Your property was removed from Basera: ${p.title}`,
      lines: [`After checking the reports about "${p.title}", our team has taken it off the site.`, ...reported, ...why, mine],
    },
    reject: {
      subject: `Your property was not approved: ${p.title}`,
      lines: [`After checking the reports about "${p.title}", our team could not keep it on the site.`, ...reported, ...why,
        'You can correct it under My Properties (Rejected) and send it again.', mine],
    },
  } as const;
  const chosen = bodies[p.action];
  return plain(p.to, chosen.subject, [`Assalam-o-Alaikum ${p.name},`, '', ...chosen.lines]);
}

/** The app's path of a saved search's results: the results page with its criteria, as the app writes them. */
export function resultsPath(c: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(c)) {
    if (Array.isArray(v)) { if (v.length) q.set(k, v.join(',')); }
    else if (v !== 0 && v !== '' && v !== null && v !== undefined) q.set(k, String(v));
  }
  q.set('Sort', 'newest');
  return `/properties?${q}`;
}

export function resultsUrl(config: Config, c: Record<string, unknown>): string {
  return `${config.publicUrl}${resultsPath(c)}`;
}

/** The one-click stop of alert mails (RFC 8058): a page with one button, no login. */
const unsubscribeUrl = (config: Config, key: string) => `${config.publicUrl}/alerts/unsubscribe?key=${encodeURIComponent(key)}`;

interface AlertListing { title: string; url: string; price: number; purpose: string }

/** The confirmation of alerts asked for without an account (issue 13, item 2). */
export function alertConfirmationMail(config: Config, p: { to: string; searchName: string; key: string }): MailMessage {
  return withLink(p.to, `Confirm your Basera alerts: ${p.searchName}`, 'Assalam-o-Alaikum,', [
    `You asked Basera to e-mail you new listings for your search "${p.searchName}".`,
    'Nothing is sent until you confirm. If it was not you, ignore this mail and you will hear nothing more.',
  ], { label: 'Confirm the alerts', url: `${config.publicUrl}/alerts/confirm?key=${encodeURIComponent(p.key)}` });
}

/** New listings for a saved search (issue 13, item 3): one at once (Instant), or a digest of up to 14. */
export function alertMail(config: Config, p: {
  to: string; firstName: string; searchName: string; listings: AlertListing[]; more: number; results: string; unsubscribeKey: string;
}): MailMessage {
  const lines: Line[] = [
    p.firstName ? `Assalam-o-Alaikum ${p.firstName},` : 'Assalam-o-Alaikum,',
    '',
    p.listings.length === 1 ? `A new listing matches your saved search "${p.searchName}":` : `New listings match your saved search "${p.searchName}":`,
    '',
  ];
  for (const l of p.listings) {
    lines.push(`${l.title}: ${formatPrice(l.price, l.purpose)}`);
    lines.push({ label: 'See this listing', url: `${config.publicUrl}/property/${l.url}` });
    lines.push('');
  }
  if (p.more > 0) lines.push(`And ${p.more} more.`);
  lines.push({ label: 'See all results', url: p.results });
  lines.push('');
  lines.push('You get these because you saved this search on Basera.');
  lines.push({ label: 'Stop these alerts', url: unsubscribeUrl(config, p.unsubscribeKey) });
  const subject = p.listings.length === 1 ? `New for "${p.searchName}": ${p.listings[0]!.title}` : `${p.listings.length + p.more} new for "${p.searchName}"`;
  return plain(p.to, subject, lines);
}

/** What became of a listing someone keeps as a favourite (issue 13, item 3). */
export function favouriteMail(config: Config, p: {
  to: string; firstName: string; title: string; url: string; event: 'price' | 'sold' | 'removed'; drop: number; price: number; purpose: string;
  unsubscribeKey: string;
}): MailMessage {
  const news = p.event === 'price'
    ? `The price of "${p.title}" dropped by ${priceInWords(p.drop)}: it is now ${formatPrice(p.price, p.purpose)}.`
    : p.event === 'sold'
      ? `"${p.title}", one of your favourites, is sold.`
      : `"${p.title}", one of your favourites, is no longer listed.`;
  const subject = p.event === 'price' ? `Price dropped: ${p.title}` : p.event === 'sold' ? `Sold: ${p.title}` : `No longer listed: ${p.title}`;
  return plain(p.to, subject, [
    `Assalam-o-Alaikum ${p.firstName},`,
    '',
    news,
    ...(p.event === 'price' ? [{ label: 'See the listing', url: `${config.publicUrl}/property/${p.url}` }] : []),
    '',
    'You get this because the listing is in your favourites. Take the heart away to hear no more about it.',
    { label: 'Your favourites', url: `${config.publicUrl}/favourites` },
    { label: 'Stop news of my favourites', url: unsubscribeUrl(config, p.unsubscribeKey) },
  ]);
}

/** The 30-day reminder (issue 15, item 4): one button that says the listing is still available. */
export function stillAvailableMail(config: Config, p: { to: string; name: string; title: string; key: string; expiresOn: Date; linkDays: number }): MailMessage {
  const url = `${config.publicUrl}/listings/still-available?key=${encodeURIComponent(p.key)}`;
  return withLink(p.to, `Is your property still available? ${p.title}`, `Assalam-o-Alaikum ${p.name},`, [
    `Your listing "${p.title}" has not been confirmed for a month. Buyers and tenants trust listings that are kept up to date.`,
    `If it is still available, press the button below: no login is needed. If we hear nothing, it leaves search on ${pakistanDate(p.expiresOn)}; you can renew it from My Properties at any time.`,
    `The link works once and expires in ${p.linkDays} days. If the property is sold, please mark it sold under My Properties.`,
  ], { label: 'Still available', url });
}

/** At 45 days: the listing has left search, and how to bring it back. */
export function listingExpiredMail(config: Config, p: { to: string; name: string; title: string; key: string; linkDays: number }): MailMessage {
  const url = `${config.publicUrl}/listings/still-available?key=${encodeURIComponent(p.key)}`;
  return withLink(p.to, `Your property is hidden from search: ${p.title}`, `Assalam-o-Alaikum ${p.name},`, [
    `Your listing "${p.title}" was not confirmed for 45 days, so it is no longer shown in search.`,
    'To bring it back, press the button below (no login needed), or open My Properties, where it is marked Expired, and press Renew. It returns to search at once.',
    `My Properties: ${config.publicUrl}/account/properties`,
    `The button works once and expires in ${p.linkDays} days.`,
  ], { label: 'Still available: show it again', url });
}
