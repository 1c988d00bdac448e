import { DuplicateMessages } from '../../src/contract/duplicates.ts';
import type { Config } from '../config.ts';
import type { MailAddress, MailMessage } from './transport.ts';
import { escapeHtml as escape } from '../html.ts';
import { formatPrice, groupDigits, priceInWords } from '../../src/lib/price.ts';
import { formatArea } from '../../src/lib/area.ts';
import { areaTextIn } from '../../src/lib/area-text.ts';
import { DEFAULT_AREA_PREFERENCE, type AreaPreference } from '../../src/contract/area.ts';
import { Messages } from '../../src/contract/messages.ts';
import { REPORT_REASONS } from '../../src/contract/constants.ts';
import { reportReasonLabel } from '../../src/contract/report-messages.ts';
import { currentLocale, withLocale } from '../../src/contract/i18n.ts';
import { LOCALE_DIRECTION, pathInLocale, type Locale } from '../../src/contract/locale.ts';
import { STILL_AVAILABLE_PAGE } from '../../src/contract/freshness.ts';
import type { PushPayload } from '../../src/contract/types.ts';
import { mailMessages as m } from './mail-messages.ts';
import { cityLabel } from '../../src/lib/reference-labels.ts';
import '../urdu.ts';

/**
 * A mail in the recipient's language: the texts are read while it is built, and
 * its links lead to the site's pages in that language.
 */
function inLanguage(language: Locale | undefined, build: () => MailMessage): MailMessage {
  return withLocale(language ?? 'en', build);
}

/** An address of the site's pages, in the language of the mail being built. */
function page(config: Config, path: string): string {
  return `${config.publicUrl}${pathInLocale(currentLocale(), path)}`;
}

/** The HTML part's root element: right to left for an Urdu mail. */
function htmlOpen(): string {
  const locale = currentLocale();
  return locale === 'en' ? '<html>' : `<html lang="${locale}" dir="${LOCALE_DIRECTION[locale]}">`;
}

/** Approval links in the admin's mail stop working after this many days. */
export const APPROVAL_LINK_DAYS = 14;

