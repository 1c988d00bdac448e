/** Text for HTML, in element content and in quoted attributes: mails and server-rendered pages. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
