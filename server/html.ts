/** Text for HTML, in element content and in quoted attributes: mails and server-rendered pages. */
/** Puts the site's contact address (ADMIN_EMAIL) into the page's meta tag (src/lib/site-contact.ts). */
export const withContactEmail = (html: string, email: string): string =>
  html.replace(/(<meta name="basera-contact-email" content=")[^"]*(")/, (_, a: string, b: string) => `${a}${escapeHtml(email)}${b}`);

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
