import type { Context } from 'hono';
import { KeyQuery } from '../../src/contract/schemas.ts';
import { withLocale } from '../../src/contract/i18n.ts';
import { LOCALE_DIRECTION, pathInLocale, URDU_BASE, type Locale } from '../../src/contract/locale.ts';
import { escapeHtml } from '../html.ts';
import * as v from 'valibot';
import { keyPageMessages as m } from './key-page-messages.ts';
import '../urdu.ts';

/**
 * The pages a mailed link opens (confirm alerts, stop alerts, still available): one button and no
 * login. Opening the link changes nothing, because mail scanners open links; the button posts the
 * key (RFC 8058's one click). Each lives at its English address and under `/ur`, where it is Urdu,
 * right to left, as the mail that links to it.
 */
export const inBothLanguages = (path: string): Array<{ path: string; locale: Locale }> =>
  [{ path, locale: 'en' }, { path: `${URDU_BASE}${path}`, locale: 'ur' }];

export interface KeyPage {
  title: string;
  /** Already escaped HTML. */
  body: string;
  status?: 200 | 400 | 409;
  /** Site pages linked under the body, besides the home page. */
  links?: Array<{ label: string; path: string }>;
}

/** Texts are read in the page's language: `build` runs with it set. */
export function keyPage(locale: Locale, build: () => KeyPage, headers: Record<string, string> = {}): Response {
  return withLocale(locale, () => {
    const page = build();
    const links = [...(page.links ?? []), { label: m.home, path: '/' }]
      .map((l) => `<a href="${escapeHtml(pathInLocale(locale, l.path))}">${escapeHtml(l.label)}</a>`).join(' · ');
    const html = `<!doctype html><html lang="${locale}" dir="${LOCALE_DIRECTION[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}${escapeHtml(m.titleSuffix)}</title><link rel="icon" href="/icons/favicon.svg" type="image/svg+xml"></head>`
      + `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#1f2933"><h1>${escapeHtml(page.title)}</h1>${page.body}<p>${links}</p></body></html>`;
    return new Response(html, {
      status: page.status ?? 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', ...headers },
    });
  });
}

/** The one button, posting the key back to the same address. */
export const keyForm = (button: string, key: string): string =>
  `<form method="post"><input type="hidden" name="key" value="${escapeHtml(key)}"><button type="submit" style="font:inherit;padding:.6rem 1.2rem;min-height:44px">${escapeHtml(button)}</button></form>`;

export const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;

/** The key, from the address or the posted form; null when it is missing or malformed. */
export async function postedKey(c: Context): Promise<string | null> {
  const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
  const parsed = v.safeParse(KeyQuery, { key: c.req.query('key') ?? form.key });
  return parsed.success ? parsed.output.key : null;
}

/** The page for a button pressed on a link without a usable key: a page, as the link's other answers are. */
export const invalidLinkPage = (locale: Locale): Response =>
  keyPage(locale, () => ({ title: m.linkInvalidTitle, body: paragraph(m.linkInvalid), status: 400 }));