/** "7 December 2026", as the admin in Pakistan reads it. */
const pakistanDate = (d: Date) => d.toLocaleDateString(currentLocale() === 'ur' ? 'ur-PK' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Karachi' });

/** A plain-text body and a simple HTML one with a single call-to-action link. */
function withLink(to: string, subject: string, greeting: string, lines: string[], link: { label: string; url: string }): MailMessage {
  const text = [greeting, '', ...lines, '', `${link.label}: ${link.url}`, '', m.signature].join('\n');
  const html = `<!doctype html>${htmlOpen()}<body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">
<p>${escape(greeting)}</p>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}
<p><a href="${escape(link.url)}" style="display:inline-block;background:#0f7b4f;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escape(link.label)}</a></p>
<p style="color:#52606d;font-size:13px">${escape(m.buttonFallback(link.url))}</p>
<p style="color:#52606d">${escape(m.signature)}</p></body></html>`;
  return { to, subject, text, html };
}

export function confirmationMail(config: Config, p: { to: string; firstName: string; key: string; language?: Locale; returnUrl?: string | undefined }): MailMessage {
  return inLanguage(p.language, () => {
    // A page that sent the person to register (an invitation) is where confirming takes them back.
    const back = p.returnUrl ? `&returnUrl=${encodeURIComponent(p.returnUrl)}` : '';
    const url = `${page(config, '/registration/confirmation')}?key=${encodeURIComponent(p.key)}${back}`;
    return withLink(p.to, m.confirmation.subject, m.hello(p.firstName), [m.confirmation.body, m.confirmation.expiry], { label: m.confirmation.button, url });
  });
}

/** An agency's invitation: the link names the invitation and carries its secret. */
export function agencyInviteMail(config: Config, p: { to: string; inviter: string; agency: string; invite: number; key: string; days: number; language?: Locale }): MailMessage {
  return inLanguage(p.language, () => {
    const url = `${page(config, '/account/agency')}?key=${p.invite}.${encodeURIComponent(p.key)}`;
    return withLink(p.to, m.agencyInvite.subject(p.agency), m.helloNoName,
      [m.agencyInvite.body(p.inviter, p.agency), m.agencyInvite.account, m.agencyInvite.expiry(p.days)], { label: m.agencyInvite.button, url });
  });
}

export function resetMail(config: Config, p: { to: string; firstName: string; key: string; language?: Locale }): MailMessage {
  return inLanguage(p.language, () => {
    const url = `${page(config, '/forgot-password/reset')}?key=${encodeURIComponent(p.key)}`;
    return withLink(p.to, m.reset.subject, m.hello(p.firstName), [m.reset.body, m.reset.expiry], { label: m.reset.button, url });
  });
}

/** A line of a plain mail: text, or a link shown as a real anchor (HTML) and on a line of its own (text). */
type Line = string | { label: string; url: string };

/**
 * Links stand on their own line with nothing after them: a mail client that turns addresses into
 * links in the text part would otherwise take a following full stop as part of the address.
 */
function plain(to: string, subject: string, lines: Line[], replyTo?: MailAddress): MailMessage {
  const textLine = (l: Line) => (typeof l === 'string' ? l : `${l.label}:\n${l.url}`);
  const htmlLine = (l: Line) => {
    if (l === '') return '<br>';
    if (typeof l !== 'string') return `<p style="margin:0 0 8px"><a href="${escape(l.url)}">${escape(l.label)}</a></p>`;
    return `<p style="margin:0 0 8px;white-space:pre-wrap">${escape(l)}</p>`;
  };
  const text = [...lines.map(textLine), '', m.signature].join('\n');
  const html = `<!doctype html>${htmlOpen()}<body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">
${lines.map(htmlLine).join('')}
<p style="color:#52606d">${escape(m.signature)}</p></body></html>`;
  return { to, subject, text, html, ...(replyTo ? { replyTo } : {}) };
}

export function enquiryMail(
  config: Config,
  p: {
    listing: { title: string; url: string; ownerEmail: string; ownerName: string; ownerLanguage?: Locale };
    enquiry: { fullName: string; emailAddress: string; phoneNumber: string; message: string };
    /** The thread in the poster's inbox, when the listing is an account's. */
    threadId?: number | null;
  },
): MailMessage {
  const e = p.enquiry;
  return inLanguage(p.listing.ownerLanguage, () => plain(p.listing.ownerEmail, m.enquiry.subject(p.listing.title), [
    m.hello(p.listing.ownerName),
    '',
    m.enquiry.interested(e.fullName, p.listing.title),
    { label: m.enquiry.yourListing, url: page(config, `/property/${p.listing.url}`) },
    '',
    e.message,
    '',
    m.enquiry.name(e.fullName),
    m.enquiry.email(e.emailAddress),
    m.enquiry.phone(e.phoneNumber),
    '',
    m.enquiry.reply,
    ...(p.threadId ? [{ label: m.enquiry.answerInApp, url: page(config, `/account/enquiries/${p.threadId}`) }] : []),
    '',
    // Every enquiry mail carries it: the owner forwards it, or reads what buyers are told.
    Messages.safetyNotice,
  ], { name: e.fullName, address: e.emailAddress }));
}

/** Where a mail about a thread leads: the signed-in buyer's page, or the thread by its mailed key. */
export type ThreadLink = { kind: 'account'; threadId: number } | { kind: 'key'; threadId: number; key: string } | { kind: 'poster'; threadId: number };

function threadUrl(config: Config, link: ThreadLink): string {
  if (link.kind === 'poster') return page(config, `/account/enquiries/${link.threadId}`);
  if (link.kind === 'account') return page(config, `/account/my-enquiries/${link.threadId}`);
  return `${page(config, `/enquiry/${link.threadId}`)}?key=${encodeURIComponent(link.key)}`;
}

/** The poster's answer, to the buyer: the words and the way back to the thread. */
export function threadReplyMail(config: Config, p: {
  to: string; buyerName: string; posterName: string; title: string; body: string; link: ThreadLink; language?: Locale;
}): MailMessage {
  return inLanguage(p.language, () => {
    const lines = [m.thread.replied(p.posterName, p.title), '', p.body, ''];
    if (p.link.kind === 'key') lines.push(m.thread.linkPrivate);
    return withLink(p.to, m.thread.replySubject(p.title), m.hello(p.buyerName), lines, { label: m.thread.open, url: threadUrl(config, p.link) });
  });
}

/** The buyer wrote again: to the poster, who answers in the app. */
export function threadBuyerMail(config: Config, p: {
  to: string; buyerName: string; posterName: string; title: string; body: string; threadId: number; language?: Locale;
}): MailMessage {
  return inLanguage(p.language, () => withLink(p.to, m.thread.buyerSubject(p.buyerName, p.title), m.hello(p.posterName),
    [m.thread.buyerWrote(p.buyerName, p.title), '', p.body], { label: m.thread.open, url: threadUrl(config, { kind: 'poster', threadId: p.threadId }) }));
}

/** A held first enquiry: the buyer's own confirmation sends it on. */
export function threadConfirmMail(config: Config, p: { to: string; buyerName: string; title: string; threadId: number; key: string; language?: Locale }): MailMessage {
  return inLanguage(p.language, () => withLink(p.to, m.thread.confirmSubject(p.title), m.hello(p.buyerName),
    [m.thread.confirmBody(p.title), m.thread.linkPrivate],
    { label: m.thread.confirm, url: threadUrl(config, { kind: 'key', threadId: p.threadId, key: p.key }) }));
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
  ], { name: c.fullName, address: c.emailAddress });
}

