/**
 * The address people write to (header, footer, contact and privacy pages) is the server's
 * ADMIN_EMAIL, not a constant of the build. The server writes it into every
 * page it sends (a meta tag, also in the shell the service worker keeps); the renderer sets it for
 * the pages it renders. Read through globalThis: the server imports this file too.
 */
import { SITE_CONTACT } from '../contract/constants.ts';

export const CONTACT_EMAIL_META = 'basera-contact-email';

let serverValue: string | null = null;

/** Set once by the server-side renderer. */
export function setServerContactEmail(email: string): void {
  serverValue = email;
}

export function contactEmail(): string {
  if (serverValue) return serverValue;
  const doc = (globalThis as { document?: Document }).document;
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[name="${CONTACT_EMAIL_META}"]`);
  return meta?.content.trim() || SITE_CONTACT.email;
}