export function approvalMail(config: Config, p: {
  key: string; edited: boolean; expiresAt: Date;
  /** Its photos match another account's listing: approved only in the console, the two side by side. */
  copies?: boolean;
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
    ...(p.copies
      ? [DuplicateMessages.compareInConsole, { label: 'Compare in the console', url: `${config.publicUrl}/admin` }]
      : [{ label: 'Approve', url: `${config.publicUrl}/property/verification/approve?${q}` }]),
    { label: 'Reject', url: `${config.publicUrl}/property/verification/reject?${q}` },
    '',
    `These links work for ${APPROVAL_LINK_DAYS} days, until ${pakistanDate(p.expiresAt)}. After that, the owner's next edit sends a new pair.`,
  ];
  return plain(config.adminEmail, `Approve property: ${l.title}`, lines);
}

/**
 * The owner's news of a decision. A rejection from the console carries the admin's reason (a chosen
 * text and a note); one made with the e-mailed link has none to give. An anonymous listing's contact
 * address was never confirmed: anyone may have typed a stranger's, so a rejected title (text nobody
 * let through) stays out of the subject of the mail it gets.
 */
export function decisionMail(config: Config, p: {
  to: string; name: string; title: string; url: string; approved: boolean; reason?: string | null; note?: string | null; language?: Locale;
  /** False for an anonymous listing's contact address. */
  confirmedAddress: boolean;
}): MailMessage {
  return inLanguage(p.language, () => {
    const why: Line[] = [];
    if (p.reason) why.push('', m.decision.reason(p.reason));
    if (p.note) why.push(p.approved ? m.decision.noteApproved(p.note) : m.decision.noteRejected(p.note));
    const subject = p.approved ? m.decision.liveSubject(p.title) : p.confirmedAddress ? m.decision.rejectedSubject(p.title) : m.decision.rejectedSubjectUntitled;
    return plain(p.to, subject, [
      m.hello(p.name),
      '',
      ...(p.approved
        ? [m.decision.approved(p.title), ...why, { label: m.decision.seeListing, url: page(config, `/property/${p.url}`) }]
        : [m.decision.rejected(p.title), ...why, '', m.decision.editAgain]),
    ]);
  });
}

/** "Wrong price (2), Duplicate listing (1)": what the reports said, most said first, ties in the dialog's order. */
export function reasonSummary(reasons: ReadonlyArray<{ reason: string; count: number }>): string {
  const order = (id: string) => REPORT_REASONS.findIndex((r) => r.id === id);
  return [...reasons].sort((a, b) => b.count - a.count || order(a.reason) - order(b.reason)).map((r) => `${reportReasonLabel(r.reason)} (${r.count})`).join(', ');
}

/** To the owner when reports have taken a listing off the site. */
export function underReviewMail(config: Config, p: {
  to: string; name: string; title: string; reasons: ReadonlyArray<{ reason: string; count: number }>; language?: Locale;
}): MailMessage {
  return inLanguage(p.language, () => plain(p.to, m.underReview.subject(p.title), [
    m.hello(p.name),
    '',
    m.underReview.hidden(p.title),
    m.underReview.reported(reasonSummary(p.reasons)),
    '',
    m.underReview.advice,
    { label: m.myProperties, url: page(config, '/account/properties') },
  ]));
}

/** To the owner when an admin has decided about a reported listing. */
export function moderationMail(config: Config, p: {
  to: string; name: string; title: string; url: string; action: 'dismiss' | 'hide' | 'reject' | 'warn'; note: string;
  reasons: ReadonlyArray<{ reason: string; count: number }>; language?: Locale;
}): MailMessage {
  return inLanguage(p.language, () => {
    const why = p.note ? [m.moderation.note(p.note)] : [];
    const reported = p.reasons.length ? [m.moderation.reported(reasonSummary(p.reasons))] : [];
    const listing = { label: m.decision.seeListing, url: page(config, `/property/${p.url}`) };
    const mine = { label: m.myProperties, url: page(config, '/account/properties') };
    const bodies = {
      dismiss: { subject: m.moderation.dismissSubject(p.title), lines: [m.moderation.dismiss(p.title), ...why, listing] },
      warn: { subject: m.moderation.warnSubject(p.title), lines: [m.moderation.warn(p.title), ...reported, ...why, m.moderation.warnRepeat, mine] },
      hide: { subject: m.moderation.hideSubject(p.title), lines: [m.moderation.hide(p.title), ...reported, ...why, mine] },
      reject: { subject: m.moderation.rejectSubject(p.title), lines: [m.moderation.reject(p.title), ...reported, ...why, m.moderation.rejectAgain, mine] },
    };
    const chosen = bodies[p.action];
    return plain(p.to, chosen.subject, [m.hello(p.name), '', ...chosen.lines]);
  });
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

/** The one-click stop of alert mails (RFC 8058): a page with one button, no login, in the mail's language. */
const unsubscribeUrl = (config: Config, key: string) => page(config, `/alerts/unsubscribe?key=${encodeURIComponent(key)}`);

interface AlertListing { title: string; url: string; price: number; purpose: string; area?: number; areaUnit?: string }

/** A new project in a saved search's place: its name, its page, its city (the English reference name) and prices. */
export interface AlertProject { name: string; slug: string; city: string; priceMin: number; priceMax: number }

/**
 * The confirmation of alerts asked for without an account, in the language of the
 * page it was asked on. Anyone can ask for it to any address, so it carries none of the asker's text
 * (the search's name): it would be a way to mail strangers words of one's choosing from Basera.
 */
export function alertConfirmationMail(config: Config, p: { to: string; key: string; language?: Locale }): MailMessage {
  return inLanguage(p.language, () => withLink(p.to, m.alert.confirmSubject, m.helloNoName, [
    m.alert.confirmAsked,
    m.alert.confirmNothingYet,
  ], { label: m.alert.confirmButton, url: page(config, `/alerts/confirm?key=${encodeURIComponent(p.key)}`) }));
}

/**
 * New listings for a saved search: one at once (Instant), or a digest of up to 14; then, under
 * "New projects", the projects added in its place since, each once. A mail may carry projects alone.
 */
export function alertMail(config: Config, p: {
  to: string; firstName: string; searchName: string; listings: AlertListing[]; more: number; criteria: Record<string, unknown>;
  unsubscribeKey: string; language?: Locale;
  /** The recipient's area unit (their account's, else the default), as the site would show them. */
  areaPreference?: AreaPreference;
  projects?: AlertProject[];
}): MailMessage {
  return inLanguage(p.language, () => {
    const preference = p.areaPreference ?? DEFAULT_AREA_PREFERENCE;
    const projects = p.projects ?? [];
    const lines: Line[] = [p.firstName ? m.hello(p.firstName) : m.helloNoName, ''];
    if (p.listings.length) {
      lines.push(p.listings.length === 1 ? m.alert.oneNew(p.searchName) : m.alert.manyNew(p.searchName), '');
      for (const l of p.listings) {
        const area = l.area && l.areaUnit ? ` · ${areaTextIn(l.area, l.areaUnit, preference)}` : '';
        lines.push(`${l.title}: ${formatPrice(l.price, l.purpose)}${area}`);
        lines.push({ label: m.alert.seeListing, url: page(config, `/property/${l.url}`) });
        lines.push('');
      }
      if (p.more > 0) lines.push(m.alert.more(p.more));
      lines.push({ label: m.alert.seeAll, url: page(config, resultsPath(p.criteria)) });
      lines.push('');
    }
    if (projects.length) {
      lines.push(p.listings.length ? m.alert.newProjects : m.alert.projectsOnly(p.searchName), '');
      for (const project of projects) {
        const prices = project.priceMin === project.priceMax ? formatPrice(project.priceMin)
          : m.alert.priceRange(formatPrice(project.priceMin), formatPrice(project.priceMax));
        lines.push(`${project.name}, ${cityLabel(project.city)}: ${prices}`);
        lines.push({ label: m.alert.seeProject, url: page(config, `/projects/${project.slug}`) });
        lines.push('');
      }
      const city = Number(p.criteria.City) || 0;
      lines.push({ label: m.alert.allProjects, url: page(config, city ? `/projects?City=${city}` : '/projects') });
      lines.push('');
    }
    lines.push(m.alert.why);
    lines.push({ label: m.alert.stop, url: unsubscribeUrl(config, p.unsubscribeKey) });
    const subject = !p.listings.length
      ? (projects.length === 1 ? m.alert.projectSubject(p.searchName, projects[0]!.name) : m.alert.projectsSubject(p.searchName, projects.length))
      : p.listings.length === 1 && p.more === 0
        ? m.alert.oneSubject(p.searchName, p.listings[0]!.title)
        : m.alert.manySubject(p.searchName, p.listings.length + p.more);
    return plain(p.to, subject, lines);
  });
}

/** The notification of the same news: one listing opens it, several open the results. */
export function alertPush(language: Locale, p: {
  searchId: number; searchName: string; listings: AlertListing[]; more: number; criteria: Record<string, unknown>;
}): PushPayload {
  return withLocale(language, () => {
    const one = p.listings.length === 1 && p.more === 0 ? p.listings[0]! : null;
    return {
      title: one ? m.alert.pushOne(p.searchName) : m.alert.manySubject(p.searchName, p.listings.length + p.more),
      body: one ? `${one.title}: ${formatPrice(one.price, one.purpose)}` : p.listings.slice(0, 3).map((l) => l.title).join(' · '),
      url: pathInLocale(language, one ? `/property/${one.url}` : resultsPath(p.criteria)),
      tag: `search-${p.searchId}`,
    };
  });
}

/** What became of a listing someone keeps as a favourite. */
export function favouriteMail(config: Config, p: {
  to: string; firstName: string; title: string; url: string; event: 'price' | 'sold' | 'removed'; drop: number; price: number; purpose: string;
  unsubscribeKey: string; language?: Locale;
}): MailMessage {
  return inLanguage(p.language, () => {
    const news = p.event === 'price'
      ? m.favourite.dropped(p.title, priceInWords(p.drop), formatPrice(p.price, p.purpose))
      : p.event === 'sold' ? m.favourite.sold(p.title) : m.favourite.removed(p.title);
    const subject = p.event === 'price' ? m.favourite.droppedSubject(p.title) : p.event === 'sold' ? m.favourite.soldSubject(p.title) : m.favourite.removedSubject(p.title);
    return plain(p.to, subject, [
      m.hello(p.firstName),
      '',
      news,
      ...(p.event === 'price' ? [{ label: m.favourite.seeListing, url: page(config, `/property/${p.url}`) }] : []),
      '',
      m.favourite.why,
      { label: m.favourite.yourFavourites, url: page(config, '/favourites') },
      { label: m.favourite.stop, url: unsubscribeUrl(config, p.unsubscribeKey) },
    ]);
  });
}

/** The 30-day reminder: one button that says the listing is still available. */
export function stillAvailableMail(config: Config, p: {
  to: string; name: string; title: string; key: string; expiresOn: Date; linkDays: number; language?: Locale;
}): MailMessage {
  return inLanguage(p.language, () => {
    const url = page(config, `${STILL_AVAILABLE_PAGE}?key=${encodeURIComponent(p.key)}`);
    return withLink(p.to, m.stillAvailable.subject(p.title), m.hello(p.name), [
      m.stillAvailable.unconfirmed(p.title),
      m.stillAvailable.press(pakistanDate(p.expiresOn)),
      m.stillAvailable.expiry(p.linkDays),
    ], { label: m.stillAvailable.button, url });
  });
}

/** At 45 days: the listing has left search, and how to bring it back. */
export function listingExpiredMail(config: Config, p: { to: string; name: string; title: string; key: string; linkDays: number; language?: Locale }): MailMessage {
  return inLanguage(p.language, () => {
    const url = page(config, `${STILL_AVAILABLE_PAGE}?key=${encodeURIComponent(p.key)}`);
    return withLink(p.to, m.expired.subject(p.title), m.hello(p.name), [
      m.expired.hidden(p.title),
      m.expired.howBack,
      m.expired.myProperties(page(config, '/account/properties')),
      m.expired.expiry(p.linkDays),
    ], { label: m.expired.button, url });
  });
}
